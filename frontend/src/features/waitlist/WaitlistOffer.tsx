import { DEFAULT_TIME_ZONE, formatDateTimeLong, formatTime12h, MESSAGES } from '@esthetics/domain';
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSiteData } from '../../api/hooks';
import { FRESH_READ, queryClient } from '../../api/query-client';
import { withoutToken } from '../../api/request-options';
import { PageHeader } from '../../components/PageHeader';
import { formatDay } from '../booking/availability';
import { $api } from '../../api/queries';
import { useCheckout } from '../booking/useCheckout';
import {
  claimBody,
  claimNeeds,
  isUnknownLink,
  linkFailed,
  NO_EXTRAS,
  type ClaimExtras,
  type WaitlistOffer,
} from './offer';
import '../booking/booking.css';
import { BusyButton } from '../../components/BusyButton';

/**
 * The page a waitlist offer's e-mail links to (`?token=`): the freed time and services, how long it
 * is held, and "Book this time", which books it and goes on to the deposit's checkout as the booking
 * page does. A claimed or lapsed offer, or a link that is not valid, says so.
 */
export function WaitlistOffer() {
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const offer = $api.useQuery(
    'get',
    '/api/waitlist/offers/{token}',
    { params: { path: { token } }, ...withoutToken },
    { enabled: token !== '', ...FRESH_READ },
    queryClient,
  );

  return (
    <>
      <PageHeader eyebrow="Waitlist" title="A Time for You" />
      <section className="section">
        <div className="container result-card card" aria-live="polite">
          {token === '' || (offer.isError && isUnknownLink(offer.error)) ? (
            <p className="notice notice--error" role="alert">
              {MESSAGES.waitlistOfferNotFound}
            </p>
          ) : offer.isError ? (
            <div className="state state--error" role="alert">
              <p>{linkFailed(offer.error).message}</p>
              <button type="button" className="btn btn--small" onClick={() => offer.refetch()}>
                Try again
              </button>
            </div>
          ) : offer.data ? (
            <OfferDetails offer={offer.data} token={token} reread={() => offer.refetch()} />
          ) : (
            <p className="state" role="status">
              <span className="spinner" aria-hidden="true" />
              Loading your offer…
            </p>
          )}
          <div className="btn-row">
            <Link to="/booking" className="btn btn--ghost">
              Book another time
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

function OfferDetails({
  offer,
  token,
  reread,
}: {
  offer: WaitlistOffer;
  token: string;
  reread: () => void;
}) {
  const timeZone = useSiteData()?.time_zone ?? DEFAULT_TIME_ZONE;
  const claim = $api.useMutation(
    'post',
    '/api/waitlist/offers/{token}/claim',
    undefined,
    queryClient,
  );
  const checkout = useCheckout();
  const [extras, setExtras] = useState<ClaimExtras>(NO_EXTRAS);
  const [problem, setProblem] = useState<string | null>(null);
  const [booked, setBooked] = useState<string | null>(null);
  const needs = claimNeeds(offer);

  const book = async (e: FormEvent) => {
    e.preventDefault();
    if (claim.isPending || checkout.paying) return;
    setProblem(null);
    try {
      const answer = await claim.mutateAsync({
        params: { path: { token } },
        body: claimBody(offer, extras),
        ...withoutToken,
      });
      if (answer.requires_payment && answer.booking_id) await checkout.start(answer.booking_id);
      else setBooked(answer.message);
    } catch (error) {
      const failure = linkFailed(error);
      setProblem(failure.message);
      if (failure.final) reread();
    }
  };

  const field = (name: keyof ClaimExtras, label: string, autoComplete: string) => (
    <div className="field">
      <label htmlFor={`claim-${name}`}>{label}</label>
      <input
        id={`claim-${name}`}
        name={name}
        autoComplete={autoComplete}
        value={extras[name]}
        onChange={(e) => setExtras({ ...extras, [name]: e.target.value })}
      />
    </div>
  );

  return (
    <>
      <p className={offer.open ? 'lead' : 'notice notice--info'}>{offer.message}</p>
      <dl className="summary-lines offer-lines">
        <div>
          <dt>When</dt>
          <dd data-testid="offer-when">
            {formatDay(offer.appointment_date)} at {formatTime12h(offer.appointment_time)}
          </dd>
        </div>
        <div>
          <dt>Services</dt>
          <dd>{offer.services.join(', ')}</dd>
        </div>
        <div>
          <dt>Duration</dt>
          <dd>{offer.total_duration} minutes</dd>
        </div>
        <div>
          <dt>For</dt>
          <dd>{offer.name}</dd>
        </div>
        {offer.open && (
          <div>
            <dt>Held for you until</dt>
            <dd data-testid="offer-expires">
              {formatDateTimeLong(new Date(offer.expires_at), timeZone)}
            </dd>
          </div>
        )}
      </dl>
      {booked && (
        <p className="notice notice--success" role="status">
          {booked}
        </p>
      )}
      {offer.open && !booked && (
        <form className="form offer-claim" onSubmit={book} noValidate aria-label="Book this time">
          {needs.lastName && field('lastName', 'Last name', 'family-name')}
          {needs.companyName && field('companyName', 'Company name', 'organization')}
          {needs.address && field('address', 'Service address', 'street-address')}
          {(problem ?? checkout.error) && (
            <p className="notice notice--error" role="alert">
              {problem ?? checkout.error}
            </p>
          )}
          <BusyButton
            className="btn btn--accent"
            busy={(claim.isPending || checkout.paying) && 'Booking this time…'}
          >
            Book this time
          </BusyButton>
        </form>
      )}
      {!offer.open && problem && (
        <p className="notice notice--error" role="alert">
          {problem}
        </p>
      )}
    </>
  );
}
