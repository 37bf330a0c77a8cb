/**
 * One ledger per appointment: every money movement is one entry, in integer cents, with the provider's
 * id when a provider moved it. What a booking has paid and still owes is computed from its entries here
 * and nowhere else, so no figure is stored twice (docs/money.md).
 *
 * An entry says what the money was for (`kind`) and how it moved (`method`): a tip paid in cash is a
 * tip, so the Money panel's tips hold every tip whatever paid it.
 */
import { Cents } from '../money';

/** What an entry's money was for. Refunds and credit issued give money back; the rest take it in. */
export const LEDGER_KINDS = [
  'deposit',
  'balance',
  'tip',
  'product',
  'fee',
  'refund',
  'credit_issued',
  'credit_used',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

/** How the money moved: the saved or a new card through the provider, cash, a card taken outside, credit. */
export const LEDGER_METHODS = ['card', 'cash', 'outside_card', 'credit'] as const;
export type LedgerMethod = (typeof LEDGER_METHODS)[number];

/**
 * How long an entry stays in the ledger (and a fee with it): seven years (docs/money.md,
 * "Retention"), counted with leap years at their longest, so nothing goes before seven calendar
 * years have passed.
 */
export const LEDGER_RETENTION_MS = 7 * 366 * 24 * 60 * 60 * 1000;

export interface LedgerEntry {
  readonly kind: LedgerKind;
  readonly method: LedgerMethod;
  /** Always positive: the kind says which way it went. */
  readonly amountCents: Cents;
  /** The payment provider's id (a payment intent, a refund), null for cash and credit. */
  readonly providerId: string | null;
  /** On a refund: the provider id of the charge it gives back. */
  readonly refundOf?: string | null;
  readonly at: Date;
}

/** The sums of one appointment's entries. */
export interface LedgerSums {
  /** Money taken in by card, cash or outside card, refunds taken off. */
  readonly paidCents: Cents;
  /** What went toward the service itself: the deposit, balance payments and credit used. */
  readonly towardServiceCents: Cents;
  readonly tipsCents: Cents;
  readonly productsCents: Cents;
  readonly feesCents: Cents;
  readonly refundedCents: Cents;
  readonly creditIssuedCents: Cents;
}

const sumOf = (entries: readonly LedgerEntry[], ...kinds: LedgerKind[]): Cents =>
  entries.filter((e) => kinds.includes(e.kind)).reduce((sum, e) => sum + e.amountCents, 0);

export function ledgerSums(entries: readonly LedgerEntry[]): LedgerSums {
  const refundedCents = sumOf(entries, 'refund');
  const takenIn = entries
    .filter((e) => e.method !== 'credit' && e.kind !== 'refund' && e.kind !== 'credit_issued')
    .reduce((sum, e) => sum + e.amountCents, 0);
  return {
    paidCents: takenIn - refundedCents,
    towardServiceCents: sumOf(entries, 'deposit', 'balance', 'credit_used'),
    tipsCents: sumOf(entries, 'tip'),
    productsCents: sumOf(entries, 'product'),
    feesCents: sumOf(entries, 'fee'),
    refundedCents,
    creditIssuedCents: sumOf(entries, 'credit_issued'),
  };
}

/** What is still owed on the service: its total less the deposit, balance payments and credit used. */
export const balanceDue = (totalPriceCents: Cents, entries: readonly LedgerEntry[]): Cents =>
  Math.max(0, totalPriceCents - ledgerSums(entries).towardServiceCents);

/**
 * How much of one charge can still be refunded: the charge's amount less the refunds already made
 * against it. A refund above it is refused.
 */
export function refundableCents(
  charge: Pick<LedgerEntry, 'amountCents' | 'providerId'>,
  entries: readonly LedgerEntry[],
): Cents {
  const refunded = entries
    .filter(
      (e) => e.kind === 'refund' && charge.providerId !== null && e.refundOf === charge.providerId,
    )
    .reduce((sum, e) => sum + e.amountCents, 0);
  return Math.max(0, charge.amountCents - refunded);
}

/** Totals by kind over any set of entries (a day, a week, a month): the Money panel and the export. */
export function totalsByKind(entries: readonly LedgerEntry[]): Record<LedgerKind, Cents> {
  const totals = Object.fromEntries(LEDGER_KINDS.map((k) => [k, 0])) as Record<LedgerKind, Cents>;
  for (const e of entries) totals[e.kind] += e.amountCents;
  return totals;
}
