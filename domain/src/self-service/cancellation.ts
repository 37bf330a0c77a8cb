/**
 * What a client's own cancellation costs, under the cancellation policy (docs/cancellations.md) read together with the
 * success page (both readings stand):
 * - 48 hours or more ahead (FULL_REFUND_NOTICE_HOURS): the deposit is refunded in full (the success page).
 * - 24 to 48 hours ahead: the terms' notice is given, so nothing is charged, but the success page's
 *   full refund needs 48 hours: the deposit is kept as credit toward a future booking. This keeps both
 *   promises; a refund here would make the 48-hour reading meaningless, a charge would break the
 *   24-hour one.
 * - Under 24 hours (CANCELLATION_NOTICE_HOURS): a late cancellation; LATE_CANCELLATION_FEE_PERCENT of
 *   the service fee (the booking's total price) may be charged; the deposit is kept and applied to it
 *   (were more paid than the fee, the rest would stay as credit, as with 24 hours' notice: giving
 *   less notice never gets more money back).
 * - From the start on: nothing online (call the business).
 * - Package deals are paid in full and non-refundable: cancelling one gives up the time, and the deposit
 *   is never refunded, whatever the notice; with 24 hours' notice it is kept as credit toward rebooking
 *   the package, under 24 hours the late rule applies as to any booking.
 * - A pending booking with nothing paid is cancelled freely, whatever the notice.
 * - The notice is counted from the start as first booked (noticeStart): moving an appointment a few
 *   weeks out and then cancelling gives the notice the first start had, never more.
 * - Cancelled, completed and no-show appointments: nothing to cancel.
 */
import { Cents, formatCents, percentOf } from '../money';
import { MESSAGES } from '../messages';
import { LATE_CANCELLATION_FEE_PERCENT } from '../policy';
import { pass } from '../validation/checks';
import { Validation } from '../validation/result';
import {
  closedToChanges,
  feeMessage,
  noticeBand,
  NoticeBand,
  noticeStart,
  paidOf,
  SelfServiceAppointment,
  SelfServiceContext,
  settleWithFee,
  settleWithoutFee,
  Settlement,
} from './terms';

/** Which rule of the policy a cancellation falls under. */
export type CancellationRule =
  /** Nothing was paid and nothing is charged. */
  | 'nothing_paid'
  /** 48+ hours ahead: the deposit goes back to the card (`refundCents`). */
  | 'full_refund'
  /** 24 to 48 hours ahead: the deposit becomes credit (`creditCents`). */
  | 'deposit_credit'
  /** A package deal with 24+ hours' notice: the deposit becomes credit toward the package. */
  | 'package_credit'
  /** Under 24 hours: the late fee (`feeCents`), the deposit kept toward it, `chargeCents` still due. */
  | 'late_fee';

export interface CancellationTerms extends Settlement {
  readonly rule: CancellationRule;
  /** What the confirmation dialog tells the client before they confirm. */
  readonly message: string;
}

/** The late-cancellation fee of an appointment: its share of the service fee (the total price). */
export const lateCancellationFee = (totalPriceCents: Cents): Cents =>
  percentOf(totalPriceCents, LATE_CANCELLATION_FEE_PERCENT);

/**
 * What the client may get and owe by cancelling `appointment` at `context.now`, with the message to
 * show; or, when they cannot cancel online, a failure with its catalogue code
 * (`appointmentNotActive`, `appointmentStarted`, `appointmentStartedCall`). The same call previews the
 * cancellation and decides it when applied.
 */
export function cancellationTerms(
  appointment: SelfServiceAppointment,
  context: SelfServiceContext,
): Validation<CancellationTerms> {
  const closed = closedToChanges(appointment, context);
  if (closed) return closed;
  const paid = paidOf(appointment, context);
  if (appointment.status === 'pending' && paid === 0) return pass(nothingPaid());
  const band = noticeBand(noticeStart(appointment), context.now);
  // Moved from before its first start to after it: the notice it gave when first booked is gone.
  return pass(policySettlement(appointment, paid, band === 'started' ? 'late' : band));
}

/**
 * The policy's settlement of `paid` cents with `band` notice (counted from the first start): the
 * rule, the money and the client's message. Shared with cancellationOutcome.
 */
export function policySettlement(
  appointment: Pick<SelfServiceAppointment, 'totalPriceCents' | 'packageId'>,
  paid: Cents,
  band: Exclude<NoticeBand, 'started'>,
): CancellationTerms {
  if (band === 'late') return lateCancellation(paid, appointment.totalPriceCents);
  if (paid === 0) return nothingPaid();
  const deposit = formatCents(paid);
  if (appointment.packageId !== null) {
    return {
      rule: 'package_credit',
      ...settleWithoutFee(paid, 'credit'),
      message: MESSAGES.cancelPackageCredit(deposit),
    };
  }
  if (band === 'full_refund') {
    return {
      rule: 'full_refund',
      ...settleWithoutFee(paid, 'refund'),
      message: MESSAGES.cancelFullRefund(deposit),
    };
  }
  return {
    rule: 'deposit_credit',
    ...settleWithoutFee(paid, 'credit'),
    message: MESSAGES.cancelDepositCredit(deposit),
  };
}

function nothingPaid(): CancellationTerms {
  return {
    rule: 'nothing_paid',
    ...settleWithoutFee(0, 'refund'),
    message: MESSAGES.cancelNothingPaid,
  };
}

/** A late cancellation: the fee (its share of the total price), the money paid kept toward it. */
export function lateCancellation(paid: Cents, totalPriceCents: Cents): CancellationTerms {
  const fee = lateCancellationFee(totalPriceCents);
  const settlement = settleWithFee(paid, fee, 'credit');
  const message = feeMessage(
    MESSAGES.cancelLateFee(formatCents(fee)),
    settlement,
    MESSAGES.cancelLateDepositApplied,
    MESSAGES.cancelLateDepositCovers,
  );
  return { rule: 'late_fee', ...settlement, message };
}
