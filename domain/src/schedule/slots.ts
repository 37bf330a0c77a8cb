/** The hourly slot grid, whether a start time can be booked, and the free slots of a day. */
import { DayHours, hoursOn } from './hours';
import {
  addMinutes,
  dateInZone,
  DEFAULT_TIME_ZONE,
  isValidDate,
  isValidTime,
  zonedDateTimeToInstant,
} from './zone';

export const FIRST_SLOT_HOUR = 9;
export const LAST_SLOT_HOUR = 17;

/** Start times a booking may take, hourly 09:00 to 17:00. */
export const SLOT_TIMES: readonly string[] = Array.from(
  { length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 },
  (_, i) => `${String(FIRST_SLOT_HOUR + i).padStart(2, '0')}:00`,
);

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
  | 'after_closing';

export interface SlotRequest {
  readonly date: string;
  readonly time: string;
  readonly durationMinutes: number;
  readonly now: Date;
  readonly timeZone?: string;
  /** The week's opening hours; the spec's (BUSINESS_HOURS) when not given. */
  readonly hours?: readonly DayHours[];
}

/**
 * Why a start time cannot be booked (whatever is already booked), or null when it can:
 * a real date not before today, an open day, on the hourly grid and not before opening, not
 * already past, ending by closing time.
 */
export function slotProblem(req: SlotRequest): SlotProblem | null {
  const tz = req.timeZone ?? DEFAULT_TIME_ZONE;
  if (!isValidDate(req.date)) return 'invalid_date';
  if (!isValidTime(req.time)) return 'invalid_time';
  return problemOnValidSlot(req, tz, dateInZone(req.now, tz), hoursOn(req.date, req.hours));
}

/**
 * slotProblem for a valid date and time, `today` being the date of `req.now` in `tz` and `hours`
 * the opening hours of `req.date`.
 */
function problemOnValidSlot(
  req: SlotRequest,
  tz: string,
  today: string,
  hours: DayHours,
): SlotProblem | null {
  if (req.date < today) return 'past_date';
  if (hours.opens === null || hours.closes === null) return 'closed_day';
  if (!SLOT_TIMES.includes(req.time) || req.time < hours.opens) return 'off_grid';
  const start = zonedDateTimeToInstant(req.date, req.time, tz);
  if (start.getTime() <= req.now.getTime()) return 'past_time';
  const closing = zonedDateTimeToInstant(req.date, hours.closes, tz);
  if (addMinutes(start, req.durationMinutes).getTime() > closing.getTime()) return 'after_closing';
  return null;
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

export interface Slot {
  readonly time: string;
  readonly available: boolean;
}

/**
 * Every slot of a date, each available when it can be booked for `durationMinutes` without touching
 * any of the `busy` intervals (half-open, so back-to-back appointments are fine).
 */
export function daySlots(input: {
  date: string;
  durationMinutes: number;
  busy: readonly Interval[];
  now: Date;
  timeZone?: string;
  /** The week's opening hours; the spec's when not given. */
  hours?: readonly DayHours[];
}): Slot[] {
  const tz = input.timeZone ?? DEFAULT_TIME_ZONE;
  if (!isValidDate(input.date)) return [];
  // Read once for the day: every slot time is valid.
  const today = dateInZone(input.now, tz);
  const hours = hoursOn(input.date, input.hours);
  return SLOT_TIMES.map((time) => {
    const problem = problemOnValidSlot(
      {
        date: input.date,
        time,
        durationMinutes: input.durationMinutes,
        now: input.now,
        timeZone: tz,
        hours: input.hours,
      },
      tz,
      today,
      hours,
    );
    if (problem) return { time, available: false };
    const wanted = appointmentInterval(input.date, time, input.durationMinutes, tz);
    return { time, available: !input.busy.some((b) => overlaps(wanted, b)) };
  });
}
