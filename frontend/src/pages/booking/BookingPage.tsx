import { DEPOSIT_PERCENT, MESSAGES } from '@esthetics/domain';
import { FormNotice } from '../../components/FormNotice';
import { PageHeader } from '../../components/PageHeader';
import { BookingSummary } from '../../features/booking/BookingSummary';
import { DepositDialog } from '../../features/booking/DepositDialog';
import { DetailsStep } from '../../features/booking/DetailsStep';
import { useBooking } from '../../features/booking/useBooking';
import { WaitlistDialog } from '../../features/booking/WaitlistDialog';
import { WhatStep } from '../../features/booking/WhatStep';
import { WhenStep } from '../../features/booking/WhenStep';
import { WhoStep } from '../../features/booking/WhoStep';
import './booking.css';

export default function BookingPage() {
  const booking = useBooking();
  return (
    <>
      <PageHeader eyebrow="Booking" title="Book an Appointment">
        Choose your treatment, pick a free time and pay a {DEPOSIT_PERCENT}% deposit to confirm. The
        balance is due at your appointment.
      </PageHeader>
      <section className="section">
        {booking.site?.booking_paused && (
          // The owner's week has no open hours: say so before the form, not after a refusal.
          <p className="container notice notice--error" role="status">
            {MESSAGES.bookingPaused}
          </p>
        )}
        <div className="container booking-layout">
          <form
            id="booking-form"
            className="form booking-form"
            onSubmit={booking.submit}
            noValidate
            aria-label="Booking"
          >
            <WhatStep {...booking} />
            <WhoStep {...booking} />
            <WhenStep {...booking} />
            <DetailsStep {...booking} />
          </form>
          <div className="booking-side">
            <BookingSummary price={booking.price} />
          </div>
          <div className="booking-actions">
            <FormNotice notice={booking.notice} />
            <button
              type="submit"
              form="booking-form"
              className="btn btn--accent booking-submit"
              disabled={booking.sending}
            >
              {booking.sending ? 'Sending your request…' : 'Request Appointment'}
            </button>
          </div>
        </div>
      </section>
      <DepositDialog {...booking} />
      <WaitlistDialog {...booking} />
    </>
  );
}
