import { DialogProblem } from '../../components/DialogActions';
import {
  CHECKOUT_MESSAGES,
  formatCents,
  formatDateTimeLong,
  formatTime12h,
  MESSAGES,
} from '@esthetics/domain';
import { Dialog } from '../../components/Dialog';
import { telHref } from '../../components/tel';
import { formatDay } from './availability';
import type { BookingCreated } from './booking-api';
import type { Booking } from './useBooking';

/** The deposit a booking needs: pay it now (to the checkout) or later (the hold keeps the slot). */
export function DepositDialog({
  deposit: { booked, paying, payError, payNow, payLater },
  timeZone,
  site,
}: Pick<Booking, 'deposit' | 'timeZone' | 'site'>) {
  return (
    <Dialog open={booked !== null} title={MESSAGES.depositDialogTitle} onClose={payLater}>
      {booked && (
        <div className="deposit-details">
          <DepositLines booking={booked} timeZone={timeZone} />
          <DialogProblem text={payError} />
          <div className="btn-row">
            <button
              type="button"
              className="btn btn--accent"
              onClick={payNow}
              disabled={paying}
              autoFocus
            >
              {paying
                ? 'Opening secure checkout…'
                : `Pay ${formatCents(booked.deposit_amount_cents)} deposit`}
            </button>
            <button type="button" className="btn btn--ghost" onClick={payLater} disabled={paying}>
              Pay later
            </button>
          </div>
          {site && (
            <p className="hint">
              Questions? Call us at <a href={telHref(site.phone)}>{site.phone}</a>.
            </p>
          )}
        </div>
      )}
    </Dialog>
  );
}

function DepositLines({ booking, timeZone }: { booking: BookingCreated; timeZone: string }) {
  return (
    <>
      <p>
        We have received your request for{' '}
        <strong>
          {formatDay(booking.appointment_date)} at {formatTime12h(booking.appointment_time)}
        </strong>
        .
      </p>
      <dl className="summary-lines">
        <div className="summary-deposit">
          <dt>Deposit to pay now</dt>
          <dd data-testid="dialog-deposit">{formatCents(booking.deposit_amount_cents)}</dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd data-testid="dialog-total">{formatCents(booking.total_amount_cents)}</dd>
        </div>
        <div>
          <dt>Balance due at your appointment</dt>
          <dd>{formatCents(booking.total_amount_cents - booking.deposit_amount_cents)}</dd>
        </div>
      </dl>
      <p>{MESSAGES.holdNotice(formatDateTimeLong(new Date(booking.hold_expires_at), timeZone))}</p>
      <p className="hint">{CHECKOUT_MESSAGES.savedCardConsent}</p>
    </>
  );
}
