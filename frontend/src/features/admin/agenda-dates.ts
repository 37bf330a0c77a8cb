import { isValidDate } from '@esthetics/domain';

/**
 * Calendar dates ("YYYY-MM-DD") as the console writes them. A calendar date names a day, not an
 * instant, so it is formatted at UTC midnight in UTC: the viewer's own time zone never shifts it.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = formats.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    formats.set(key, f);
  }
  return f;
}

function utcMidnight(date: string): Date {
  if (!isValidDate(date)) throw new RangeError(`Not a valid date: ${date}`);
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

/** "Tuesday, March 10, 2026". */
export const formatDayLong = (date: string): string =>
  formatter({ weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
    utcMidnight(date),
  );

/** "Tuesday, March 10" (the year is the heading's). */
export const formatDayMonth = (date: string): string =>
  formatter({ weekday: 'long', month: 'long', day: 'numeric' }).format(utcMidnight(date));

/** "Tue". */
export const formatWeekdayShort = (date: string): string =>
  formatter({ weekday: 'short' }).format(utcMidnight(date));

/** "Mar 10". */
export const formatMonthDay = (date: string): string =>
  formatter({ month: 'short', day: 'numeric' }).format(utcMidnight(date));

/** "3/10" (a chart's axis). */
export const formatNumericDay = (date: string): string =>
  formatter({ month: 'numeric', day: 'numeric' }).format(utcMidnight(date));

/**
 * A range of days as a heading: "March 2 – 8, 2026", "March 30 – April 5, 2026",
 * "December 28, 2026 – January 3, 2027"; one day is just that day.
 */
export function formatDateRange(from: string, to: string): string {
  if (from === to) return formatDayLong(from);
  const [fy, fm] = from.split('-');
  const [ty, tm] = to.split('-');
  const start = utcMidnight(from);
  const end = utcMidnight(to);
  const dayOnly = formatter({ day: 'numeric' });
  const monthDay = formatter({ month: 'long', day: 'numeric' });
  const full = formatter({ month: 'long', day: 'numeric', year: 'numeric' });
  if (fy !== ty) return `${full.format(start)} – ${full.format(end)}`;
  if (fm !== tm) return `${monthDay.format(start)} – ${full.format(end)}`;
  return `${monthDay.format(start)} – ${dayOnly.format(end)}, ${ty}`;
}
