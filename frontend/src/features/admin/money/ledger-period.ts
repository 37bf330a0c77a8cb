import {
  addCalendarDays,
  isValidDate,
  monthRange,
  periodRange,
  STATS_PERIODS,
  type StatsPeriod,
} from '@esthetics/domain';
import { formatDateRange } from '../agenda-dates';

/**
 * Where the Money panel's ledger stands: a day, a week (Monday to Sunday) or a calendar month, named
 * by one of its days, in the business time zone (docs/money.md, "The ledger"). Kept in the URL, so a
 * reload or a shared link shows the same period.
 */
export interface LedgerPlace {
  readonly period: StatsPeriod;
  /** A day of the period, "YYYY-MM-DD". */
  readonly date: string;
}

export const LEDGER_PERIODS: readonly { readonly id: StatsPeriod; readonly label: string }[] = [
  { id: 'day', label: 'Day' },
  { id: 'week', label: 'Week' },
  { id: 'month', label: 'Month' },
];

const isPeriod = (value: string | null): value is StatsPeriod =>
  (STATS_PERIODS as readonly (string | null)[]).includes(value);

/** The place a URL names (`period`, `date`); what is missing or wrong falls back to today's day. */
export function ledgerPlaceFromSearch(search: URLSearchParams, today: string): LedgerPlace {
  const period = search.get('period');
  const date = search.get('date') ?? '';
  return { period: isPeriod(period) ? period : 'day', date: isValidDate(date) ? date : today };
}

/** The URL of `place`, the other parameters (the tab) kept; today's day is the default, left out. */
export function ledgerSearch(
  search: URLSearchParams,
  place: LedgerPlace,
  today: string,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (place.period === 'day') next.delete('period');
  else next.set('period', place.period);
  if (place.date === today) next.delete('date');
  else next.set('date', place.date);
  return next;
}

/** The days the place covers, first and last included. */
export const ledgerRange = (place: LedgerPlace) => periodRange(place.period, place.date);

/**
 * The period `step` periods away (-1 the one before, 1 the one after), named by its first day: a
 * month is moved by whole months, whatever their length.
 */
export function shiftLedgerPlace(place: LedgerPlace, step: -1 | 1): LedgerPlace {
  const { from, to } = ledgerRange(place);
  if (place.period === 'day') return { ...place, date: addCalendarDays(place.date, step) };
  if (place.period === 'week') return { ...place, date: addCalendarDays(from, step * 7) };
  const edge = step < 0 ? addCalendarDays(from, -1) : addCalendarDays(to, 1);
  return { ...place, date: monthRange(edge).from };
}

/** Whether the place's period holds `today` (the "This …" button is then off). */
export function holdsToday(place: LedgerPlace, today: string): boolean {
  const { from, to } = ledgerRange(place);
  return from <= today && today <= to;
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The period as a heading: "Wednesday, November 25, 2026", "November 23 – 29, 2026", "November 2026". */
export function ledgerTitle(place: LedgerPlace): string {
  const { from, to } = ledgerRange(place);
  if (place.period === 'month') return MONTH.format(new Date(`${from}T00:00:00Z`));
  return formatDateRange(from, to);
}

/** The button back to the period of today: "Today", "This week", "This month". */
export const currentLabel = (period: StatsPeriod): string =>
  period === 'day' ? 'Today' : `This ${period}`;

/** The export's file name: "ledger-2026-11-25.csv", "ledger-2026-11-23-to-2026-11-29.csv". */
export function ledgerFileName(place: LedgerPlace): string {
  const { from, to } = ledgerRange(place);
  return from === to ? `ledger-${from}.csv` : `ledger-${from}-to-${to}.csv`;
}
