import { BookingCreatedDto } from '../dto/booking.dto';

/**
 * Booking a time as `POST /bookings` does, for other modules (the waitlist's claim): the domain's
 * booking rules, the owner's hours, the unpaid-hold limit, the exclusion constraint (slotTaken) and
 * the booking's e-mail. Called inside a UnitOfWork, it joins that transaction.
 */
export abstract class BookingRequests {
  /** `body` is a booking form (CreateBookingDto); `clientAddress` the request's IP, null when unknown. */
  abstract create(body: unknown, clientAddress: string | null): Promise<BookingCreatedDto>;
}
