/**
 * Free times for the booking form: which dates can be chosen, and, when a day has no free time,
 * the next day that has one. The reads themselves are injected, so this is tested without a server.
 */
import {
  BOOKING_HORIZON_MONTHS,
  BUSINESS_HOURS,
  type DayHours,
  hoursOn,
  isBeyondBookingHorizon,
  isValidDate,
  MESSAGES,
} from '@esthetics/domain';

/** The free start times ("HH:MM") of a date for a duration, as GET /api/availability answers. */
export type FreeTimesReader = (date: string, durationMinutes: number) => Promise<string[]>;

/** How far ahead the form looks for the next day with a free time. */
export const LOOK_AHEAD_DAYS = 14;

/** `date` plus `days` calendar days ("YYYY-MM-DD"). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/**
 * Why a date cannot be chosen (before today, past the booking horizon, or a day the business is
 * closed by its opening hours, the site's configured ones), or null when it can.
 */
export function dateProblem(
  date: string,
  today: string,
  hours: readonly DayHours[] = BUSINESS_HOURS,
): string | null {
  if (!date) return MESSAGES.selectDate;
  if (!isValidDate(date)) return MESSAGES.invalidDate;
  if (date < today) return MESSAGES.dateInPast;
  if (isBeyondBookingHorizon(date, today))
    return MESSAGES.dateBeyondHorizon(BOOKING_HORIZON_MONTHS);
  if (hoursOn(date, hours).closes === null) return MESSAGES.closedDay;
  return null;
}

/** The open days after `date`, up to `days` calendar days ahead. */
export function openDaysAfter(
  date: string,
  days: number,
  hours: readonly DayHours[] = BUSINESS_HOURS,
): string[] {
  return Array.from({ length: days }, (_, i) => addDays(date, i + 1)).filter(
    (d) => hoursOn(d, hours).closes !== null,
  );
}

/**
 * The first open day after `date` (within LOOK_AHEAD_DAYS) with a free time for the duration, or
 * null. Days are asked one after the other, stopping at the first hit, to spare the server.
 */
export async function findNextFreeDay(
  read: FreeTimesReader,
  date: string,
  durationMinutes: number,
  days: number = LOOK_AHEAD_DAYS,
  hours: readonly DayHours[] = BUSINESS_HOURS,
): Promise<{ date: string; times: string[] } | null> {
  for (const day of openDaysAfter(date, days, hours)) {
    const times = await read(day, durationMinutes);
    if (times.length > 0) return { date: day, times };
  }
  return null;
}

/** "2026-12-01" -> "Tuesday, December 1" (a calendar date: no time zone shift). */
export function formatDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('en-US', {
    timeZone: 'UTC',
    weekday: 'long',
    month: 'long',
    day: 'numeric',
  }).format(new Date(Date.UTC(y, m - 1, d)));
}
