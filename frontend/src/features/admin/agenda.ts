import {
  addCalendarDays,
  BUSINESS_HOURS,
  type DayHours,
  formatTime12h,
  hoursOn,
  isValidDate,
  STATUS_LABELS,
  timeInZone,
  dateInZone,
  weekRange,
  type AppointmentStatus,
} from '@esthetics/domain';
import type { Schemas } from '../../api/client';
import { formatDateRange, formatDayLong } from './agenda-dates';

/**
 * The console's agenda: a day or a week of appointments on a time grid of the opening hours. Which
 * days are shown, the hours of the grid, where each block sits and how overlapping blocks share a
 * column are worked out here, framework-free, so they are tested without a browser.
 *
 * Positions are minutes of the business's wall clock (0 = midnight): an appointment at 10:00 sits at
 * the same height whether that day is in winter or summer time, and days are calendar dates, so a
 * daylight-saving change never shifts a day or a block.
 */
export type Appointment = Schemas['AppointmentDto'];

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

const minutesOf = (time: string): number => {
  const [h, m] = time.split(':').map(Number);
  return h * 60 + m;
};

const clockOf = (minutes: number): string =>
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

/** How a block looks: a pending hold, confirmed, completed (muted) or cancelled (struck out). */
export type BlockKind = AppointmentStatus;

/** The legend, in the order of the lifecycle. */
export const AGENDA_LEGEND: readonly { kind: BlockKind; label: string }[] = [
  { kind: 'pending', label: 'Pending deposit' },
  { kind: 'confirmed', label: STATUS_LABELS.confirmed },
  { kind: 'completed', label: STATUS_LABELS.completed },
  { kind: 'cancelled', label: STATUS_LABELS.cancelled },
];

/** The label of a block's state: a pending booking waits for its deposit (unless paid meanwhile). */
export function blockLabel(a: Pick<Appointment, 'status' | 'payment_status'>): string {
  if (a.status === 'pending' && a.payment_status !== 'paid') return AGENDA_LEGEND[0].label;
  return STATUS_LABELS[a.status];
}

export interface AgendaBlock {
  readonly id: string;
  readonly kind: BlockKind;
  readonly label: string;
  /** Minutes from the top of the grid, and the length in minutes (the real duration). */
  readonly top: number;
  readonly height: number;
  /** The block's column among those it overlaps (0 = left) and how many share its time. */
  readonly lane: number;
  readonly lanes: number;
  /** "10:00 AM – 11:15 AM", and its two ends. */
  readonly time: string;
  readonly startText: string;
  readonly endText: string;
  readonly client: string;
  readonly services: string;
  /** Everything the block says, in one line, in the order it is shown (its link's name). */
  readonly name: string;
  readonly href: string;
}

/**
 * Side by side: blocks whose times overlap (transitively) form a group, each takes the first free
 * column of its group and all of them share the group's width. `minLength` is the shortest a block is
 * drawn (a 10-minute wax is drawn taller so it can be read and touched), so blocks that would touch on
 * the screen are put side by side too.
 */
export function assignLanes<T extends { start: number; end: number }>(
  items: readonly T[],
  minLength = 0,
): (T & { lane: number; lanes: number })[] {
  const sorted = [...items].sort((a, b) => a.start - b.start || b.end - a.end);
  const placed: (T & { lane: number; lanes: number })[] = [];
  let group: (T & { lane: number; lanes: number })[] = [];
  let laneEnds: number[] = [];
  let groupEnd = -Infinity;
  const close = () => {
    for (const item of group) item.lanes = laneEnds.length;
    group = [];
    laneEnds = [];
  };
  for (const item of sorted) {
    const end = Math.max(item.end, item.start + minLength);
    if (item.start >= groupEnd) {
      close();
      groupEnd = -Infinity;
    }
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= item.start);
    if (lane === -1) {
      lane = laneEnds.length;
      laneEnds.push(end);
    } else {
      laneEnds[lane] = end;
    }
    groupEnd = Math.max(groupEnd, end);
    const entry = { ...item, lane, lanes: 1 };
    group.push(entry);
    placed.push(entry);
  }
  close();
  return placed;
}

