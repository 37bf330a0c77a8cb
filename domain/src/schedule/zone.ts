/**
 * Calendar dates, wall-clock times and the business time zone. Dates are "YYYY-MM-DD" and times "HH:MM"
 * in that zone; instants are Date.
 */
import { HOUR_MS, MINUTE_MS } from '../policy';

const DAY_MS = 24 * HOUR_MS;

export const DEFAULT_TIME_ZONE = 'America/New_York';

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

/**
 * A formatter of `options` per time zone, each made once: making an Intl.DateTimeFormat costs about
 * as much as formatting twenty dates with it.
 */
function perZone(options: Intl.DateTimeFormatOptions): (timeZone: string) => Intl.DateTimeFormat {
  const made = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let f = made.get(timeZone);
    if (!f) {
      f = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
      made.set(timeZone, f);
    }
    return f;
  };
}

const formatterFor = perZone({
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
}

/** "11/24/2026, 22:55:58", as the formatter writes a wall clock in en-US. */
const FORMATTED_RE = /^(\d{1,2})\/(\d{1,2})\/(\d+),? (\d{2}):(\d{2}):(\d{2})$/;

/**
 * The last wall clock read in each zone, by the second it was read for: within a second the zone's
 * clock shows one reading (its offsets change on whole seconds), and the clock is often read for
 * the same second, e.g. "now" by every request of that second.
 */
const lastReadings = new Map<string, { second: number; wallClock: WallClock }>();

function wallClock(instant: Date, timeZone: string): WallClock {
  const second = Math.floor(instant.getTime() / 1000);
  const last = lastReadings.get(timeZone);
  if (last?.second === second) return last.wallClock;
  const reading = readWallClock(instant, timeZone);
  lastReadings.set(timeZone, { second, wallClock: reading });
  return reading;
}

function readWallClock(instant: Date, timeZone: string): WallClock {
  const formatter = formatterFor(timeZone);
  // The formatted text is read a third faster than its parts; the parts when it reads otherwise.
  const m = FORMATTED_RE.exec(formatter.format(instant));
  if (m) {
    return {
      year: Number(m[3]),
      month: Number(m[1]),
      day: Number(m[2]),
      hour: Number(m[4]),
      minute: Number(m[5]),
      second: Number(m[6]),
    };
  }
  const parts: Record<string, number> = {};
  for (const p of formatter.formatToParts(instant)) {
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
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / MINUTE_MS);
}

/**
 * The instant at which the wall clock of `timeZone` shows `date` `time`. A time skipped by a
 * spring-forward change resolves to the instant after the gap; a repeated autumn time to its first occurrence.
 */
export function zonedDateTimeToInstant(date: string, time: string, timeZone: string): Date {
  const key = `${timeZone} ${date} ${time}`;
  const known = instants.get(key);
  if (known !== undefined) return new Date(known);
  const instant = computeInstant(date, time, timeZone);
  if (instants.size >= INSTANTS_KEPT) instants.delete(instants.keys().next().value as string);
  instants.set(key, instant);
  return new Date(instant);
}

/**
 * zonedDateTimeToInstant's answers (epoch milliseconds) by zone, date and time, the oldest dropped
 * past INSTANTS_KEPT: each costs four readings of the zone's clock (Intl, some 10 µs each), a day's
 * availability needs ten of them, and the answer for a given zone, date and time never changes.
 * Enough for every slot time of several years.
 */
const instants = new Map<string, number>();
const INSTANTS_KEPT = 20_000;

function computeInstant(date: string, time: string, timeZone: string): number {
  if (!isValidDate(date) || !isValidTime(time)) {
    throw new RangeError(`Not a valid date and time: ${date} ${time}`);
  }
  const [y, mo, d] = date.split('-').map(Number);
  const [h, mi] = time.split(':').map(Number);
  const naive = Date.UTC(y, mo - 1, d, h, mi);
  // The zone's offsets a day either side cover any change on this date.
  const offsetBefore = zoneOffsetMinutes(new Date(naive - DAY_MS), timeZone);
  const offsetAfter = zoneOffsetMinutes(new Date(naive + DAY_MS), timeZone);
  const readings = [offsetBefore, offsetAfter]
    .map((offset) => naive - offset * MINUTE_MS)
    .filter((t) => {
      const w = wallClock(new Date(t), timeZone);
      return w.year === y && w.month === mo && w.day === d && w.hour === h && w.minute === mi;
    });
  // Two readings: the autumn overlap, take the first. None: the spring gap, step over it.
  return readings.length > 0 ? Math.min(...readings) : naive - offsetBefore * MINUTE_MS;
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
  return new Date(instant.getTime() + minutes * MINUTE_MS);
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
  const parts = longFormatterFor(timeZone).formatToParts(instant);
  const get = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${get('weekday')}, ${get('month')} ${get('day')}, ${get('year')} at ${get('hour')}:${get('minute')} ${get('dayPeriod')} ${get('timeZoneName')}`;
}

const longFormatterFor = perZone({
  weekday: 'long',
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZoneName: 'short',
});

const stampFormatterFor = perZone({
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** A moment as the console lists it: "Nov 23, 2026, 2:10 PM" in `timeZone`. */
export function formatStamp(at: Date, timeZone: string): string {
  return stampFormatterFor(timeZone).format(at);
}
