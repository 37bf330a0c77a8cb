import {
  formatTime12h,
  SAFETY_SEVERITY_LABELS,
  STATUS_LABELS,
  type AppointmentStatus,
  type DayHours,
  type SafetySeverity,
} from '@esthetics/domain';
import {
  clockOf,
  hourGrid,
  localSpan,
  type Appointment,
  openingOn,
  type HourGrid,
  type Opening,
} from './agenda-grid';
import { agendaRange, type AgendaPlace, type AgendaRange } from './agenda-place';

export * from './agenda-grid';
export * from './agenda-place';

/**
 * The console's agenda: a day or a week of appointments on a time grid of the opening hours. Which
 * days are shown, the hours of the grid, where each block sits and how overlapping blocks share a
 * column are worked out here, framework-free, so they are tested without a browser.
 *
 * Positions are minutes of the business's wall clock (0 = midnight): an appointment at 10:00 sits at
 * the same height whether that day is in winter or summer time, and days are calendar dates, so a
 * daylight-saving change never shifts a day or a block.
 */

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

/** A block's marker of the safety flags of its client's health form. */
export interface BlockFlags {
  /** The most serious severity among them (avoid before caution). */
  readonly severity: SafetySeverity;
  readonly count: number;
  /** What the marker shows: "Avoid" or "Caution", with the count when more than one. */
  readonly text: string;
  /** In words, for the link's name: "2 health flags, avoid". */
  readonly summary: string;
  /** Each flag's severity and reason, one a line (the link's description and tooltip). */
  readonly reasons: string;
}

/** The marker of an appointment's safety flags, or null when it has none. */
export function blockFlags(flags: Appointment['safety_flags'] | undefined): BlockFlags | null {
  if (!flags || flags.length === 0) return null;
  const severity: SafetySeverity = flags.some((f) => f.severity === 'avoid') ? 'avoid' : 'caution';
  const label = SAFETY_SEVERITY_LABELS[severity];
  const count = flags.length;
  return {
    severity,
    count,
    text: count > 1 ? `${label} · ${count}` : label,
    summary: `${count === 1 ? '1 health flag' : `${count} health flags`}, ${label.toLowerCase()}`,
    reasons: flags.map((f) => `${SAFETY_SEVERITY_LABELS[f.severity]}: ${f.reason}`).join('\n'),
  };
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
  /** The safety flags of the client's health form, or null. */
  readonly flags: BlockFlags | null;
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
      const flags = blockFlags(a.safety_flags);
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
        flags,
        name: `${time}, ${label}${flags ? `, ${flags.summary}` : ''}, ${client}, ${services}`,
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

/** One line of a day in the list: how many appointments, or that it is closed. */
export function daySummary(day: AgendaDay): string {
  const n = day.blocks.length;
  if (n === 0) return day.opening.opens === null ? 'Closed' : 'No appointments';
  return n === 1 ? '1 appointment' : `${n} appointments`;
}
