/**
 * The business's numbers, each with one owner: notice periods, reply times, reminders, the hold and the
 * checkout's lifetime. Texts for clients are written from these (see business.ts, assistant.ts), and the
 * backend schedules and charges by them.
 */

/** Share of a booking's total paid online as a deposit to confirm it (pricing.ts charges it). */
export const DEPOSIT_PERCENT = 25;

export const MINUTE_MS = 60_000;
export const HOUR_MS = 60 * MINUTE_MS;

/** How long an unpaid booking holds its time before it is released. */
export const HOLD_HOURS = 24;
export const HOLD_MS = HOLD_HOURS * HOUR_MS;

/** The longest a payment provider keeps a checkout session open (Stripe's limit: 24 hours). */
export const CHECKOUT_SESSION_MAX_HOURS = 24;
export const CHECKOUT_SESSION_MAX_MS = CHECKOUT_SESSION_MAX_HOURS * HOUR_MS;

/** Reminder offsets before a confirmed appointment, in hours, the earliest first. */
export const REMINDER_HOURS_BEFORE = [24, 1] as const;
export type ReminderHours = (typeof REMINDER_HOURS_BEFORE)[number];

/** How soon the business answers a message or an inquiry, and confirms a booking. */
export const REPLY_WITHIN_HOURS = 24;
/** How many payment-link e-mails one booking can cause at most (after cancelled checkouts). */
export const PAYMENT_LINK_MAILS_PER_BOOKING = 3;
/**
 * How many unpaid bookings (pending, within their hold) one e-mail address, one phone number or one
 * client address may hold at once (the default of UNPAID_HOLDS_PER_CLIENT).
 */
export const UNPAID_HOLDS_PER_CLIENT = 3;
/** How far ahead a booking may be made, in months (the default of BOOKING_HORIZON_MONTHS). */
export const BOOKING_HORIZON_MONTHS = 12;
/** Notice needed to cancel or reschedule without a late-cancellation charge. */
export const CANCELLATION_NOTICE_HOURS = 24;
/** Share of the service fee a late cancellation may be charged. */
export const LATE_CANCELLATION_FEE_PERCENT = 50;
/** Notice that refunds the whole deposit (the success page's reading of the terms). */
export const FULL_REFUND_NOTICE_HOURS = 48;
/** How long a time freed for the waitlist is held for the person it is offered to, before the next. */
export const WAITLIST_OFFER_MINUTES = 30;
export const WAITLIST_OFFER_MS = WAITLIST_OFFER_MINUTES * MINUTE_MS;
/** How long after a service a client may tell us they are not satisfied. */
export const SATISFACTION_WINDOW_HOURS = 48;
/** How early a client is asked to arrive. */
export const ARRIVE_EARLY_MINUTES = 10;
/** How late a client may arrive before the appointment may have to be rescheduled. */
export const LATE_ARRIVAL_MINUTES = 15;
/** Corporate events longer than this many hours include a lunch break of `LUNCH_BREAK_MINUTES`. */
export const LUNCH_BREAK_AFTER_HOURS = 4;
export const LUNCH_BREAK_MINUTES = 30;

/** "24 hours", "1 hour". */
export function hoursPhrase(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** The reminders as a sentence reads them: "24 hours and 1 hour". */
export const REMINDERS_PHRASE = REMINDER_HOURS_BEFORE.map(hoursPhrase).join(' and ');

/**
 * The reminder due for a confirmed appointment starting at `startsAt`, seen at `now`: the nearest
 * offset the start is within (1 hour before, else 24 hours before), or null when it has started or is
 * further away than the first reminder.
 */
export function dueReminderHours(startsAt: Date, now: Date): ReminderHours | null {
  const untilStart = startsAt.getTime() - now.getTime();
  if (untilStart <= 0) return null;
  const within = REMINDER_HOURS_BEFORE.filter((hours) => untilStart <= hours * HOUR_MS);
  return within.length > 0 ? within[within.length - 1] : null;
}

/**
 * When a deposit checkout opened at `now` closes: when the booking's hold ends (a whole hold from now
 * when it has none), and never later than the provider keeps a session open.
 */
export function checkoutExpiresAt(holdExpiresAt: Date | null, now: Date): Date {
  const holdEnd = holdExpiresAt?.getTime() ?? now.getTime() + HOLD_MS;
  return new Date(Math.min(holdEnd, now.getTime() + CHECKOUT_SESSION_MAX_MS));
}

/**
 * The last local date ("YYYY-MM-DD") that can be booked on `today` with a horizon of `months`: the
 * same day of the month `months` later, or that month's last day when it is shorter (a horizon of 1
 * month from January 31 ends on February 28 or 29).
 */
export function lastBookableDate(today: string, months: number = BOOKING_HORIZON_MONTHS): string {
  const [y, m, d] = today.split('-').map(Number);
  const monthIndex = m - 1 + months;
  const lastDayOfMonth = new Date(Date.UTC(y, monthIndex + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, monthIndex, Math.min(d, lastDayOfMonth))).toISOString().slice(0, 10);
}

/** Whether a local date lies past the booking horizon seen on `today` (both "YYYY-MM-DD"). */
export function isBeyondBookingHorizon(
  date: string,
  today: string,
  months: number = BOOKING_HORIZON_MONTHS,
): boolean {
  return date > lastBookableDate(today, months);
}
