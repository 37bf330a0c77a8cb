import { Appointment } from '@esthetics/domain';

/** The client's saved card as the checkout offers it. */
export interface CheckoutCard {
  readonly brand: string;
  readonly last4: string;
}

/** A saved-card charge that succeeded. */
export interface TakenPayment {
  /** The provider's payment id (a Stripe PaymentIntent). */
  readonly paymentId: string;
  /** How the receipt names it, e.g. "Visa ending 4242". */
  readonly label: string;
}

/** A saved-card charge the card refused: nothing was taken (the payment id, when one was made). */
export interface RefusedPayment {
  readonly refused: 'declined' | 'authentication_required';
  readonly paymentId: string | null;
}

/**
 * The saved card of an appointment's client (docs/money.md, "The saved card"), and charging it at the
 * checkout. No saved card throws an AppError; a refusal (declined, authentication required) is an
 * answer, nothing charged.
 */
export abstract class CheckoutCards {
  /** Whether the payment provider can charge a saved card off-session in this build. */
  abstract readonly canCharge: boolean;
  abstract cardOf(a: Appointment): Promise<CheckoutCard | null>;
  /** The same idempotency key answers the same payment, never a second one. */
  abstract charge(
    a: Appointment,
    amountCents: number,
    idempotencyKey: string,
    metadata: Readonly<Record<string, string>>,
  ): Promise<TakenPayment | RefusedPayment>;
}
