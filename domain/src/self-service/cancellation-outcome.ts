/**
 * The one rule for the money of a cancellation, whoever cancels: what happens to what was paid online
 * (refunded, kept as credit, kept toward a fee) is decided here, recorded once by the backend, and every
 * view and e-mail reads the record. See docs/cancellations.md.
 *
 * - The client (self-service), account deletion, and the admin applying the policy: the policy of
 *   cancellationTerms, its notice counted from the start as first booked (noticeStart).
 * - The business cancels (the admin's default): everything paid goes back, or, when the admin says
 *   so, stays as credit toward a future booking.
 * - A hold that ends: it was the business that let the time go, so anything paid goes back.
 */
import { Cents, formatCents } from '../money';
import { MESSAGES } from '../messages';
import { CancellationRule, lateCancellation, policySettlement } from './cancellation';
import {
  noticeBand,
  noticeStart,
  SelfServiceAppointment,
  settleWithoutFee,
  Settlement,
} from './terms';

/** Who cancels. */
export const CANCELLED_BY = [
  'client',
  'business',
  'admin_policy',
  'hold_expiry',
  'account_deletion',
] as const;
export type CancelledBy = (typeof CANCELLED_BY)[number];

/**
 * What the admin chooses when cancelling a booking with money on it: `full` (the business cancels:
 * the whole payment back), `policy` (the policy as if the client cancelled), `credit` (the business
 * keeps it all as the client's credit).
 */
export const ADMIN_CANCEL_REFUNDS = ['full', 'policy', 'credit'] as const;
export type AdminCancelRefund = (typeof ADMIN_CANCEL_REFUNDS)[number];
/** The business cancels: a full refund unless the admin chooses otherwise. */
export const DEFAULT_ADMIN_CANCEL_REFUND: AdminCancelRefund = 'full';

export const isAdminCancelRefund = (value: unknown): value is AdminCancelRefund =>
  (ADMIN_CANCEL_REFUNDS as readonly unknown[]).includes(value);

/** The four outcomes: money back, credit kept, fee kept, or nothing was paid. */
export type CancellationOutcomeKind = 'refund' | 'credit' | 'fee' | 'nothing_paid';

/** The policy's rules, and the business's own: a refund or credit it gives, a hold it let go. */
export type CancellationOutcomeRule =
  CancellationRule | 'business_refund' | 'business_credit' | 'hold_released';

export interface CancellationOutcome extends Settlement {
  readonly by: CancelledBy;
  readonly kind: CancellationOutcomeKind;
  readonly rule: CancellationOutcomeRule;
  /** The start the notice was counted from (the start as first booked, see noticeStart). */
  readonly noticeFrom: Date;
  /** The outcome in a sentence, for whoever reads it later (e-mails, the success page, the console). */
  readonly summary: string;
}

export interface CancellationMoneyInput {
  readonly by: CancelledBy;
  /** For `business` only: everything back (`full`, the default) or kept as credit. */
  readonly businessRefund?: 'full' | 'credit';
  readonly appointment: SelfServiceAppointment;
  /** Paid online for it and still held (not refunded, not owed back already). */
  readonly paidCents: Cents;
  readonly now: Date;
}

/** The admin's choice as who cancels: the business, or the policy applied for the client. */
export function adminCancellation(
  refund: AdminCancelRefund = DEFAULT_ADMIN_CANCEL_REFUND,
): Pick<CancellationMoneyInput, 'by' | 'businessRefund'> {
  return refund === 'policy' ? { by: 'admin_policy' } : { by: 'business', businessRefund: refund };
}

/** The money outcome of cancelling `input.appointment` at `input.now`. */
export function cancellationOutcome(input: CancellationMoneyInput): CancellationOutcome {
  const { appointment, paidCents: paid } = input;
  if (!Number.isSafeInteger(paid) || paid < 0) {
    throw new RangeError(`paidCents must be a non-negative integer, got ${paid}`);
  }
  const noticeFrom = noticeStart(appointment);
  const decided = decide(input, noticeFrom);
  const settlement = paid === 0 ? { ...decided, rule: 'nothing_paid' as const } : decided;
  const outcome = { ...settlement, by: input.by, noticeFrom };
  const kind = outcomeKind(outcome);
  return { ...outcome, kind, summary: outcomeSummary({ ...outcome, kind }) };
}

function decide(
  input: CancellationMoneyInput,
  noticeFrom: Date,
): Settlement & { rule: CancellationOutcomeRule } {
  const paid = input.paidCents;
  switch (input.by) {
    case 'business':
      return input.businessRefund === 'credit'
        ? { rule: 'business_credit', ...settleWithoutFee(paid, 'credit') }
        : { rule: 'business_refund', ...settleWithoutFee(paid, 'refund') };
    case 'hold_expiry':
      return { rule: 'hold_released', ...settleWithoutFee(paid, 'refund') };
    default: {
      // The client's policy; at or after the start (the admin may still cancel) it is a late one.
      const band = noticeBand(noticeFrom, input.now);
      if (band === 'started') return lateCancellation(paid, input.appointment.totalPriceCents);
      return policySettlement(input.appointment, paid, band);
    }
  }
}

function outcomeKind(s: Settlement): CancellationOutcomeKind {
  if (s.paidCents === 0) return 'nothing_paid';
  if (s.refundCents > 0) return 'refund';
  if (s.keptCents > 0) return 'fee';
  return 'credit';
}

/** The recorded outcome as one sentence (the same for the console, the e-mails and the success page). */
export function outcomeSummary(
  s: Pick<Settlement, 'refundCents' | 'creditCents' | 'keptCents' | 'chargeCents'> & {
    readonly kind: CancellationOutcomeKind;
  },
): string {
  if (s.kind === 'nothing_paid') return MESSAGES.outcomeNothingPaid;
  const parts: string[] = [];
  if (s.refundCents > 0) parts.push(MESSAGES.outcomeRefund(formatCents(s.refundCents)));
  if (s.keptCents > 0) parts.push(MESSAGES.outcomeFeeKept(formatCents(s.keptCents)));
  if (s.chargeCents > 0) parts.push(MESSAGES.outcomeChargeDue(formatCents(s.chargeCents)));
  if (s.creditCents > 0) parts.push(MESSAGES.outcomeCredit(formatCents(s.creditCents)));
  return parts.join(' ');
}
