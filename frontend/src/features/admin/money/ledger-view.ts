import {
  dateInZone,
  formatCents,
  formatTime12h,
  type LedgerKind,
  type LedgerMethod,
  timeInZone,
} from '@esthetics/domain';
import type { Schemas } from '../../../api/client';
import { formatMonthDay } from '../agenda-dates';

/**
 * The ledger as the Money panel shows it: the period's totals as figures and each entry as a row,
 * every text ready to render (framework-free, tested without a browser). Which way money went is the
 * kind's (docs/money.md, "The ledger"): a refund is shown as a negative.
 */
export type MoneyTotals = Schemas['MoneyTotalsDto'];
export type LedgerEntry = Schemas['LedgerEntryDto'];
export type LedgerPage = Schemas['LedgerPageDto'];

export const KIND_LABELS: Record<LedgerKind, string> = {
  deposit: 'Deposit',
  balance: 'Balance',
  tip: 'Tip',
  product: 'Product',
  fee: 'Fee',
  refund: 'Refund',
  credit_issued: 'Credit issued',
  credit_used: 'Credit used',
};

export const METHOD_LABELS: Record<LedgerMethod, string> = {
  card: 'Card',
  cash: 'Cash',
  outside_card: 'Outside card',
  credit: 'Credit',
};

/** How a figure reads: money in, money out (shown negative), credit (moves no money), the net. */
export type Tone = 'in' | 'out' | 'credit' | 'net';

export interface TotalFigure {
  readonly key: 'net' | 'tips' | LedgerKind;
  readonly label: string;
  readonly value: string;
  readonly tone: Tone;
}

/** A sum going out, as a negative: 2125 -> "−$21.25"; nothing out is "$0.00". */
const negative = (cents: number): string => (cents > 0 ? `−${formatCents(cents)}` : formatCents(0));

/** The headline pair: the net taken and the tips (every tip, cash or card). */
export function headlineFigures(t: MoneyTotals): TotalFigure[] {
  return [
    { key: 'net', label: 'Net taken', value: formatCents(t.net_cents), tone: 'net' },
    { key: 'tips', label: 'Tips', value: formatCents(t.tips_cents), tone: 'in' },
  ];
}

/** The period's sums by kind, in the order the money comes: in, back out, then credit. */
export function kindFigures(t: MoneyTotals): TotalFigure[] {
  const k = t.by_kind;
  return [
    { key: 'deposit', label: 'Deposits', value: formatCents(k.deposit), tone: 'in' },
    { key: 'balance', label: 'Balances', value: formatCents(k.balance), tone: 'in' },
    { key: 'product', label: 'Products', value: formatCents(k.product), tone: 'in' },
    { key: 'fee', label: 'Fees charged', value: formatCents(t.fees_cents), tone: 'in' },
    {
      key: 'refund',
      label: 'Refunds',
      value: negative(k.refund),
      tone: k.refund > 0 ? 'out' : 'in',
    },
    {
      key: 'credit_issued',
      label: 'Credit issued',
      value: formatCents(k.credit_issued),
      tone: 'credit',
    },
    { key: 'credit_used', label: 'Credit used', value: formatCents(k.credit_used), tone: 'credit' },
  ];
}

/** Whether any money moved in the period (else the figures are all zero). */
export const hasMovement = (t: MoneyTotals): boolean =>
  Object.values(t.by_kind).some((cents) => cents !== 0);

export interface LedgerRow {
  readonly id: string;
  /** Its appointment, which the row opens. */
  readonly appointmentId: string;
  /** "Nov 25, 10:02 AM", in the business time zone. */
  readonly when: string;
  /** The instant, for a <time> element. */
  readonly at: string;
  readonly client: string;
  readonly services: string;
  readonly kind: string;
  readonly method: string;
  /** Signed by the kind: "−$21.25" for a refund. */
  readonly amount: string;
  readonly tone: Tone;
  /** "pi_fake…9f3a", or "—" without one (cash, credit). */
  readonly provider: string;
  /** The whole provider id (a tooltip), or null. */
  readonly providerFull: string | null;
}

const toneOf = (kind: LedgerKind): Tone =>
  kind === 'refund' ? 'out' : kind === 'credit_issued' || kind === 'credit_used' ? 'credit' : 'in';

/** A provider id shortened to its start and end: "pi_3QxY…9f3a"; a short one is kept whole. */
export function shortProviderId(id: string | null): string {
  if (!id) return '—';
  return id.length <= 14 ? id : `${id.slice(0, 7)}…${id.slice(-4)}`;
}

export function ledgerRow(e: LedgerEntry, timeZone: string): LedgerRow {
  const at = new Date(e.created_at);
  const kind = e.kind as LedgerKind;
  const tone = toneOf(kind);
  return {
    id: e.id,
    appointmentId: e.appointment_id,
    when: `${formatMonthDay(dateInZone(at, timeZone))}, ${formatTime12h(timeInZone(at, timeZone))}`,
    at: e.created_at,
    client: e.client_name.trim() || 'Erased client',
    services: e.services.join(' + '),
    kind: KIND_LABELS[kind] ?? e.kind,
    method: METHOD_LABELS[e.method as LedgerMethod] ?? e.method,
    amount: tone === 'out' ? negative(e.amount_cents) : formatCents(e.amount_cents),
    tone,
    provider: shortProviderId(e.provider_id),
    providerFull: e.provider_id,
  };
}

/** Every row of the pages read so far, oldest first. */
export const ledgerRows = (pages: readonly LedgerPage[], timeZone: string): LedgerRow[] =>
  pages.flatMap((p) => p.entries.map((e) => ledgerRow(e, timeZone)));

/** "12 entries", "1 entry", with "so far" while more pages are left. */
export function entriesCount(shown: number, more: boolean): string {
  const n = `${shown.toLocaleString('en-US')} ${shown === 1 ? 'entry' : 'entries'}`;
  return more ? `${n} so far` : n;
}
