import { Appointment, centsToDollars, MESSAGES } from '@esthetics/domain';
import { BookingCreatedDto } from './booking.dto';

/** The answer to a new booking (POST /bookings, and a waitlist offer's claim): held, to be paid. */
export function toBookingCreated(saved: Appointment): BookingCreatedDto {
  return {
    status: 'success',
    message: MESSAGES.bookingReceived,
    booking_id: saved.id,
    requires_payment: true,
    total_amount: centsToDollars(saved.totalPriceCents),
    total_amount_cents: saved.totalPriceCents,
    deposit_amount: centsToDollars(saved.depositCents),
    deposit_amount_cents: saved.depositCents,
    total_duration: saved.totalDuration,
    appointment_date: saved.appointmentDate,
    appointment_time: saved.appointmentTime,
    hold_expires_at: (saved.holdExpiresAt ?? saved.createdAt).toISOString(),
  };
}
