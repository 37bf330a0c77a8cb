/**
 * Moving an appointment to another time. The client may do it online with CANCELLATION_NOTICE_HOURS
 * (24 hours) of notice, the admin at any time while the appointment is active. The paid deposit moves
 * with the booking: nothing is refunded or charged. The new time must be bookable by the same rules as
 * a new booking (`slotProblem`: a real date, open day, on the grid, not past, ending by closing); that
 * it is free is for the store to guarantee (its exclusion constraint), and a free-time picker for a
 * move must leave the appointment's own interval out of the busy ones.
 */
import { isActiveStatus } from '../appointment-status';
import { BOOKING_HORIZON_MONTHS, isBeyondBookingHorizon } from '../policy';
import { Cents, formatCents } from '../money';
import { MESSAGES } from '../messages';
import { Schedule } from '../schedule/week';
import { appointmentInterval, blockedRange, slotProblem, SlotProblem } from '../schedule/slots';
import { dateInZone, DEFAULT_TIME_ZONE, isValidDate } from '../schedule/zone';
import { slotProblemCode } from '../validation/booking';
import { fail, failWith, pass } from '../validation/checks';
import { text } from '../validation/fields';
import { Raw, Validation } from '../validation/result';
import {
  bufferOf,
  closedToChanges,
  noticeBand,
  paidOf,
  SelfServiceAppointment,
  SelfServiceContext,
} from './terms';

/** Who moves the appointment: the client (24 hours' notice needed) or the admin (any time). */
export type RescheduleActor = 'client' | 'admin';

export interface RescheduleContext extends SelfServiceContext {
  readonly by: RescheduleActor;
}

export interface RescheduleTerms {
  /** Paid online; it moves with the booking (nothing refunded, nothing charged). */
  readonly depositCents: Cents;
  /** What the dialog says before the move is confirmed. */
  readonly message: string;
}

/** The new time asked for, as the API receives it. */
export interface RescheduleRequest {
  date: string;
  time: string;
}

export interface NewTimeContext extends RescheduleContext {
  readonly timeZone?: string;
  /** The owner's week, step and notice; the spec's week when not given. */
  readonly schedule?: Schedule;
  /** How many months ahead a date may be chosen (the booking horizon); BOOKING_HORIZON_MONTHS when not given. */
  readonly horizonMonths?: number;
}

/** A bookable new time for the appointment, with what the move costs (nothing). */
export interface NewAppointmentTime extends RescheduleTerms {
  readonly date: string;
  readonly time: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  /** The end of what it blocks: its buffer, as booked, moves with it. */
  readonly blockedUntil: Date;
}

/**
 * Whether `context.by` may move `appointment` now, and what the dialog says; or a failure with its
 * code: `appointmentNotActive`, `appointmentStarted` / `appointmentStartedCall` (client, from the
 * start), `rescheduleTooLate` / `rescheduleTooLateCall` (client, under 24 hours; with the business
 * phone when the context has one).
 */
export function rescheduleTerms(
  appointment: SelfServiceAppointment,
  context: RescheduleContext,
): Validation<RescheduleTerms> {
  const paid = paidOf(appointment, context);
  if (context.by === 'admin') {
    if (!isActiveStatus(appointment.status)) return fail('appointmentNotActive');
    const message =
      paid > 0
        ? MESSAGES.rescheduleAdminDeposit(formatCents(paid))
        : MESSAGES.rescheduleAdminNoDeposit;
    return pass({ depositCents: paid, message });
  }
  const closed = closedToChanges(appointment, context);
  if (closed) return closed;
  if (noticeBand(appointment.startsAt, context.now) === 'late') {
    return context.phone
      ? failWith('rescheduleTooLateCall', [context.phone])
      : fail('rescheduleTooLate');
  }
  const parts: string[] = [MESSAGES.rescheduleFree];
  if (paid > 0) parts.push(MESSAGES.rescheduleDepositMoves(formatCents(paid)));
  return pass({ depositCents: paid, message: parts.join(' ') });
}

/** Slot problems that lie with the day rather than the time. */
const DATE_PROBLEMS: ReadonlySet<SlotProblem> = new Set(['past_date', 'closed_day']);

/**
 * The new time for `appointment`, checked: first whether it may be moved at all (`rescheduleTerms`),
 * then the date and time as the booking form checks them (`selectDate`, `invalidDate`, `selectTime`,
 * then the codes of `slotProblem` for its own duration), the booking horizon
 * (`dateBeyondHorizon`), and that it is not the current time (`rescheduleSameTime`). Failures name
 * the field `date` or `time`.
 */
export function validateReschedule(
  appointment: SelfServiceAppointment,
  raw: Raw<RescheduleRequest>,
  context: NewTimeContext,
): Validation<NewAppointmentTime> {
  const terms = rescheduleTerms(appointment, context);
  if (!terms.ok) return terms;
  const tz = context.timeZone ?? DEFAULT_TIME_ZONE;
  const date = text(raw.date);
  if (!date) return fail('selectDate', 'date');
  if (!isValidDate(date)) return fail('invalidDate', 'date');
  const time = text(raw.time);
  if (!time) return fail('selectTime', 'time');
  const problem = slotProblem({
    date,
    time,
    durationMinutes: appointment.totalDuration,
    bufferMinutes: bufferOf(appointment),
    now: context.now,
    timeZone: tz,
    schedule: context.schedule,
  });
  if (problem) return fail(slotProblemCode(problem), DATE_PROBLEMS.has(problem) ? 'date' : 'time');
  const horizonMonths = context.horizonMonths ?? BOOKING_HORIZON_MONTHS;
  if (isBeyondBookingHorizon(date, dateInZone(context.now, tz), horizonMonths)) {
    return failWith('dateBeyondHorizon', [horizonMonths], 'date');
  }
  const interval = appointmentInterval(date, time, appointment.totalDuration, tz);
  if (interval.start.getTime() === appointment.startsAt.getTime()) {
    return fail('rescheduleSameTime', 'time');
  }
  const blocked = blockedRange(interval.start, appointment.totalDuration, bufferOf(appointment));
  return pass({
    ...terms.value,
    date,
    time,
    startsAt: interval.start,
    endsAt: interval.end,
    blockedUntil: blocked.end,
  });
}
