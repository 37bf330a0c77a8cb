import type { PaymentResultEvent } from '@esthetics/domain';
import type { Schemas } from '../../api/client';

/** A status check as TanStack Query reports it: answered (with the session's status), or failed. */
export interface StatusCheck {
  readonly isSuccess: boolean;
  readonly data?: Schemas['PaymentStatusDto'] | null;
}

/**
 * One status check of the success page (GET /api/payments/status/{sessionId}), as the event the
 * domain's state machine takes: an OK answer, or a failure (an error answer, no answer, no body).
 */
export function paymentCheckEvent(check: StatusCheck): PaymentResultEvent {
  return check.isSuccess && check.data
    ? { type: 'answer', answer: check.data }
    : { type: 'failed' };
}
