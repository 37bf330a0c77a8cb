/**
 * Where a freed time reaches the waitlist. Any module that frees a time (a hold that ends, a
 * cancellation, a move) tells this port; the first matching entry, earliest joined, is e-mailed an
 * offer held for it for WAITLIST_OFFER_MINUTES. Called inside a UnitOfWork, it joins that
 * transaction, so the offer is made if and only if the change that freed the time is stored.
 */
export abstract class WaitlistOffers {
  /**
   * The time `date` ("YYYY-MM-DD") `time` ("HH:MM", business time zone) may have come free: unless
   * it is taken, past, or already offered to someone, it is offered to the first entry it suits.
   */
  abstract slotFreed(date: string, time: string): Promise<void>;
  /**
   * These appointments no longer hold their times (their holds ended): each one's start is offered
   * as by slotFreed. A failure is logged, never thrown: the caller's own work is done.
   */
  abstract appointmentsFreed(appointmentIds: readonly string[]): Promise<void>;
}
