import { MESSAGES } from '@esthetics/domain';
import type { Schemas } from '../../api/client';

type Payment = Schemas['AppointmentPaymentDto'];

/**
 * The payment card's notices: what the cancellation recorded for the money (refund, credit, fee) and
 * how the provider answered its refund; and a payment that arrived for a booking no longer active.
 */
export function CancellationMoney({
  payment,
  cancelled,
}: {
  payment: Payment;
  cancelled: boolean;
}) {
  const outcome = payment.cancellation;
  const recordedRefund = cancelled && outcome ? outcome.refund_cents : 0;
  const flaggedDue = payment.refund_due_cents - recordedRefund > 0;
  return (
    <>
      {outcome && (
        <p className="notice notice--info" data-testid="cancellation-money">
          {MESSAGES.adminCancellationMoney(outcome.summary)}
        </p>
      )}
      {outcome?.refund_status === 'pending' && (
        <p className="notice notice--info">{MESSAGES.refundPendingAtProvider}</p>
      )}
      {outcome?.refund_status === 'failed' && (
        <p className="notice notice--error">{MESSAGES.refundFailedAtProvider}</p>
      )}
      {flaggedDue && <p className="notice notice--error">{MESSAGES.adminRefundDueFlagged}</p>}
    </>
  );
}
