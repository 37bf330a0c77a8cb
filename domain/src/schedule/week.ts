/**
 * The owner's schedule: her week (zero or more open intervals a weekday), the step between start
 * times and the minimum notice (validation/schedule.ts checks what she saves). A fresh install has the spec's
 * week, starts every 15 minutes and 2 hours' notice (DEFAULT_SCHEDULE).
 */
import type { TimeBlock } from './blocks';
import { BUSINESS_HOURS, DayHours } from './hours';

/** The steps between start times the owner may choose, in minutes. */
export const START_STEPS = [5, 10, 15, 20, 30, 60] as const;
/** The longest minimum notice, in hours (a week). */
export const MAX_NOTICE_HOURS = 168;
/** The most open intervals a day may have. */
export const MAX_DAY_INTERVALS = 12;
/** Interval times fall on this grid, in minutes. */
export const HOURS_GRID_MINUTES = 5;

export interface ScheduleSettings {
  /** A booking may start every this many minutes from an interval's opening (START_STEPS). */
  readonly stepMinutes: number;
  /** No start sooner than this many hours from now. */
  readonly minNoticeHours: number;
}

export const DEFAULT_SCHEDULE_SETTINGS: ScheduleSettings = { stepMinutes: 15, minNoticeHours: 2 };

/** What decides the bookable times besides what is booked. */
export interface Schedule extends ScheduleSettings {
  readonly hours: readonly DayHours[];
  /** Time off: nothing is offered nor booked in it (none when not given). */
  readonly blocks?: readonly TimeBlock[];
}

export const DEFAULT_SCHEDULE: Schedule = { hours: BUSINESS_HOURS, ...DEFAULT_SCHEDULE_SETTINGS };

/** True when no day of the week has an open interval: online booking is paused. */
export function isBookingPaused(hours: readonly DayHours[]): boolean {
  return hours.every((h) => h.intervals.length === 0);
}

const CLOCK_RE = /^(\d{2}):(\d{2})$/;

/** Minutes since midnight of "HH:MM" (00:00 to 24:00), or null when it is not such a time. */
export function clockMinutes(time: unknown): number | null {
  if (typeof time !== 'string') return null;
  const m = CLOCK_RE.exec(time);
  if (!m) return null;
  const [h, mi] = [Number(m[1]), Number(m[2])];
  if (mi > 59 || h > 24 || (h === 24 && mi > 0)) return null;
  return h * 60 + mi;
}

/** "HH:MM" of minutes since midnight (1440 -> "24:00"). */
export function clockTime(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}
