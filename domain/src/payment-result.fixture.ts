import {
  initialPaymentResultState,
  PaymentResultEvent,
  paymentResultReducer,
  PaymentResultState,
  PaymentStatusAnswer,
  RefundReason,
} from './payment-result';

export const SESSION = 'cs_test_123';
export const answer = (
  payment_status: string,
  status: string,
  amount_total = 4278,
  refund_reason: RefundReason | null = null,
): PaymentStatusAnswer => ({
  payment_status,
  status,
  session_id: SESSION,
  amount_total,
  currency: 'usd',
  refund_reason,
});
export const PAID = answer('paid', 'complete');
export const UNPAID = answer('unpaid', 'open');
export const EXPIRED = answer('unpaid', 'expired');

export const run = (
  events: PaymentResultEvent[],
  from: PaymentResultState = initialPaymentResultState,
) => events.reduce(paymentResultReducer, from);
export const started = () => run([{ type: 'start', sessionId: SESSION }]);
