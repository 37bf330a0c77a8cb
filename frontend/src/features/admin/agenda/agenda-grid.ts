import { BUSINESS_HOURS, dateInZone, type DayHours, hoursOn, timeInZone } from '@esthetics/domain';
import type { Schemas } from '../../../api/client';

/**
 * The agenda's time grid: the opening hours of a day, an appointment's place on the business's wall
 * clock, the rows of the grid, its closed stretches and the "now" line, in minutes from midnight.
 */
export type Appointment = Schemas['AdminAppointmentDto'];

export const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

export const clockOf = (minutes: number): string =>
  `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

export interface Opening {
  /** Minutes of the wall clock; null both when closed (Sunday). */
  readonly opens: number | null;
  readonly closes: number | null;
}

/** The opening hours of a day, from the business's hours (the site's configured ones when given). */
export function openingOn(date: string, weekHours: readonly DayHours[] = BUSINESS_HOURS): Opening {
  const hours = hoursOn(date, weekHours);
  if (hours.opens === null || hours.closes === null) return { opens: null, closes: null };
  return { opens: minutesOf(hours.opens), closes: minutesOf(hours.closes) };
}

/** An appointment's place on the wall clock of the business, in its time zone. */
export interface LocalSpan {
  readonly date: string;
  /** Minutes from midnight. */
  readonly start: number;
  /** Minutes from midnight (past 24 h only if it runs past midnight, which the grid cuts). */
  readonly end: number;
}

export function localSpan(a: Appointment, timeZone: string): LocalSpan {
  const startsAt = new Date(a.starts_at);
  const endsAt = new Date(a.ends_at);
  const elapsed = Math.round((endsAt.getTime() - startsAt.getTime()) / 60_000);
  const duration = elapsed > 0 ? elapsed : Math.max(a.total_duration, 0);
  const start = minutesOf(timeInZone(startsAt, timeZone));
  return { date: dateInZone(startsAt, timeZone), start, end: start + duration };
}

export interface HourGrid {
  /** Minutes from midnight of the grid's top and bottom, on whole hours. */
  readonly start: number;
  readonly end: number;
  /** The hours the grid has a row for, as "HH:MM", top first. */
  readonly hours: readonly string[];
}

/**
 * The rows of the grid: from the earliest opening to the latest closing of the open days shown,
 * stretched to whole hours around any appointment outside them. Null when every day shown is closed
 * and nothing is booked (a Sunday).
 */
export function hourGrid(
  days: readonly string[],
  spans: readonly LocalSpan[] = [],
  weekHours: readonly DayHours[] = BUSINESS_HOURS,
): HourGrid | null {
  let start = Infinity;
  let end = -Infinity;
  for (const day of days) {
    const { opens, closes } = openingOn(day, weekHours);
    if (opens === null || closes === null) continue;
    start = Math.min(start, opens);
    end = Math.max(end, closes);
  }
  for (const span of spans) {
    start = Math.min(start, Math.floor(span.start / 60) * 60);
    end = Math.max(end, Math.ceil(Math.min(span.end, 24 * 60) / 60) * 60);
  }
  if (!Number.isFinite(start) || !Number.isFinite(end) || end <= start) return null;
  const hours = Array.from({ length: (end - start) / 60 }, (_, i) => clockOf(start + i * 60));
  return { start, end, hours };
}

/**
 * The closed stretches of a day within the grid, in minutes from its top (before opening, after
 * closing, or all of it on a closed day), to shade them.
 */
export function closedStretches(
  opening: Opening,
  grid: HourGrid,
): { top: number; height: number }[] {
  if (opening.opens === null || opening.closes === null) {
    return [{ top: 0, height: grid.end - grid.start }];
  }
  const out: { top: number; height: number }[] = [];
  if (opening.opens > grid.start) out.push({ top: 0, height: opening.opens - grid.start });
  if (opening.closes < grid.end) {
    out.push({ top: opening.closes - grid.start, height: grid.end - opening.closes });
  }
  return out;
}

/**
 * Where stretches of a day's wall clock ("HH:MM" from and to, "24:00" the midnight after) lie on the
 * grid, in minutes from its top: each cut to the grid, those outside it left out (the time off).
 */
export function spanStretches<T extends { readonly from: string; readonly to: string }>(
  spans: readonly T[],
  grid: HourGrid,
): (T & { top: number; height: number })[] {
  return spans.flatMap((s) => {
    const start = Math.max(minutesOf(s.from), grid.start);
    const end = Math.min(minutesOf(s.to), grid.end);
    return end > start ? [{ ...s, top: start - grid.start, height: end - start }] : [];
  });
}

/** Where "now" is on a day of the grid, in minutes from its top, or null outside it. */
export function nowLine(grid: HourGrid, now: Date, timeZone: string): number | null {
  const minutes = minutesOf(timeInZone(now, timeZone));
  if (minutes < grid.start || minutes > grid.end) return null;
  return minutes - grid.start;
}
