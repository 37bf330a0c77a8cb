/**
 * When a visit may be checked out, and which ledger entries a refund can give back (docs/money.md,
 * "The visit's checkout"). Pure rules: the server enforces them under the appointment's row lock.
 */
import { AppointmentStatus, STATUS_LABELS } from '../appointment-status';
import { Cents, formatCents } from '../money';
import { fail, failWith, pass } from '../validation/checks';
import { Validation } from '../validation/result';
import { LedgerEntry, refundableCents } from './ledger';

/**
 * Why a visit cannot be checked out at `now`, or null when it can. A checkout is what the visit's end
 * looks like, so its start must have come; it is confirmed (deposit paid, or confirmed by the owner),
 * or already marked completed by the owner without its money taken (she records it afterwards).
 * Pending (deposit unpaid), cancelled and no-show visits are refused: their money is the deposit's
 * or the fee's, never a checkout.
 */
export function checkoutProblem(
  appointment: { readonly status: AppointmentStatus; readonly startsAt: Date },
  alreadyCheckedOut: boolean,
  now: Date,
): Validation<true> {
  if (alreadyCheckedOut) return fail('checkoutAlreadyDone');
  if (appointment.status !== 'confirmed' && appointment.status !== 'completed') {
    return failWith('checkoutNotConfirmed', [STATUS_LABELS[appointment.status].toLowerCase()]);
  }
  if (now.getTime() < appointment.startsAt.getTime()) return fail('checkoutNotStarted');
  return pass(true);
}

/** Kinds of entries that took money in and so can be refunded. */
const REFUNDABLE_KINDS: readonly LedgerEntry['kind'][] = [
  'deposit',
  'balance',
  'tip',
  'product',
  'fee',
];

/**
 * The key a refund's `refundOf` names its charge by: the provider's payment id, or (cash and outside
 * card, which have none) the ledger entry's own id, as `ledger:<id>`.
 */
export const chargeKey = (entry: { readonly id: string; readonly providerId: string | null }) =>
  entry.providerId ?? `ledger:${entry.id}`;

/** An entry with its id, as the ledger stores it. */
export type IdentifiedEntry = LedgerEntry & { readonly id: string };

/** Whether an entry is a charge a refund can give back: money taken in, not credit. */
export const isRefundableCharge = (entry: LedgerEntry): boolean =>
  REFUNDABLE_KINDS.includes(entry.kind) && entry.method !== 'credit';

/** What is left to refund of one charge among the appointment's entries (0 for a non-charge). */
export function chargeRefundable(charge: IdentifiedEntry, entries: readonly LedgerEntry[]): Cents {
  if (!isRefundableCharge(charge)) return 0;
  return refundableCents({ amountCents: charge.amountCents, providerId: chargeKey(charge) }, entries);
}

/**
 * A refund of `amount` against `charge`: a positive whole number of cents, at most what is left of the
 * charge (`refundOverCharge`, with that amount).
 */
export function refundCheck(
  charge: IdentifiedEntry,
  entries: readonly LedgerEntry[],
  amount: unknown,
): Validation<Cents> {
  if (!isRefundableCharge(charge)) return fail('refundNotACharge', 'entry_id');
  if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount <= 0) {
    return fail('refundAmountInvalid', 'amount_cents');
  }
  const left = chargeRefundable(charge, entries);
  if (amount > left) return failWith('refundOverCharge', [formatCents(left)], 'amount_cents');
  return pass(amount);
}
