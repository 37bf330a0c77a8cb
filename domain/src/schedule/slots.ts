/**
 * The start times of a day and whether one can be booked: on the owner's step from an open
 * interval's opening, not past nor inside the minimum notice, and ending (buffer included) by that
 * interval's closing.
 */
import { DayHours, hoursOn, OpenInterval } from './hours';
import { clockMinutes, clockTime, DEFAULT_SCHEDULE, Schedule } from './week';
import {
  addMinutes,
  dateInZone,
  DEFAULT_TIME_ZONE,
  isValidDate,
  isValidTime,
  zonedDateTimeToInstant,
} from './zone';
import { HOUR_MS, MINUTE_MS } from '../policy';
import { blockedOn, isBlocked } from './blocks';

export const WAITLIST_RANGE_STEP_MINUTES = 30;

/**
 * Every half hour of the day, 00:00 to 23:30: the ends a waitlist entry's range of start times is
 * written with (its preference), not the bookable starts, which follow the owner's schedule. Any
 * of them is accepted, so an entry made before the owner changed her hours stays valid.
 */
export const SLOT_TIMES: readonly string[] = Array.from(
  { length: (24 * 60) / WAITLIST_RANGE_STEP_MINUTES },
  (_, i) => clockTime(i * WAITLIST_RANGE_STEP_MINUTES),
);

/**
 * The range ends a person picks from on the waitlist form: those from the week's earliest opening
 * to its latest closing (all of them while the week has no open day).
 */
export function waitlistRangeTimes(hours: readonly DayHours[]): string[] {
  const open = hours.flatMap((h) => h.intervals);
  if (open.length === 0) return [...SLOT_TIMES];
  const first = open.reduce((min, i) => (i.opens < min ? i.opens : min), '24:00');
  const last = open.reduce((max, i) => (i.closes > max ? i.closes : max), '00:00');
  return SLOT_TIMES.filter((t) => t >= first && t <= last);
}

export interface Interval {
  readonly start: Date;
  /** Exclusive. */
  readonly end: Date;
}

export function overlaps(a: Interval, b: Interval): boolean {
  return a.start.getTime() < b.end.getTime() && b.start.getTime() < a.end.getTime();
}

export type SlotProblem =
  | 'invalid_date'
  | 'invalid_time'
  | 'past_date'
  | 'closed_day'
  | 'off_grid'
  | 'past_time'
  | 'too_soon'
  | 'after_closing'
  | 'blocked';

export interface SlotRequest {
  readonly date: string;
  readonly time: string;
  readonly durationMinutes: number;
  /** Cleanup time after the appointment: it must end by closing too (0 when not given). */
  readonly bufferMinutes?: number;
  readonly now: Date;
  readonly timeZone?: string;
  /** The owner's week, step and notice; DEFAULT_SCHEDULE (the spec's week) when not given. */
  readonly schedule?: Schedule;
}

/**
 * Why a start time cannot be booked (whatever is already booked), or null when it can:
 * a real date not before today, an open day, on the step from an interval's opening, not already
 * past nor inside the notice, ending with its buffer by that interval's closing, clear of time off
 * (`blocked`).
 */
export function slotProblem(req: SlotRequest): SlotProblem | null {
  const tz = req.timeZone ?? DEFAULT_TIME_ZONE;
  if (!isValidDate(req.date)) return 'invalid_date';
  if (!isValidTime(req.time)) return 'invalid_time';
  const schedule = req.schedule ?? DEFAULT_SCHEDULE;
  return problemOnValidSlot(
    req,
    tz,
    schedule,
    dateInZone(req.now, tz),
    hoursOn(req.date, schedule.hours),
  );
}

function problemOnValidSlot(
  req: SlotRequest,
  tz: string,
  schedule: Schedule,
  today: string,
  hours: DayHours,
): SlotProblem | null {
  if (req.date < today) return 'past_date';
  if (hours.intervals.length === 0) return 'closed_day';
  const minute = clockMinutes(req.time) as number;
  const interval = hours.intervals.find(
    (i) =>
      (clockMinutes(i.opens) as number) <= minute && minute < (clockMinutes(i.closes) as number),
  );
  if (!interval) return 'off_grid';
  if ((minute - (clockMinutes(interval.opens) as number)) % schedule.stepMinutes !== 0) {
    return 'off_grid';
  }
  const start = zonedDateTimeToInstant(req.date, req.time, tz);
  if (start.getTime() <= req.now.getTime()) return 'past_time';
  if (start.getTime() < req.now.getTime() + schedule.minNoticeHours * HOUR_MS) return 'too_soon';
  const blockedEnd = addMinutes(start, req.durationMinutes + (req.bufferMinutes ?? 0));
  if (blockedEnd.getTime() > closingInstant(req.date, interval, tz).getTime()) {
    return 'after_closing';
  }
  if (schedule.blocks && isBlocked(req.date, { start, end: blockedEnd }, schedule.blocks, tz)) {
    return 'blocked';
  }
  return null;
}

