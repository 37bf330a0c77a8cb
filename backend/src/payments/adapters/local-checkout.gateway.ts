import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
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
  WebhookEvent,
} from '../ports/payment-gateway.port';
import { PaymentRepository, StoredCheckout } from '../ports/payment.port';
import { readStripeWebhook } from './stripe-webhook';
import { localCardOf } from '../local-test-cards';

export const LOCAL_CHECKOUT_PATH = '/api/payments/checkout';

export function toCheckoutSession(s: StoredCheckout): CheckoutSession {
  return {
    id: s.id,
    url: s.url,
    status: s.status,
    paymentStatus: s.payment_status,
    amountCents: s.amount_cents,
    currency: s.currency,
    bookingId: s.appointment_id,
    paymentId: null,
    expiresAt: new Date(s.expires_at),
  };
}

/**
 * The embedded default: a test-mode checkout page served by this app, with sessions kept in the
 * database. It redirects exactly as Stripe's hosted checkout does.
 */
@Injectable()
export class LocalCheckoutGateway extends PaymentGateway {
  readonly provider = 'local' as const;
  readonly minimumLifetimeMs = 60 * 1000;

  constructor(
    private readonly payments: PaymentRepository,
    private readonly config: AppConfig,
  ) {
    super();
  }

  async createCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const id = `cs_test_local_${randomBytes(18).toString('base64url')}`;
    return {
      id,
      url: `${this.config.publicUrl}${LOCAL_CHECKOUT_PATH}/${id}`,
      status: 'open',
      paymentStatus: 'unpaid',
      amountCents: request.amountCents,
      currency: request.currency,
      bookingId: request.bookingId,
      paymentId: null,
      expiresAt: request.expiresAt,
    };
  }

  async getSession(id: string): Promise<CheckoutSession | null> {
    const stored = await this.payments.findCheckout(id);
    return stored ? toCheckoutSession(stored) : null;
  }

  async expireSession(id: string): Promise<void> {
    await this.payments.markCheckout(id, { status: 'expired' }, new Date());
  }

  /** No webhooks come from the local page; a Stripe webhook secret, when set, is still honoured. */
  verifyWebhook(rawBody: Buffer, signature: string, secret: string): WebhookEvent | null {
    return readStripeWebhook(rawBody, signature, secret);
  }

  /**
   * Test mode moves no money: the refund is recorded locally (on the payment row, by the refund
   * service), its id derived from the idempotency key so a retry answers the same refund.
   */
  async refund(
    _paymentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<ProviderRefund> {
    return { id: `re_test_local_${keyed(idempotencyKey)}`, amountCents, status: 'succeeded' };
  }

  /** Local refunds are recorded when made (always succeeded): none to catch up on. */
  async refundsOf(): Promise<ProviderRefund[]> {
    return [];
  }

  /** Local cards are saved by the local page itself (LocalCardPayment). */
  async cardOf(): Promise<ProviderCard | null> {
    return null;
  }

  /** A local customer id, derived from the idempotency key: the same key, the same customer. */
  async createCustomer(request: CustomerRequest): Promise<string> {
    return `cus_test_local_${keyed(request.idempotencyKey)}`;
  }

  /** The local page records the test card it was paid with itself (LocalCardPayment). */
  async paidCard(): Promise<ProviderCard | null> {
    return null;
  }

  /** A local card is never charged: removing its row is all there is to do. */
  async detachCard(): Promise<void> {}

  /**
   * The saved local card's test number decides, as Stripe's test cards do: 4242 pays, 0002 is
   * declined, 3184 needs its holder. The payment id derives from the key: a retry answers the same.
   */
  async chargeSavedCard(charge: OffSessionCharge): Promise<ChargeOutcome> {
    const paymentId = `pi_test_local_${keyed(charge.idempotencyKey)}`;
    const card = localCardOf(charge.paymentMethodId);
    if (card === 'succeeds') return { status: 'succeeded', paymentId };
    return { status: card, paymentId };
  }
}

/** A short id derived from an idempotency key. */
const keyed = (key: string) => createHash('sha256').update(key).digest('base64url').slice(0, 24);
