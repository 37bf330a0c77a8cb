/**
 * Opening hours, the hourly slot grid and free-slot computation, in the business time zone.
 * Dates are calendar dates "YYYY-MM-DD" and times wall-clock "HH:MM" in that zone; instants are Date.
 */

export const DEFAULT_TIME_ZONE = 'America/New_York';
export const FIRST_SLOT_HOUR = 9;
export const LAST_SLOT_HOUR = 17;

/** Start times a booking may take, hourly 09:00 to 17:00. */
export const SLOT_TIMES: readonly string[] = Array.from(
  { length: LAST_SLOT_HOUR - FIRST_SLOT_HOUR + 1 },
  (_, i) => `${String(FIRST_SLOT_HOUR + i).padStart(2, '0')}:00`,
);

export interface DayHours {
  /** 0 = Sunday ... 6 = Saturday */
  readonly weekday: number;
  readonly day: string;
  /** "HH:MM", or null when closed. */
  readonly opens: string | null;
  readonly closes: string | null;
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export const BUSINESS_HOURS: readonly DayHours[] = DAY_NAMES.map((day, weekday) => {
  if (weekday === 0) return { weekday, day, opens: null, closes: null };
  return { weekday, day, opens: '09:00', closes: weekday === 6 ? '17:00' : '19:00' };
});

/** The spec's hours as a person reads them (equal to `hoursText(BUSINESS_HOURS)`). */
export const BUSINESS_HOURS_TEXT: readonly { days: string; hours: string }[] = [
  { days: 'Monday - Friday', hours: '9:00 AM - 7:00 PM' },
  { days: 'Saturday', hours: '9:00 AM - 5:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
];

export interface Interval {
  readonly start: Date;
  /** Exclusive. */
  readonly end: Date;
}

const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** True for a real calendar date written YYYY-MM-DD. */
export function isValidDate(date: string): boolean {
  const m = DATE_RE.exec(date);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const probe = new Date(Date.UTC(y, mo - 1, d));
  return probe.getUTCFullYear() === y && probe.getUTCMonth() === mo - 1 && probe.getUTCDate() === d;
}

export function isValidTime(time: string): boolean {
  return TIME_RE.test(time);
}

/** Day of week of a calendar date (0 = Sunday), independent of any time zone. */
export function weekdayOf(date: string): number {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
}

/** A date's opening hours in a week of hours (the spec's by default). */
export function hoursOn(date: string, hours: readonly DayHours[] = BUSINESS_HOURS): DayHours {
  const weekday = weekdayOf(date);
  return (
    hours.find((h) => h.weekday === weekday) ?? {
      weekday,
      day: DAY_NAMES[weekday],
      opens: null,
      closes: null,
    }
  );
}

/** The names of the days, Sunday first (index = weekday). */
export const WEEKDAY_NAMES: readonly string[] = DAY_NAMES;

/**
 * A week of opening hours from the hours of each open day (weekday -> opens/closes "HH:MM");
 * days not given are closed. Throws a RangeError naming the problem when a day is not a real
 * weekday, a time is not "HH:MM" or a day closes before it opens.
 */
export function weekHours(
  open: readonly { weekday: number; opens: string; closes: string }[],
): DayHours[] {
  const week: DayHours[] = DAY_NAMES.map((day, weekday) => ({
    weekday,
    day,
    opens: null,
    closes: null,
  }));
  for (const o of open) {
    if (!Number.isInteger(o.weekday) || o.weekday < 0 || o.weekday > 6)
      throw new RangeError(`${o.weekday} is not a weekday (0 = Sunday ... 6 = Saturday)`);
    const day = DAY_NAMES[o.weekday];
    if (!isValidTime(o.opens) || !isValidTime(o.closes))
      throw new RangeError(`${day}: times are written HH:MM, e.g. 09:00 and 19:00`);
    if (o.closes <= o.opens) throw new RangeError(`${day}: closes before it opens`);
    week[o.weekday] = { weekday: o.weekday, day, opens: o.opens, closes: o.closes };
  }
  return week;
}

/**
 * Hours as a person reads them, Monday first, consecutive days with the same hours grouped:
 * "Monday - Friday: 9:00 AM - 7:00 PM", "Sunday: Closed".
 */
export function hoursText(hours: readonly DayHours[]): { days: string; hours: string }[] {
  const label = (h: DayHours) =>
    h.opens && h.closes ? `${formatTime12h(h.opens)} - ${formatTime12h(h.closes)}` : 'Closed';
  const mondayFirst = [1, 2, 3, 4, 5, 6, 0].map((weekday) => hoursOn(weekdayDate(weekday), hours));
  const groups: { first: string; last: string; hours: string }[] = [];
  for (const h of mondayFirst) {
    const text = label(h);
    const previous = groups[groups.length - 1];
    if (previous && previous.hours === text) previous.last = h.day;
    else groups.push({ first: h.day, last: h.day, hours: text });
  }
  return groups.map((g) => ({
    days: g.first === g.last ? g.first : `${g.first} - ${g.last}`,
    hours: g.hours,
  }));
}

/** A date falling on a weekday (the week of Sunday 2026-03-01). */
function weekdayDate(weekday: number): string {
  return `2026-03-0${weekday + 1}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const p of formatterFor(timeZone).formatToParts(instant)) {
    if (p.type !== 'literal') parts[p.type] = Number(p.value);
  }
  return {
    year: parts.year,
    month: parts.month,
    day: parts.day,
    hour: parts.hour,
    minute: parts.minute,
    second: parts.second,
  };
}

/** Offset of the zone from UTC at an instant, in minutes (New York: -300 in winter, -240 in summer). */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60000);
}

/**
 * The instant at which the wall clock of `timeZone` shows `date` `time`. A time skipped by a
 * spring-forward change resolves to the instant after the gap; a repeated autumn time to its first occurrence.
 */
export function zonedDateTimeToInstant(date: string, time: string, timeZone: string): Date {
  if (!isValidDate(date) || !isValidTime(time)) {
    throw new RangeError(`Not a valid date and time: ${date} ${time}`);
  }
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offsets a day either side cover any change on this date.
  const offsetBefore = zoneOffsetMinutes(new Date(naive - 86400000), timeZone);
  const offsetAfter = zoneOffsetMinutes(new Date(naive + 86400000), timeZone);
  const readings = [offsetBefore, offsetAfter]
    .map((offset) => naive - offset * 60000)
    .filter((t) => {
      const w = wallClock(new Date(t), timeZone);
      return w.year === y && w.month === mo && w.day === d && w.hour === h && w.minute === mi;
    });
  // Two readings: the autumn overlap, take the first. None: the spring gap, step over it.
  return new Date(readings.length > 0 ? Math.min(...readings) : naive - offsetBefore * 60000);
}

/** The calendar date "YYYY-MM-DD" an instant falls on in the zone. */
export function dateInZone(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** The wall-clock time "HH:MM" of an instant in the zone. */
export function timeInZone(instant: Date, timeZone: string): string {
  const w = wallClock(instant, timeZone);
  return `${pad(w.hour)}:${pad(w.minute)}`;
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

export function addMinutes(instant: Date, minutes: number): Date {
  return new Date(instant.getTime() + minutes * 60000);
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
  if (req.date < dateInZone(req.now, tz)) return 'past_date';
  const hours = hoursOn(req.date, req.hours);
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
  return SLOT_TIMES.map((time) => {
    const problem = slotProblem({
      date: input.date,
      time,
      durationMinutes: input.durationMinutes,
      now: input.now,
      timeZone: tz,
      hours: input.hours,
    });
    if (problem) return { time, available: false };
    const wanted = appointmentInterval(input.date, time, input.durationMinutes, tz);
    return { time, available: !input.busy.some((b) => overlaps(wanted, b)) };
  });
}

/** "09:00" -> "9:00 AM", "17:00" -> "5:00 PM". */
export function formatTime12h(time: string): string {
  const [h, m] = time.split(':').map(Number);
  const suffix = h >= 12 ? 'PM' : 'AM';
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${pad(m)} ${suffix}`;
}

/**
 * An instant as a person reads it in the business time zone:
 * "Tuesday, March 10, 2026 at 10:00 AM EDT".
 */
export function formatDateTimeLong(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')}, ${get('month')} ${get('day')}, ${get('year')} at ${get('hour')}:${get('minute')} ${get('dayPeriod')} ${get('timeZoneName')}`;
}