export interface AgendaDay {
  readonly date: string;
  readonly isToday: boolean;
  readonly opening: Opening;
  /** The day's blocks, soonest first. */
  readonly blocks: readonly AgendaBlock[];
}

export interface Agenda {
  readonly range: AgendaRange;
  /** Null when nothing is open and nothing booked (a Sunday in the day view). */
  readonly grid: HourGrid | null;
  readonly days: readonly AgendaDay[];
  /** How many appointments are shown, and how many cancelled ones are left out. */
  readonly shown: number;
  readonly hiddenCancelled: number;
}

export interface AgendaOptions {
  readonly timeZone: string;
  readonly today: string;
  /** Cancelled appointments are left out unless asked for (then struck out). */
  readonly showCancelled?: boolean;
  /** The shortest a block is drawn, in minutes of the grid. */
  readonly minBlockMinutes?: number;
  /** The business's opening hours (the site's configured ones); the spec's when absent. */
  readonly hours?: readonly DayHours[];
}

const clockText = (minutes: number) => formatTime12h(clockOf(Math.min(minutes, 24 * 60 - 1)));

export const appointmentHref = (id: string) => `/admin/appointments/${id}`;

/** The agenda of a place: its days, the grid and every appointment of those days as a block. */
export function buildAgenda(
  place: AgendaPlace,
  appointments: readonly Appointment[],
  options: AgendaOptions,
): Agenda {
  const range = agendaRange(place);
  const minLength = options.minBlockMinutes ?? 0;
  const inRange = appointments
    .map((a) => ({ a, span: localSpan(a, options.timeZone) }))
    .filter(({ span }) => range.days.includes(span.date));
  const visible = inRange.filter(
    ({ a }) => options.showCancelled === true || a.status !== 'cancelled',
  );
  const grid = hourGrid(
    range.days,
    visible.map(({ span }) => span),
    options.hours,
  );
  const top = grid?.start ?? 0;

  const days = range.days.map((date): AgendaDay => {
    const items = visible
      .filter(({ span }) => span.date === date)
      .map(({ a, span }) => ({ a, start: span.start, end: Math.min(span.end, 24 * 60) }));
    const blocks = assignLanes(items, minLength).map(({ a, start, end, lane, lanes }) => {
      const client = `${a.client_first_name} ${a.client_last_name}`.trim();
      const services = a.services.length > 0 ? a.services.join(', ') : a.service_type;
      const label = blockLabel(a);
      const startText = clockText(start);
      const endText = clockText(end);
      const time = `${startText} – ${endText}`;
      return {
        id: a.id,
        kind: a.status,
        label,
        top: start - top,
        height: end - start,
        lane,
        lanes,
        time,
        startText,
        endText,
        client,
        services,
        name: `${time}, ${label}, ${client}, ${services}`,
        href: appointmentHref(a.id),
      } satisfies AgendaBlock;
    });
    return {
      date,
      isToday: date === options.today,
      opening: openingOn(date, options.hours),
      blocks,
    };
  });

  return {
    range,
    grid,
    days,
    shown: visible.length,
    hiddenCancelled: inRange.length - visible.length,
  };
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

/** Where "now" is on a day of the grid, in minutes from its top, or null outside it. */
export function nowLine(grid: HourGrid, now: Date, timeZone: string): number | null {
  const minutes = minutesOf(timeInZone(now, timeZone));
  if (minutes < grid.start || minutes > grid.end) return null;
  return minutes - grid.start;
}

/** One line of a day in the list: how many appointments, or that it is closed. */
export function daySummary(day: AgendaDay): string {
  const n = day.blocks.length;
  if (n === 0) return day.opening.opens === null ? 'Closed' : 'No appointments';
  return n === 1 ? '1 appointment' : `${n} appointments`;
}
