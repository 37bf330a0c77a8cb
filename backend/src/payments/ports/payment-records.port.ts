import { ReceivedPayment, StoredCheckout } from './payment.port';

/** What other modules (the admin console) may ask of payments: a booking's records, and closing its checkouts. */
export abstract class PaymentRecords {
  /** The payments received for these bookings, oldest first. */
  abstract paymentsOf(appointmentIds: readonly string[]): Promise<ReceivedPayment[]>;
  /** Every checkout session of a booking, oldest first. */
  abstract checkoutsOf(appointmentId: string): Promise<StoredCheckout[]>;
  /** The sum of the payments received in [start, end), refunds due included, in cents. */
  abstract receivedBetween(start: Date, end: Date): Promise<number>;
  /** Closes a booking's open checkout sessions, here and at the provider (it can no longer be paid). */
  abstract expireOpenSessions(bookingId: string): Promise<void>;
}
