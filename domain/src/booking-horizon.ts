/**
 * How far ahead a date can be chosen, when the business sets a limit (a number of days; none by
 * default). Callers pass the limit in, so the rule holds whatever constant owns it.
 */
import { addCalendarDays } from './stats';

/** The last date that can be chosen: `horizonDays` calendar days after `today`, both "YYYY-MM-DD". */
export function lastBookableDate(today: string, horizonDays: number): string {
  if (!Number.isInteger(horizonDays) || horizonDays < 0) {
    throw new RangeError(`horizonDays must be a whole number of days, got ${horizonDays}`);
  }
  return addCalendarDays(today, horizonDays);
}

/** Whether `date` lies after the last bookable date; never when there is no limit. */
export function isBeyondHorizon(date: string, today: string, horizonDays?: number | null): boolean {
  if (horizonDays === undefined || horizonDays === null) return false;
  return date > lastBookableDate(today, horizonDays);
}
