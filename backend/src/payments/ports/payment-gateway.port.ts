export type CheckoutStatus = 'open' | 'complete' | 'expired';
export type CheckoutPaymentStatus = 'unpaid' | 'paid' | 'failed';
export type PaymentProvider = 'local' | 'stripe';

export interface CheckoutRequest {
  readonly bookingId: string;
  readonly amountCents: number;
  readonly currency: string;
  /** Line item name, e.g. "Deposit (25%): Classic European Facial". */
  readonly description: string;
  readonly customerEmail: string;
  /** With the literal {CHECKOUT_SESSION_ID} placeholder, as Stripe expects. */
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly expiresAt: Date;
  readonly idempotencyKey: string;
}

export interface CheckoutSession {
  readonly id: string;
  readonly url: string;
  readonly status: CheckoutStatus;
  readonly paymentStatus: CheckoutPaymentStatus;
  readonly amountCents: number;
  readonly currency: string;
  readonly bookingId: string | null;
  /** The provider's payment id (Stripe PaymentIntent), once paid. */
  readonly paymentId: string | null;
  readonly expiresAt: Date;
}

/** A hosted checkout: Stripe Checkout, or the local test-mode page. */
export abstract class PaymentGateway {
  abstract readonly provider: PaymentProvider;
  /** Shortest session the provider accepts. */
  abstract readonly minimumLifetimeMs: number;
  abstract createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  /** The session as the provider sees it now; null when it does not know it. */
  abstract getSession(id: string): Promise<CheckoutSession | null>;
  /** Stops an open session from being paid. */
  abstract expireSession(id: string): Promise<void>;
}
