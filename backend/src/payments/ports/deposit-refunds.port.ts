import { RefundStatus } from './payment-gateway.port';

/** What a refund of an appointment's deposit did. */
export interface DepositRefund {
  /** Paid back (or on its way back: succeeded or pending at the provider). */
  readonly refundedCents: number;
  /** The provider's answer; `pending` too when it must be paid back by hand (another provider's payment). */
  readonly status: RefundStatus;
}

/**
 * Paying an appointment's deposit back, for other modules (self-service): what is held, and the refund
 * through the payment provider, recorded on the payment row.
 */
export abstract class DepositRefunds {
  /** Paid online for the appointment and still held: received, not flagged for a refund, not paid back. */
  abstract heldCents(appointmentId: string): Promise<number>;
  /**
   * Pays `amountCents` of the appointment's deposit back through the payment provider, with an
   * idempotency key per payment and amount already paid back (a retry answers the same refund).
   * Call it inside the UnitOfWork that holds the appointment's row: the refund is recorded in it.
   * The provider not answering throws paymentProviderDown (502), so the caller's change is not stored.
   */
  abstract refund(appointmentId: string, amountCents: number, now: Date): Promise<DepositRefund>;
}
