import { addCalendarDays, isValidDate, weekRange } from '@esthetics/domain';
import { formatDateRange, formatDayLong } from '../agenda-dates';

/**
 * Where the console's agenda stands: the day or the week shown, as the URL keeps it, and the days
 * that place covers.
 */
export type AgendaView = 'day' | 'week';

export const AGENDA_VIEWS: readonly { id: AgendaView; label: string }[] = [
  { id: 'day', label: 'Day' },
  { id: 'week', label: 'Week' },
];

/** The query-string parameters of the agenda (beside the console's `tab`). */
export const AGENDA_PARAMS = { view: 'view', date: 'date' } as const;

/** The most appointments one read brings (the API's limit); a busier week says so. */
export const AGENDA_LIMIT = 100;

export interface AgendaPlace {
  readonly view: AgendaView;
  /** The day shown, or a day of the week shown. */
  readonly date: string;
}

/** What the URL asks for: `view=week` or the day view; a valid `date`, else today. */
export function agendaFromSearch(search: URLSearchParams, today: string): AgendaPlace {
  const view: AgendaView = search.get(AGENDA_PARAMS.view) === 'week' ? 'week' : 'day';
  const asked = search.get(AGENDA_PARAMS.date);
  return { view, date: asked && isValidDate(asked) ? asked : today };
}

/** The query string for a place: the other parameters kept; today and the day view are left out. */
export function agendaSearch(
  search: URLSearchParams,
  place: AgendaPlace,
  today: string,
): URLSearchParams {
  const next = new URLSearchParams(search);
  if (place.view === 'week') next.set(AGENDA_PARAMS.view, 'week');
  else next.delete(AGENDA_PARAMS.view);
  if (place.date === today) next.delete(AGENDA_PARAMS.date);
  else next.set(AGENDA_PARAMS.date, place.date);
  return next;
}

/** The place one step back (-1) or on (1): a day in the day view, a week in the week view. */
export function shiftPlace(place: AgendaPlace, step: -1 | 1): AgendaPlace {
  return { ...place, date: addCalendarDays(place.date, step * (place.view === 'week' ? 7 : 1)) };
}

export interface AgendaRange {
  /** First and last day shown, both included (the API's `from` and `to`). */
  readonly from: string;
  readonly to: string;
  readonly days: readonly string[];
  /** "Tuesday, March 10, 2026" or "March 9 – 15, 2026". */
  readonly title: string;
}

/** The days a place shows: its day, or Monday to Sunday of its week. */
export function agendaRange(place: AgendaPlace): AgendaRange {
  if (place.view === 'day') {
    return {
      from: place.date,
      to: place.date,
      days: [place.date],
      title: formatDayLong(place.date),
    };
  }
  const { from, to } = weekRange(place.date);
  return {
    from,
    to,
    days: Array.from({ length: 7 }, (_, i) => addCalendarDays(from, i)),
    title: formatDateRange(from, to),
  };
}

/** Whether today is among the days shown. */
export const showsToday = (range: AgendaRange, today: string): boolean =>
  range.days.includes(today);
