import Stripe from 'stripe';
import { WebhookEvent, WebhookIntent, WebhookSession } from '../ports/payment-gateway.port';

const idOf = (v: string | { id: string } | null | undefined): string | null =>
  typeof v === 'string' ? v : (v?.id ?? null);

function toWebhookSession(s: Stripe.Checkout.Session): WebhookSession {
  return {
    id: s.id,
    bookingId: s.metadata?.booking_id ?? null,
    paid: s.payment_status === 'paid' || s.payment_status === 'no_payment_required',
    paymentId: idOf(s.payment_intent),
    amountCents: s.amount_total,
    currency: s.currency,
  };
}

function toWebhookIntent(i: Stripe.PaymentIntent): WebhookIntent {
  const code = i.last_payment_error?.code;
  return {
    id: i.id,
    bookingId: i.metadata?.booking_id ?? null,
    purpose: i.metadata?.purpose ?? null,
    amountCents: i.amount,
    currency: i.currency,
    metadata: i.metadata ?? {},
    failure:
      i.status === 'succeeded'
        ? null
        : code === 'authentication_required' || i.status === 'requires_action'
          ? 'authentication_required'
          : 'declined',
  };
}

function toWebhookEvent(event: Stripe.Event): WebhookEvent {
  const base = { id: event.id, type: event.type, session: null };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired':
      return { ...base, session: toWebhookSession(event.data.object) };
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed':
      return { ...base, intent: toWebhookIntent(event.data.object) };
    case 'charge.refunded': {
      const paymentId = idOf(event.data.object.payment_intent);
      const bookingId = event.data.object.metadata?.booking_id ?? null;
      return { ...base, refunded: paymentId ? { paymentId, bookingId } : null };
    }
    case 'setup_intent.succeeded': {
      const customerId = idOf(event.data.object.customer);
      const paymentMethodId = idOf(event.data.object.payment_method);
      return {
        ...base,
        setup: customerId && paymentMethodId ? { customerId, paymentMethodId } : null,
      };
    }
    default:
      return base;
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
