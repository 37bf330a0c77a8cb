import { formatCents } from '@esthetics/domain';
import type { Schemas } from '../../../api/client';

/**
 * The fees of a period as the Money panel shows them (docs/money.md, "The Money panel"): charged,
 * waived, failed and pending, each with its count and amount. Waived and failed fees move no money,
 * so only the fees' own records show them; framework-free, tested without a browser.
 */
export type FeeTotals = Schemas['FeeTotalsDto'];

export interface FeeFigure {
  readonly key: 'charged' | 'waived' | 'due' | 'pending';
  readonly label: string;
  /** "$42.50" */
  readonly amount: string;
  /** "2 fees", "1 fee" */
  readonly count: string;
  /** Whether any fee is in it (an empty one is shown quieter). */
  readonly any: boolean;
}

type Sum = FeeTotals['by_state']['charged'];

const plus = (...sums: Sum[]): Sum => ({
  count: sums.reduce((n, s) => n + s.count, 0),
  amount_cents: sums.reduce((n, s) => n + s.amount_cents, 0),
});

export const feeCount = (n: number): string =>
  `${n.toLocaleString('en-US')} ${n === 1 ? 'fee' : 'fees'}`;

const figure = (key: FeeFigure['key'], label: string, sum: Sum): FeeFigure => ({
  key,
  label,
  amount: formatCents(sum.amount_cents),
  count: feeCount(sum.count),
  any: sum.count > 0,
});

/**
 * Charged by card or paid through the link; waived before the charge or refunded after it; failed
 * (declined, authentication, no card: a pay link is out); still in the grace window.
 */
export function feeFigures(t: FeeTotals): FeeFigure[] {
  const s = t.by_state;
  return [
    figure('charged', 'Charged', plus(s.charged, s.paid)),
    figure('waived', 'Waived', plus(s.waived, s.refunded)),
    figure('due', 'Failed, due', s.due),
    figure('pending', 'Pending', s.pending),
  ];
}

/** Whether the period has any fee at all. */
export const hasFees = (t: FeeTotals): boolean =>
  Object.values(t.by_state).some((s) => s.count > 0);
