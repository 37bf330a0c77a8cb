/** Opening hours: the spec's week, a configured week, and how a person reads them. */
import { formatTime12h, weekdayOf, isValidTime } from './zone';

/** One open stretch of a day, "HH:MM" to "HH:MM" (closing may be "24:00", midnight at its end). */
export interface OpenInterval {
  readonly opens: string;
  readonly closes: string;
}

export interface DayHours {
  /** 0 = Sunday ... 6 = Saturday */
  readonly weekday: number;
  readonly day: string;
  /** The first opening "HH:MM", or null when closed. */
  readonly opens: string | null;
  /** The last closing "HH:MM", or null when closed. */
  readonly closes: string | null;
  /** The day's open stretches in order, none when closed (a lunch break lies between two). */
  readonly intervals: readonly OpenInterval[];
}

const DAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A weekday's hours from its open stretches (sorted, not overlapping), closed when none. */
export function dayHours(weekday: number, intervals: readonly OpenInterval[]): DayHours {
  const sorted = [...intervals].sort((a, b) => (a.opens < b.opens ? -1 : 1));
  return {
    weekday,
    day: DAY_NAMES[weekday],
    opens: sorted[0]?.opens ?? null,
    closes: sorted[sorted.length - 1]?.closes ?? null,
    intervals: sorted.map((i) => ({ opens: i.opens, closes: i.closes })),
  };
}

/** The spec's week: Monday - Friday 9:00-19:00, Saturday 9:00-17:00, Sunday closed (a fresh install's). */
export const BUSINESS_HOURS: readonly DayHours[] = DAY_NAMES.map((_, weekday) =>
  dayHours(
    weekday,
    weekday === 0 ? [] : [{ opens: '09:00', closes: weekday === 6 ? '17:00' : '19:00' }],
  ),
);

/** The spec's hours as a person reads them (equal to `hoursText(BUSINESS_HOURS)`). */
export const BUSINESS_HOURS_TEXT: readonly { days: string; hours: string }[] = [
  { days: 'Monday - Friday', hours: '9:00 AM - 7:00 PM' },
  { days: 'Saturday', hours: '9:00 AM - 5:00 PM' },
  { days: 'Sunday', hours: 'Closed' },
];

/** A date's opening hours in a week of hours (the spec's by default). */
export function hoursOn(date: string, hours: readonly DayHours[] = BUSINESS_HOURS): DayHours {
  const weekday = weekdayOf(date);
  return hours.find((h) => h.weekday === weekday) ?? dayHours(weekday, []);
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
  const week: DayHours[] = DAY_NAMES.map((_, weekday) => dayHours(weekday, []));
  for (const o of open) {
    if (!Number.isInteger(o.weekday) || o.weekday < 0 || o.weekday > 6)
      throw new RangeError(`${o.weekday} is not a weekday (0 = Sunday ... 6 = Saturday)`);
    const day = DAY_NAMES[o.weekday];
    if (!isValidTime(o.opens) || !isValidTime(o.closes))
      throw new RangeError(`${day}: times are written HH:MM, e.g. 09:00 and 19:00`);
    if (o.closes <= o.opens) throw new RangeError(`${day}: closes before it opens`);
    week[o.weekday] = dayHours(o.weekday, [{ opens: o.opens, closes: o.closes }]);
  }
  return week;
}

/** "HH:MM" read as a person reads it; "24:00" is midnight. */
function clockText(time: string): string {
  return time === '24:00' ? '12:00 AM' : formatTime12h(time);
}

/**
 * Hours as a person reads them, Monday first, consecutive days with the same hours grouped:
 * "Monday - Friday: 9:00 AM - 7:00 PM", "Tuesday: 10:00 AM - 2:00 PM, 3:00 PM - 6:00 PM",
 * "Sunday: Closed".
 */
export function hoursText(hours: readonly DayHours[]): { days: string; hours: string }[] {
  const label = (h: DayHours) =>
    h.intervals.length === 0
      ? 'Closed'
      : h.intervals.map((i) => `${clockText(i.opens)} - ${clockText(i.closes)}`).join(', ');
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
