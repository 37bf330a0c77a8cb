import { DepositOutcome, Appointment } from '@esthetics/domain';
import { OutgoingMail } from '../../notifications/ports/mail-queue.port';
import {
  CheckoutPaymentStatus,
  CheckoutStatus,
  PaymentProvider,
  RefundStatus,
} from './payment-gateway.port';

export interface StoredCheckout {
  readonly id: string;
  readonly appointment_id: string;
  readonly provider: PaymentProvider;
  readonly amount_cents: number;
  readonly currency: string;
  readonly description: string;
  readonly customer_email: string;
  readonly url: string;
  readonly success_url: string;
  readonly cancel_url: string;
  readonly status: CheckoutStatus;
  readonly payment_status: CheckoutPaymentStatus;
  readonly expires_at: Date;
  readonly created_at: Date;
}

export interface PaidDeposit {
  readonly sessionId: string;
  readonly provider: PaymentProvider;
  readonly paymentId: string | null;
  readonly amountCents: number;
  readonly currency: string;
  readonly bookingId: string;
}

/** A provider event (Stripe webhook) whose id is stored with its effect, so a replay changes nothing. */
export interface ProviderEvent {
  readonly id: string;
  readonly type: string;
}

/** A deposit received for an appointment. */
export interface ReceivedPayment {
  readonly appointment_id: string;
  readonly amount_cents: number;
  readonly paid_at: Date;
  /** It arrived for a booking that no longer took it (cancelled, or already paid): to refund. */
  readonly needs_refund: boolean;
}

/** The payment received through one checkout session. */
export interface SessionPayment {
  readonly amount_cents: number;
  readonly currency: string;
  /** Flagged for a refund when it arrived (see ReceivedPayment). */
  readonly needs_refund: boolean;
}

export type ApplyResult = DepositOutcome['kind'] | 'duplicate_event' | 'unknown_booking';

export interface ExpiredHolds {
  readonly appointmentIds: string[];
  /** Checkout sessions that were still open for them (now marked expired). */
  readonly sessions: StoredCheckout[];
}

/** A deposit received and kept (not flagged for a refund), with what was paid back of it so far. */
export interface RefundablePayment {
  /** Our payment row's id. */
  readonly id: string;
  readonly provider: PaymentProvider;
  /** The provider's payment id (Stripe PaymentIntent); null if the provider never gave one. */
  readonly provider_payment_id: string | null;
  readonly amount_cents: number;
  readonly refunded_cents: number;
}

/** A refund of a payment, as recorded on it. */
export interface PaymentRefund {
  readonly amountCents: number;
  /** The provider's refund id; null when it is owed but not sent (a payment of another provider). */
  readonly providerRefundId: string | null;
  readonly status: RefundStatus;
}

export abstract class PaymentRepository {
  abstract saveCheckout(session: StoredCheckout): Promise<void>;
  abstract findCheckout(id: string): Promise<StoredCheckout | null>;
  abstract countCheckouts(appointmentId: string): Promise<number>;
  /** Every checkout session of a booking, oldest first. */
  abstract checkoutsOf(appointmentId: string): Promise<StoredCheckout[]>;
  /** The payment received through this checkout session, if any. */
  abstract paymentOfSession(sessionId: string): Promise<SessionPayment | null>;
  /** The payments received for these bookings, oldest first. */
  abstract paymentsOf(appointmentIds: readonly string[]): Promise<ReceivedPayment[]>;
  /** The sum of the payments received in [start, end), refunds due included, in cents. */
  abstract receivedBetween(start: Date, end: Date): Promise<number>;
  /** The booking's sessions that can still be paid. */
  abstract openCheckouts(appointmentId: string): Promise<StoredCheckout[]>;
  /** Closes every open session of a provider; answers how many it closed. */
  abstract expireOpenOf(provider: StoredCheckout['provider'], now: Date): Promise<number>;
  /** Open sessions of unpaid bookings whose hold has ended (to reconcile with the provider first). */
  abstract openCheckoutsOfEndedHolds(now: Date, limit: number): Promise<StoredCheckout[]>;
  /**
   * Applies a paid deposit once, whoever gets there first (status check, webhook, local page): records
   * the payment, confirms the appointment and completes the session in one transaction.
   */
  abstract applyDeposit(
    paid: PaidDeposit,
    now: Date,
    event?: ProviderEvent,
    /** Mails for the confirmed appointment, queued in the same transaction. */
    onConfirmed?: (a: Appointment) => OutgoingMail[],
  ): Promise<ApplyResult>;
  /** Updates a session's state (and records the event with it); false for a replayed event. */
  abstract markCheckout(
    id: string,
    change: { status?: CheckoutStatus; paymentStatus?: CheckoutPaymentStatus },
    now: Date,
    event?: ProviderEvent,
  ): Promise<boolean>;
  /** Records an event that changes nothing here; false when it was already recorded. */
  abstract recordEvent(event: ProviderEvent, now: Date): Promise<boolean>;
  /** Cancels up to `limit` unpaid bookings whose hold has ended (rows claimed with SKIP LOCKED). */
  abstract expireHolds(
    now: Date,
    limit: number,
    onCancelled?: (a: Appointment) => OutgoingMail[],
  ): Promise<ExpiredHolds>;

  // Refunds (docs/cancellations.md).

  /** The appointment's payments received and kept (not flagged for a refund), oldest first, rows locked. */
  abstract refundablePayments(appointmentId: string): Promise<RefundablePayment[]>;
  /** Records a refund on the payment row (a failed one changes only its status). */
  abstract recordRefund(paymentRowId: string, refund: PaymentRefund, now: Date): Promise<void>;
}