/** The instant an interval of `date` closes ("24:00" is the next day's midnight). */
export function closingInstant(date: string, interval: OpenInterval, tz: string): Date {
  if (interval.closes !== '24:00') return zonedDateTimeToInstant(date, interval.closes, tz);
  const [y, m, d] = date.split('-').map(Number);
  const next = new Date(Date.UTC(y, m - 1, d + 1)).toISOString().slice(0, 10);
  return zonedDateTimeToInstant(next, '00:00', tz);
}

/** The interval an appointment starting at `date` `time` for `durationMinutes` occupies. */
export function appointmentInterval(
  date: string,
  time: string,
  durationMinutes: number,
  timeZone: string = DEFAULT_TIME_ZONE,
): Interval {
  const start = zonedDateTimeToInstant(date, time, timeZone);
  return { start, end: addMinutes(start, durationMinutes) };
}

/**
 * What an appointment blocks in the calendar: `[start, start + duration + buffer)`, the buffer
 * (cleanup, travel) fixed when it is booked. Mirrored in SQL by the appointments' stored
 * `blocked_until` and their exclusion constraint on `tstzrange(starts_at, blocked_until, '[)')`.
 */
export function blockedRange(
  start: Date,
  durationMinutes: number,
  bufferMinutes: number,
): Interval {
  return { start, end: addMinutes(start, durationMinutes + bufferMinutes) };
}

/** The start times of a date on the schedule's step: from each interval's opening, before its closing. */
export function startTimes(date: string, schedule: Schedule = DEFAULT_SCHEDULE): string[] {
  const times: string[] = [];
  for (const i of hoursOn(date, schedule.hours).intervals) {
    const closes = clockMinutes(i.closes) as number;
    for (let m = clockMinutes(i.opens) as number; m < closes; m += schedule.stepMinutes) {
      times.push(clockTime(m));
    }
  }
  return times;
}

export interface Slot {
  readonly time: string;
  readonly available: boolean;
}

/**
 * Every start time of a date, each available when it can be booked for `durationMinutes` (and its
 * buffer) without touching any of the `busy` intervals (half-open, so back-to-back is fine).
 */
export function daySlots(input: {
  date: string;
  durationMinutes: number;
  bufferMinutes?: number;
  busy: readonly Interval[];
  now: Date;
  timeZone?: string;
  /** The owner's week, step and notice; the spec's week when not given. */
  schedule?: Schedule;
}): Slot[] {
  const tz = input.timeZone ?? DEFAULT_TIME_ZONE;
  if (!isValidDate(input.date)) return [];
  const schedule = input.schedule ?? DEFAULT_SCHEDULE;
  // What slotProblem decides for each start, read once for the day: every start is on the step of
  // an open interval, so what is left is the date, the notice, the closing and what is busy, time
  // off included. This runs for every availability request, 40 starts a day at 15 minutes.
  const past = input.date < dateInZone(input.now, tz);
  const now = input.now.getTime();
  const earliest = now + schedule.minNoticeHours * HOUR_MS;
  const blocking = (input.durationMinutes + (input.bufferMinutes ?? 0)) * MINUTE_MS;
  const off = schedule.blocks ? blockedOn(input.date, schedule.blocks, tz) : [];
  // Only what touches the day (a month's one-off time off mostly does not), as epoch milliseconds.
  const dayStart = zonedDateTimeToInstant(input.date, '00:00', tz).getTime();
  const dayEnd = dayStart + 26 * HOUR_MS;
  const busy = [...input.busy, ...off]
    .map((b) => [b.start.getTime(), b.end.getTime()])
    .filter(([from, to]) => to > dayStart && from < dayEnd);
  const slots: Slot[] = [];
  for (const interval of hoursOn(input.date, schedule.hours).intervals) {
    const opens = clockMinutes(interval.opens) as number;
    const closes = clockMinutes(interval.closes) as number;
    const closing = closingInstant(input.date, interval, tz).getTime();
    const first = zonedDateTimeToInstant(input.date, interval.opens, tz).getTime();
    // No change of the zone's offset inside the interval: its starts are minutes after its opening.
    const steady = closing - first === (closes - opens) * MINUTE_MS;
    for (let m = opens; m < closes; m += schedule.stepMinutes) {
      const time = clockTime(m);
      const start = steady
        ? first + (m - opens) * MINUTE_MS
        : zonedDateTimeToInstant(input.date, time, tz).getTime();
      const end = start + blocking;
      const available =
        !past &&
        start > now &&
        start >= earliest &&
        end <= closing &&
        !busy.some(([from, to]) => start < to && from < end);
      slots.push({ time, available });
    }
  }
  return slots;
}
