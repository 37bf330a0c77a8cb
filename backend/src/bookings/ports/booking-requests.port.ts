import { Appointment } from '@esthetics/domain';

/**
 * Booking a time as `POST /bookings` does, for other modules (the waitlist's claim): the domain's
 * booking rules, the owner's hours, the unpaid-hold limit, the exclusion constraint (slotTaken) and
 * the booking's e-mail. Called inside a UnitOfWork, it joins that transaction.
 */
export abstract class BookingRequests {
  /**
   * Stores the pending booking of a booking form (CreateBookingDto) and answers it;
   * `clientAddress` is the request's IP, null when unknown.
   */
  abstract book(body: unknown, clientAddress: string | null): Promise<Appointment>;
}
