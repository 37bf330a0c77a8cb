import { formatCents } from '@esthetics/domain';
import type { Schemas } from '../../../api/client';
import { formatDateRange, formatMonthDay, formatNumericDay } from '../agenda-dates';

/**
 * The Money tab: the figures of this week and this month, and the chart of bookings per week, every
 * text ready to render and every coordinate of the chart worked out here (framework-free, tested
 * without a browser).
 */
export type Stats = Schemas['StatsDto'];
export type StatsPeriod = Schemas['StatsPeriodDto'];
export type WeekBookings = Schemas['WeeklyBookingsDto'];

export interface Figure {
  readonly key: 'bookings' | 'deposits' | 'balance' | 'cancellations';
  readonly label: string;
  readonly value: string;
}

const count = (n: number) => n.toLocaleString('en-US');

/** The four figures of a period, in the order they are read. */
export function periodFigures(p: StatsPeriod): Figure[] {
  return [
    { key: 'bookings', label: 'Bookings', value: count(p.bookings) },
    {
      key: 'deposits',
      label: 'Deposits collected',
      value: formatCents(p.deposits_collected_cents),
    },
    {
      key: 'balance',
      label: 'Balance to collect',
      value: formatCents(p.balance_to_collect_cents),
    },
    { key: 'cancellations', label: 'Cancellations', value: count(p.cancellations) },
  ];
}

/** "March 2 – 8, 2026". */
export const periodDates = (p: Pick<StatsPeriod, 'from' | 'to'>): string =>
  formatDateRange(p.from, p.to);

/** A value axis from 0 to a round top (1, 2 or 5 times a power of ten a step), integers only. */
export function niceScale(max: number, steps = 4): { top: number; ticks: number[] } {
  const raw = Math.max(max, 0) / steps;
  let step = 1;
  if (raw > 1) {
    const power = 10 ** Math.floor(Math.log10(raw));
    const unit = raw / power;
    step = (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
  }
  const top = Math.max(step, Math.ceil(Math.max(max, 0) / step) * step);
  const ticks = Array.from({ length: Math.round(top / step) + 1 }, (_, i) => i * step);
  return { top, ticks };
}

export interface ChartSize {
  readonly width: number;
  readonly height: number;
  /** Room for the value labels on the left and the week labels below. */
  readonly left: number;
  readonly bottom: number;
  readonly top: number;
  readonly right: number;
}

/** The chart drawn `width` pixels wide (one unit a pixel, so its text keeps its size). */
export function chartSize(width: number): ChartSize {
  return {
    width: Math.max(240, Math.round(width)),
    height: 220,
    left: 34,
    bottom: 30,
    top: 20,
    right: 8,
  };
}

export const CHART_SIZE: ChartSize = chartSize(400);

/** The widest a bar is drawn, and the room a week's label needs below its bar. */
const MAX_BAR_WIDTH = 48;
const LABEL_ROOM = 44;

export interface ChartBar {
  readonly weekStart: string;
  readonly value: number;
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  /** The x of the bar's middle, for its labels. */
  readonly middle: number;
  /** "11/23" below the bar. */
  readonly label: string;
  /** Whether the week's label is shown: every other one when they would touch (the latest always). */
  readonly labelled: boolean;
  readonly current: boolean;
}

export interface Chart {
  readonly size: ChartSize;
  readonly bars: readonly ChartBar[];
  /** Horizontal lines of the value axis, with the y they sit at. */
  readonly ticks: readonly { value: number; y: number }[];
  /** The y of the value axis's zero (the baseline). */
  readonly baseline: number;
}

/** The bars of the weekly chart, oldest on the left; the last is the current week. */
export function weeklyChart(weeks: readonly WeekBookings[], size: ChartSize = CHART_SIZE): Chart {
  const plotWidth = size.width - size.left - size.right;
  const plotHeight = size.height - size.top - size.bottom;
  const baseline = size.top + plotHeight;
  const { top, ticks } = niceScale(Math.max(0, ...weeks.map((w) => w.bookings)));
  const slot = weeks.length > 0 ? plotWidth / weeks.length : plotWidth;
  const barWidth = Math.min(slot * 0.64, MAX_BAR_WIDTH);
  const every = slot >= LABEL_ROOM ? 1 : 2;
  const yOf = (value: number) => baseline - (value / top) * plotHeight;
  const round = (n: number) => Math.round(n * 100) / 100;
  const bars = weeks.map((w, i) => {
    const x = size.left + i * slot + (slot - barWidth) / 2;
    const height = baseline - yOf(Math.max(0, w.bookings));
    return {
      weekStart: w.week_start,
      value: w.bookings,
      x: round(x),
      y: round(baseline - height),
      width: round(barWidth),
      height: round(height),
      middle: round(x + barWidth / 2),
      label: formatNumericDay(w.week_start),
      labelled: (weeks.length - 1 - i) % every === 0,
      current: i === weeks.length - 1,
    };
  });
  return {
    size,
    bars,
    ticks: ticks.map((value) => ({ value, y: round(yOf(value)) })),
    baseline: round(baseline),
  };
}

const bookingsText = (n: number) => (n === 1 ? '1 booking' : `${count(n)} bookings`);

/** What the chart shows, in one sentence (its accessible name). */
export function chartSummary(weeks: readonly WeekBookings[]): string {
  if (weeks.length === 0) return 'Bookings per week: no weeks to show.';
  const values = weeks.map((w) => w.bookings);
  const total = values.reduce((a, b) => a + b, 0);
  const first = weeks[0];
  const last = weeks[weeks.length - 1];
  const busiest = weeks.reduce((a, b) => (b.bookings > a.bookings ? b : a));
  const span = `the last ${weeks.length} weeks (week of ${formatMonthDay(first.week_start)} to week of ${formatMonthDay(last.week_start)})`;
  if (total === 0) return `Bookings per week over ${span}: none.`;
  return (
    `Bookings per week over ${span}: ${bookingsText(total)} in all, ` +
    `between ${count(Math.min(...values))} and ${count(Math.max(...values))} a week, ` +
    `the most in the week of ${formatMonthDay(busiest.week_start)}; ` +
    `${bookingsText(last.bookings)} this week.`
  );
}

/** The week's row in the chart's table: "Week of Nov 23". */
export const weekLabel = (weekStart: string): string => `Week of ${formatMonthDay(weekStart)}`;
