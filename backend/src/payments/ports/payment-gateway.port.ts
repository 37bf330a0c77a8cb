export type CheckoutStatus = 'open' | 'complete' | 'expired';
export type CheckoutPaymentStatus = 'unpaid' | 'paid' | 'failed';
export type PaymentProvider = 'local' | 'stripe';

/** A card as the provider describes it (see ports/saved-cards.port.ts). */
export interface ProviderCard {
  readonly paymentMethodId: string;
  readonly brand: string;
  readonly last4: string;
  readonly expMonth: number | null;
  readonly expYear: number | null;
}

export interface CustomerRequest {
  readonly email: string;
  readonly name: string;
  /** The app's key for the customer (a client account or a guest e-mail), kept in its metadata. */
  readonly ownerKey: string;
  readonly idempotencyKey: string;
}

export interface CheckoutRequest {
  readonly bookingId: string;
  readonly amountCents: number;
  readonly currency: string;
  /** Line item name, e.g. "Deposit (25%): Classic European Facial". */
  readonly description: string;
  readonly customerEmail: string;
  /** The provider customer the card paid with is saved to, for later off-session charges. */
  readonly customerId: string;
  /** With the literal {CHECKOUT_SESSION_ID} placeholder, as Stripe expects. */
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly expiresAt: Date;
  readonly idempotencyKey: string;
  /** More to keep on the payment (a visit's pay link: purpose 'balance' and what it pays for). */
  readonly paymentMetadata?: Readonly<Record<string, string>>;
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

/** The checkout session a provider event is about, as far as this app reads it. */
export interface WebhookSession {
  readonly id: string;
  /** The booking named in the session's metadata, if any. */
  readonly bookingId: string | null;
  /** Paid, or nothing to pay. */
  readonly paid: boolean;
  readonly paymentId: string | null;
  readonly amountCents: number | null;
  readonly currency: string | null;
}

/** The PaymentIntent of a payment_intent.* event (an off-session charge names its purpose). */
export interface WebhookIntent {
  readonly id: string;
  readonly bookingId: string | null;
  /** 'fee' | 'balance' for the app's off-session charges; null for others (a deposit's). */
  readonly purpose: string | null;
  readonly amountCents: number;
  readonly currency: string;
  /** The charge's metadata (OffSessionCharge.metadata, besides booking_id and purpose). */
  readonly metadata: Readonly<Record<string, string>>;
  /** Why it failed: authentication_required, or any other refusal (declined). */
  readonly failure: 'declined' | 'authentication_required' | null;
}

/** A provider event (a Stripe webhook), its signature checked; the object it is about, read. */
export interface WebhookEvent {
  readonly id: string;
  readonly type: string;
  /** The checkout session of a checkout.session.* event; null for other events. */
  readonly session: WebhookSession | null;
  /** The PaymentIntent of a payment_intent.* event. */
  readonly intent?: WebhookIntent | null;
  /** The payment (PaymentIntent id) of a charge.refunded event, and the booking it names. */
  readonly refunded?: { readonly paymentId: string; readonly bookingId: string | null } | null;
  /** The customer and card of a setup_intent.succeeded event. */
  readonly setup?: { readonly customerId: string; readonly paymentMethodId: string } | null;
}

/** succeeded: the money is on its way back; pending: the provider is still working on it; failed. */
export type RefundStatus = 'succeeded' | 'pending' | 'failed';

/** A refund as the provider answers it. */
export interface ProviderRefund {
  readonly id: string;
  readonly amountCents: number;
  readonly status: RefundStatus;
}

/** A charge of a saved card while its holder is away (a fee, a balance), docs/money.md. */
export interface OffSessionCharge {
  readonly customerId: string;
  readonly paymentMethodId: string;
  readonly amountCents: number;
  readonly currency: string;
  readonly description: string;
  readonly bookingId: string;
  /** What the charge is for, kept in the provider's metadata: 'fee' | 'balance'. */
  readonly purpose: 'fee' | 'balance';
  /** More to keep in the provider's metadata (what a balance charge was made of). */
  readonly metadata?: Readonly<Record<string, string>>;
  /** The same key answers the same charge: a retry after an outage never charges twice. */
  readonly idempotencyKey: string;
}

/** What the card's issuer answered; a refused charge may still have a provider payment id. */
export type ChargeOutcome =
  | { readonly status: 'succeeded'; readonly paymentId: string }
  | { readonly status: 'declined' | 'authentication_required'; readonly paymentId: string | null };

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
  /** The event of a webhook request, or null when its signature does not match `secret`. */
  abstract verifyWebhook(rawBody: Buffer, signature: string, secret: string): WebhookEvent | null;
  /**
   * Pays `amountCents` of a payment (the provider's payment id: a Stripe PaymentIntent) back to the
   * card. The same idempotency key answers the same refund, never a second one.
   */
  abstract refund(
    paymentId: string,
    amountCents: number,
    idempotencyKey: string,
  ): Promise<ProviderRefund>;
  /** Every refund of a payment (a Stripe PaymentIntent), whatever its status. */
  abstract refundsOf(paymentId: string): Promise<ProviderRefund[]>;
  /** A saved card as the provider describes it; null when it does not know it. */
  abstract cardOf(paymentMethodId: string): Promise<ProviderCard | null>;
  /** A customer to save cards to; the same idempotency key answers the same customer. */
  abstract createCustomer(request: CustomerRequest): Promise<string>;
  /** The card a paid session was paid with and saved; null when the provider kept none. */
  abstract paidCard(sessionId: string): Promise<ProviderCard | null>;
  /** Stops a saved card from being charged again; a card already detached is no error. */
  abstract detachCard(paymentMethodId: string): Promise<void>;
  /**
   * Charges a saved card off-session. Declined, or needing its holder to authenticate, is an outcome;
   * the provider not answering throws AppError paymentProviderDown (retry with the same key).
   */
  abstract chargeSavedCard(charge: OffSessionCharge): Promise<ChargeOutcome>;
}
