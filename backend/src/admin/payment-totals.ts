import { RecordedCancellation } from '../payments/ports/cancellation-settlement.port';
import { ReceivedPayment } from '../payments/ports/payment.port';

/**
 * What the payments received for one appointment add up to: everything received, what goes back
 * (arrived for a booking that no longer took it, or refunded by its recorded cancellation), and
 * what is kept.
 */
export function paymentTotals(
  payments: readonly ReceivedPayment[],
  cancellation: Pick<RecordedCancellation, 'refundCents'> | null = null,
) {
  const received = payments.reduce((sum, p) => sum + p.amount_cents, 0);
  const refundDue =
    payments.filter((p) => p.needs_refund).reduce((sum, p) => sum + p.amount_cents, 0) +
    (cancellation?.refundCents ?? 0);
  return { received, refundDue, kept: received - refundDue };
}
