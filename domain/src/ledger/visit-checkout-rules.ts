/**
 * When a visit may be checked out, and which ledger entries a refund can give back (docs/money.md,
 * "The visit's checkout"). Pure rules: the server enforces them under the appointment's row lock.
 */
import { AppointmentStatus, STATUS_LABELS } from '../appointment-status';
import { Cents, formatCents } from '../money';
import { fail, failWith, pass } from '../validation/checks';
import { Validation } from '../validation/result';
import { LEDGER_KINDS, LedgerEntry, LedgerKind, LedgerMethod, refundableCents } from './ledger';

/**
 * Why a visit cannot be checked out at `now`, or null when it can. A confirmed visit (deposit paid,
 * or confirmed by the owner) is checked out once its start has come, so a booking still to come is
 * never checked out by mistake. A visit the owner already marked completed is over by her word, its
 * time whatever it was: she records its money afterwards. Pending (deposit unpaid), cancelled and
 * no-show visits are refused: their money is the deposit's or the fee's, never a checkout.
 */
export function checkoutProblem(
  appointment: { readonly status: AppointmentStatus; readonly startsAt: Date },
  alreadyCheckedOut: boolean,
  now: Date,
): Validation<true> {
  if (alreadyCheckedOut) return fail('checkoutAlreadyDone');
  if (appointment.status === 'completed') return pass(true);
  if (appointment.status !== 'confirmed') {
    return failWith('checkoutNotConfirmed', [STATUS_LABELS[appointment.status].toLowerCase()]);
  }
  if (now.getTime() < appointment.startsAt.getTime()) return fail('checkoutNotStarted');
  return pass(true);
}

/** Kinds of entries that took money in and so can be refunded. */
const REFUNDABLE_KINDS: readonly LedgerKind[] = ['deposit', 'balance', 'tip', 'product', 'fee'];

/** An entry with its id, as the ledger stores it. */
export type IdentifiedEntry = LedgerEntry & { readonly id: string };

/** Whether an entry is money taken in that a refund can give back (credit is not money taken). */
export const isRefundableCharge = (entry: LedgerEntry): boolean =>
  REFUNDABLE_KINDS.includes(entry.kind) && entry.method !== 'credit';

/**
 * The key a refund's `refundOf` names its charge by: the provider's payment id (one payment may carry
 * a checkout's balance, tip and products: it is one charge), or for cash and an outside card, which
 * have none, the ledger entry's own id as `ledger:<id>`.
 */
export const chargeKey = (entry: { readonly id: string; readonly providerId: string | null }) =>
  entry.providerId ?? `ledger:${entry.id}`;

/** One charge of an appointment: a provider payment, or one cash or outside-card entry. */
export interface Charge {
  readonly key: string;
  readonly method: LedgerMethod;
  /** What the charge took: the sum of its entries. */
  readonly amountCents: Cents;
  /** What it was for, in the ledger's order. */
  readonly kinds: readonly LedgerKind[];
  readonly at: Date;
  /** What a refund can still give back of it. */
  readonly refundableCents: Cents;
}

/** The appointment's charges, in the ledger's order, each with what is left to refund. */
export function chargesOf(entries: readonly IdentifiedEntry[]): Charge[] {
  const byKey = new Map<
    string,
    { method: LedgerMethod; cents: Cents; kinds: LedgerKind[]; at: Date }
  >();
  // Oldest first; the entries one change made at once (a checkout's) in the ledger's kind order.
  const rank = (e: LedgerEntry) => LEDGER_KINDS.indexOf(e.kind);
  const ordered = entries
    .filter(isRefundableCharge)
    .sort((a, b) => a.at.getTime() - b.at.getTime() || rank(a) - rank(b));
  for (const e of ordered) {
    const key = chargeKey(e);
    const charge = byKey.get(key) ?? { method: e.method, cents: 0, kinds: [], at: e.at };
    charge.cents += e.amountCents;
    if (!charge.kinds.includes(e.kind)) charge.kinds.push(e.kind);
    byKey.set(key, charge);
  }
  return [...byKey].map(([key, c]) => ({
    key,
    method: c.method,
    amountCents: c.cents,
    kinds: c.kinds,
    at: c.at,
    refundableCents: refundableCents({ amountCents: c.cents, providerId: key }, entries),
  }));
}

/**
 * A refund of `amount` against the charge `key` among the appointment's entries: a charge of this
 * appointment (`refundChargeNotFound`), a positive whole number of cents, at most what is left of it
 * (`refundOverCharge`, with that amount).
 */
export function refundCheck(
  entries: readonly IdentifiedEntry[],
  key: unknown,
  amount: unknown,
): Validation<{ readonly charge: Charge; readonly amountCents: Cents }> {
  const charge = chargesOf(entries).find((c) => c.key === key);
  if (!charge) return fail('refundChargeNotFound', 'charge_id');
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    return fail('refundAmountInvalid', 'amount_cents');
  }
  if (amount > charge.refundableCents) {
    return failWith('refundOverCharge', [formatCents(charge.refundableCents)], 'amount_cents');
  }
  return pass({ charge, amountCents: amount });
}

/** How each way of paying a checkout is named to the owner and on the receipt. */
export const CHECKOUT_METHOD_LABELS = {
  saved_card: 'Saved card',
  pay_link: 'Pay link',
  cash: 'Cash',
  outside_card: 'Card (outside terminal)',
} as const;

/**
 * An amount the owner types in dollars ("15", "15.3", "$15.30") as cents; null when it is not one
 * (negative, more than two decimals, or not a number). The empty field is 0.
 */
export function centsFromDollars(text: string): Cents | null {
  const plain = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (plain === '') return 0;
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(plain);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
