import { CHECKOUT_CANCELLED_TEXT } from '@esthetics/domain';
import { Link, useSearchParams } from 'react-router-dom';
import { useSiteData } from '../../api/hooks';
import { PageHeader } from '../../components/PageHeader';
import { telHref } from '../../components/tel';
import { useCheckout } from '../booking/useCheckout';
import { useCheckoutCancelled } from './useCheckoutCancelled';
import '../booking/booking.css';
import { BusyButton } from '../../components/BusyButton';

/**
 * Where the checkout returns when the client cancels: the booking stays, unpaid and held 24 hours,
 * and the server mails the payment link. "Try Payment Again" reopens the checkout for that same
 * booking (a new booking of the same time would collide with the held one).
 */
export function CheckoutCancelled() {
  const [query] = useSearchParams();
  const bookingId = query.get('booking_id');
  const site = useSiteData();
  const { start, paying, error } = useCheckout();
  useCheckoutCancelled(bookingId);

  const payAgain = async () => {
    if (!bookingId || paying) return;
    await start(bookingId);
  };

  return (
    <>
      <PageHeader eyebrow="Booking" title={CHECKOUT_CANCELLED_TEXT.title} />
      <section className="section">
        <div className="container result-card card">
          {CHECKOUT_CANCELLED_TEXT.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <div aria-live="polite">
            {error && (
              <p className="notice notice--error" role="alert">
                {error}
              </p>
            )}
          </div>
          <div className="btn-row">
            {bookingId ? (
              <BusyButton
                type="button"
                className="btn btn--accent"
                onClick={payAgain}
                busy={paying && 'Opening secure checkout…'}
              >
                {CHECKOUT_CANCELLED_TEXT.retry}
              </BusyButton>
            ) : (
              <Link to="/booking" className="btn btn--accent">
                {CHECKOUT_CANCELLED_TEXT.retry}
              </Link>
            )}
            <Link to="/" className="btn btn--ghost">
              {CHECKOUT_CANCELLED_TEXT.home}
            </Link>
          </div>
          {site && (
            <p className="hint">
              Prefer to book by phone? Call us at <a href={telHref(site.phone)}>{site.phone}</a>.
            </p>
          )}
        </div>
      </section>
    </>
  );
}
