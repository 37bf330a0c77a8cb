import type { PaymentResultEvent } from '@esthetics/domain';
import type { ApiClient } from '../../api/client';

/** One status check of the success page, as the event the domain's state machine takes. */
export async function checkPayment(api: ApiClient, sessionId: string): Promise<PaymentResultEvent> {
  try {
    const { data } = await api.GET('/api/payments/status/{sessionId}', {
      params: { path: { sessionId } },
    });
    return data ? { type: 'answer', answer: data } : { type: 'failed' };
  } catch {
    return { type: 'failed' };
  }
}

/** Tells the server the client left the checkout, so the e-mail with the payment link goes out. */
export async function reportCheckoutCancelled(api: ApiClient, bookingId: string): Promise<void> {
  try {
    await api.POST('/api/payments/checkout-cancelled', { body: { booking_id: bookingId } });
  } catch {
    // The hold sweep and the booking e-mail still carry the link; nothing to show.
  }
}
