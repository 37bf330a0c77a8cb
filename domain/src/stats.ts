/**
 * Calendar periods of the admin console's figures: weeks run Monday to Sunday and months are calendar
 * months, both in the business time zone. Dates are "YYYY-MM-DD" calendar dates; arithmetic on them
 * is done on the calendar (never by adding 24-hour days to instants), so daylight-saving changes
 * cannot shift a boundary. Only `periodInterval` turns dates into instants, through the zone.
 */
import { Interval, isValidDate, zonedDateTimeToInstant } from './schedule';

/** A period of whole days, both ends included. */
export interface DateRange {
  readonly from: string;
  readonly to: string;
}

/** How many weeks the console's weekly chart shows, this one included. */
export const STATS_WEEKS = 12;

function parts(date: string): [number, number, number] {
  if (!isValidDate(date)) throw new RangeError(`Not a valid date: ${date}`);
  const [y, m, d] = date.split('-').map(Number);
  return [y, m, d];
}

function format(utcMidnight: number): string {
  return new Date(utcMidnight).toISOString().slice(0, 10);
}

/** The calendar date `days` days after `date` (before it when negative). */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return format(Date.UTC(y, m - 1, d + days));
}

/** The Monday of the week (Monday to Sunday) that `date` falls in. */
export function weekStart(date: string): string {
  const [y, m, d] = parts(date);
  const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay(); // 0 = Sunday
  return addCalendarDays(date, -((weekday + 6) % 7));
}

/** Monday to Sunday of the week that `date` falls in. */
export function weekRange(date: string): DateRange {
  const from = weekStart(date);
  return { from, to: addCalendarDays(from, 6) };
}

/** The first to the last day of the calendar month that `date` falls in. */
export function monthRange(date: string): DateRange {
  const [y, m] = parts(date);
  return { from: format(Date.UTC(y, m - 1, 1)), to: format(Date.UTC(y, m, 0)) };
}

/** The periods the Money panel totals by: a day, its week (Monday to Sunday), its month. */
export const STATS_PERIODS = ['day', 'week', 'month'] as const;
export type StatsPeriod = (typeof STATS_PERIODS)[number];

/** The days of the `period` that `date` falls in. */
export function periodRange(period: StatsPeriod, date: string): DateRange {
  if (period === 'week') return weekRange(date);
  if (period === 'month') return monthRange(date);
  parts(date);
  return { from: date, to: date };
}

/** The Mondays of the last `count` weeks, the week of `date` included, oldest first. */
export function recentWeekStarts(date: string, count: number = STATS_WEEKS): string[] {
  if (!Number.isInteger(count) || count < 1) throw new RangeError(`Not a week count: ${count}`);
  const last = weekStart(date);
  return Array.from({ length: count }, (_, i) => addCalendarDays(last, (i - count + 1) * 7));
}

/**
 * The instants a range of days covers in the zone: from the start of its first day to the start of
 * the day after its last (half-open). A week holding a daylight-saving change is 167 or 169 hours.
 */
export function periodInterval(range: DateRange, timeZone: string): Interval {
  return {
    start: zonedDateTimeToInstant(range.from, '00:00', timeZone),
    end: zonedDateTimeToInstant(addCalendarDays(range.to, 1), '00:00', timeZone),
  };
}

/** Whether `from` and `to` are real dates with `from` not after `to`. */
export function isDateRange(from: string, to: string): boolean {
  return isValidDate(from) && isValidDate(to) && from <= to;
}
