import { CURRENCY } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { AppError } from '../../common/app-errors';
import { AppConfig } from '../../config/app-config';
import {
  ChargeOutcome,
  CheckoutRequest,
  CheckoutSession,
  CustomerRequest,
  OffSessionCharge,
  PaymentGateway,
  ProviderCard,
  ProviderRefund,
  RefundStatus,
  WebhookEvent,
} from '../ports/payment-gateway.port';
import { readStripeWebhook } from './stripe-webhook';

/** Stripe's client, pointed at STRIPE_API_URL when set (a proxy, or a local fake in tests). */
export function stripeClient(config: AppConfig): Stripe {
  if (!config.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is not set');
  const api = config.stripeApiUrl ? new URL(config.stripeApiUrl) : null;
  return new Stripe(config.stripeSecretKey, {
    maxNetworkRetries: 2,
    timeout: 20000,
    ...(api
      ? {
          host: api.hostname,
          port: Number(api.port || (api.protocol === 'https:' ? 443 : 80)),
          protocol: api.protocol.replace(':', '') as 'http' | 'https',
        }
      : {}),
  });
}

function toCheckoutSession(s: Stripe.Checkout.Session): CheckoutSession {
  const intent = s.payment_intent;
  return {
    id: s.id,
    url: s.url ?? '',
    status: s.status === 'complete' ? 'complete' : s.status === 'expired' ? 'expired' : 'open',
    paymentStatus:
      s.payment_status === 'paid' || s.payment_status === 'no_payment_required' ? 'paid' : 'unpaid',
    amountCents: s.amount_total ?? 0,
    currency: s.currency ?? CURRENCY,
    bookingId: s.metadata?.booking_id ?? s.client_reference_id ?? null,
    paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
    expiresAt: new Date(s.expires_at * 1000),
  };
}

/** Stripe Checkout in payment mode: one line item, the deposit. */
@Injectable()
export class StripePaymentGateway extends PaymentGateway {
  readonly provider = 'stripe' as const;
  /** Stripe refuses sessions that expire sooner than 30 minutes. */
  readonly minimumLifetimeMs = 30 * 60 * 1000;
  private readonly stripe: Stripe;

  constructor(config: AppConfig) {
    super();
    this.stripe = stripeClient(config);
  }

  async createCheckout(r: CheckoutRequest): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create(
      {
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: r.currency,
              unit_amount: r.amountCents,
              product_data: { name: r.description },
            },
          },
        ],
        // The customer carries the e-mail (Stripe takes one or the other) and keeps the card.
        customer: r.customerId,
        client_reference_id: r.bookingId,
        metadata: { booking_id: r.bookingId },
        payment_intent_data: {
          setup_future_usage: 'off_session',
          metadata: { ...r.paymentMetadata, booking_id: r.bookingId },
        },
        success_url: r.successUrl,
        cancel_url: r.cancelUrl,
        expires_at: Math.floor(r.expiresAt.getTime() / 1000),
      },
      { idempotencyKey: r.idempotencyKey },
    );
    return toCheckoutSession(session);
  }

  async getSession(id: string): Promise<CheckoutSession | null> {
    try {
      return toCheckoutSession(await this.stripe.checkout.sessions.retrieve(id));
    } catch (e) {
      if (e instanceof Stripe.errors.StripeInvalidRequestError && e.code === 'resource_missing')
        return null;
      throw e;
    }
  }

  async expireSession(id: string): Promise<void> {
    // Already complete or expired: nothing left to stop.
    await unlessRefused(this.stripe.checkout.sessions.expire(id));
  }

  verifyWebhook(rawBody: Buffer, signature: string, secret: string): WebhookEvent | null {
    return readStripeWebhook(rawBody, signature, secret);
  }

  async refund(
    paymentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<ProviderRefund> {
    const refund = await this.stripe.refunds.create(
      { payment_intent: paymentId, amount: amountCents, reason: 'requested_by_customer' },
      { idempotencyKey },
    );
    return { id: refund.id, amountCents: refund.amount, status: refundStatus(refund.status) };
  }

  async refundsOf(paymentId: string): Promise<ProviderRefund[]> {
    const refunds: ProviderRefund[] = [];
    for await (const r of this.stripe.refunds.list({ payment_intent: paymentId, limit: 100 })) {
      refunds.push({ id: r.id, amountCents: r.amount, status: refundStatus(r.status) });
    }
    return refunds;
  }

  async cardOf(paymentMethodId: string): Promise<ProviderCard | null> {
    try {
      return toProviderCard(await this.stripe.paymentMethods.retrieve(paymentMethodId));
    } catch (e) {
      if (e instanceof Stripe.errors.StripeInvalidRequestError) return null;
      throw e;
    }
  }

  async createCustomer(r: CustomerRequest): Promise<string> {
    const customer = await this.stripe.customers.create(
      { email: r.email, name: r.name, metadata: { owner: r.ownerKey } },
      { idempotencyKey: r.idempotencyKey },
    );
    return customer.id;
  }

  async paidCard(sessionId: string): Promise<ProviderCard | null> {
    const session = await this.stripe.checkout.sessions.retrieve(sessionId, {
      expand: ['payment_intent'],
    });
    const intent = session.payment_intent;
    const method = typeof intent === 'object' ? intent?.payment_method : null;
    if (!method || !session.customer) return null;
    const pm =
      typeof method === 'string' ? await this.stripe.paymentMethods.retrieve(method) : method;
    return toProviderCard(pm);
  }

  async detachCard(paymentMethodId: string): Promise<void> {
    // Already detached (or gone): it cannot be charged, which is all that was asked.
    await unlessRefused(this.stripe.paymentMethods.detach(paymentMethodId));
  }

  async chargeSavedCard(c: OffSessionCharge): Promise<ChargeOutcome> {
    try {
      const intent = await this.stripe.paymentIntents.create(
        {
          amount: c.amountCents,
          currency: c.currency,
          customer: c.customerId,
          payment_method: c.paymentMethodId,
          off_session: true,
          confirm: true,
          description: c.description,
          metadata: { ...c.metadata, booking_id: c.bookingId, purpose: c.purpose },
        },
        { idempotencyKey: c.idempotencyKey },
      );
      if (intent.status === 'succeeded') return { status: 'succeeded', paymentId: intent.id };
      // Anything else off-session (requires_action...) waits for the client: a pay link.
      return { status: 'authentication_required', paymentId: intent.id };
    } catch (e) {
      if (e instanceof Stripe.errors.StripeCardError) {
        const paymentId = e.payment_intent?.id ?? null;
        const status = e.code === 'authentication_required' ? e.code : 'declined';
        return { status, paymentId };
      }
      // Refused as asked (a card detached or unknown, a customer gone): sending it again would be
      // refused again, so the client pays a link instead.
      if (e instanceof Stripe.errors.StripeInvalidRequestError)
        return { status: 'declined', paymentId: null };
      throw AppError.of('paymentProviderDown');
    }
  }
}

function toProviderCard(pm: Stripe.PaymentMethod): ProviderCard | null {
  if (!pm.card) return null;
  return {
    paymentMethodId: pm.id,
    brand: pm.card.brand,
    last4: pm.card.last4,
    expMonth: pm.card.exp_month ?? null,
    expYear: pm.card.exp_year ?? null,
  };
}

/** Waits for a call whose refusal (an invalid request: nothing left to do) is no failure. */
async function unlessRefused(call: Promise<unknown>): Promise<void> {
  try {
    await call;
  } catch (e) {
    if (e instanceof Stripe.errors.StripeInvalidRequestError) return;
    throw e;
  }
}

/** Stripe's refund states as ours: requires_action and the like are still pending. */
function refundStatus(status: string | null): RefundStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'failed' || status === 'canceled') return 'failed';
  return 'pending';
}
