import { ReceivedPayment } from '../payments/ports/payment.repository';

/**
 * What the payments received for one appointment add up to: everything received, what is owed back
 * (arrived for a booking that no longer took it), and what is kept.
 */
export function paymentTotals(payments: readonly ReceivedPayment[]) {
  const received = payments.reduce((sum, p) => sum + p.amount_cents, 0);
  const refundDue = payments
    .filter((p) => p.needs_refund)
    .reduce((sum, p) => sum + p.amount_cents, 0);
  return { received, refundDue, kept: received - refundDue };
}
