import Stripe from 'stripe';
import { WebhookEvent, WebhookSession } from '../ports/payment-gateway.port';

function toWebhookSession(s: Stripe.Checkout.Session): WebhookSession {
  const intent = s.payment_intent;
  return {
    id: s.id,
    bookingId: s.metadata?.booking_id ?? null,
    paid: s.payment_status === 'paid' || s.payment_status === 'no_payment_required',
    paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    amountCents: s.amount_total,
    currency: s.currency,
  };
}

function toWebhookEvent(event: Stripe.Event): WebhookEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { id: event.id, type: event.type, session: toWebhookSession(event.data.object) };
    default:
      return { id: event.id, type: event.type, session: null };
  }
}

/**
 * A Stripe webhook request's event, or null when the signature does not match. Events signed with
 * the webhook secret are read whichever gateway takes the checkouts.
 */
export function readStripeWebhook(
  rawBody: Buffer,
  signature: string,
  secret: string,
): WebhookEvent | null {
  try {
    return toWebhookEvent(Stripe.webhooks.constructEvent(rawBody, signature, secret));
  } catch {
    return null;
  }
}
