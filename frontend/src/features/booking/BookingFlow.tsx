import { DEPOSIT_PERCENT, MESSAGES, type Catalog } from '@esthetics/domain';
import { FormNotice } from '../../components/FormNotice';
import { LoadState } from '../../components/LoadState';
import { PageHeader } from '../../components/PageHeader';
import { BookingSummary } from './BookingSummary';
import { DepositDialog } from './DepositDialog';
import { DetailsStep } from './DetailsStep';
import { useBooking } from './useBooking';
import { WaitlistDialog } from './WaitlistDialog';
import { WhatStep } from './WhatStep';
import { WhenStep } from './WhenStep';
import { WhoStep } from './WhoStep';
import { useLiveCatalog } from '../site/useLiveCatalog';
import './booking.css';
import { BusyButton } from '../../components/BusyButton';

export function BookingFlow() {
  const catalog = useLiveCatalog();
  return (
    <>
      <PageHeader eyebrow="Booking" title="Book an Appointment">
        Choose your treatment, pick a free time and pay a {DEPOSIT_PERCENT}% deposit to confirm. The
        balance is due at your appointment.
      </PageHeader>
      <LoadState state={catalog} what="our services">
        {(data) => <BookingSection catalog={data} />}
      </LoadState>
    </>
  );
}

/** The form over the owner's current menu, its summary and its dialogs. */
function BookingSection({ catalog }: { catalog: Catalog }) {
  const booking = useBooking(catalog);
  return (
    <>
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
            <BusyButton
              form="booking-form"
              className="btn btn--accent booking-submit"
              busy={booking.sending && 'Sending your request…'}
            >
              Request Appointment
            </BusyButton>
          </div>
        </div>
      </section>
      <DepositDialog {...booking} />
      <WaitlistDialog {...booking} />
    </>
  );
}
