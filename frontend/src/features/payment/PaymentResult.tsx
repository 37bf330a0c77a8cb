import {
  formatAmountPaid,
  isRefundPhase,
  PAYMENT_PHASE_TEXT,
  PAYMENT_SUCCESS_NEXT_STEPS,
  paymentResultMessage,
  type PaymentStatusAnswer,
} from '@esthetics/domain';
import { Link, useSearchParams } from 'react-router-dom';
import { useSiteData } from '../../api/hooks';
import { PageHeader } from '../../components/PageHeader';
import { telHref } from '../../components/tel';
import { usePaymentResult } from './usePaymentResult';
import '../booking/booking.css';

/** What was paid (and, when it is owed back, how much will be refunded) and the session's id. */
function PaidLines({ result, refund }: { result: PaymentStatusAnswer; refund: boolean }) {
  const amount = formatAmountPaid(result.amount_total, result.currency);
  // A cancellation's recorded refund, else the whole payment (owed back as it arrived).
  const refunded = result.cancellation
    ? formatAmountPaid(result.cancellation.refund_cents, result.currency)
    : amount;
  return (
    <dl className="summary-lines">
      <div>
        <dt>Amount paid</dt>
        <dd data-testid="amount-paid">{amount}</dd>
      </div>
      {refund && (
        <div>
          <dt>To be refunded</dt>
          <dd data-testid="refund-due">{refunded}</dd>
        </div>
      )}
      <div>
        <dt>Session ID</dt>
        <dd className="session-id">{result.session_id}</dd>
      </div>
    </dl>
  );
}

/**
 * The page Stripe (or the local checkout) returns to: it follows the domain's payment-result state
 * machine, checking the session's status up to 5 times, 2 seconds apart. A paid deposit the booking
 * no longer takes (cancelled since, the wrong amount, paid twice) says it will be refunded; a
 * cancellation that kept it (credit, a late fee) says so, as recorded.
 */
export function PaymentResult() {
  const [query] = useSearchParams();
  const sessionId = query.get('session_id');
  const site = useSiteData();
  const state = usePaymentResult(sessionId);

  const text = PAYMENT_PHASE_TEXT[state.phase];
  // The recorded outcome of a cancellation (refund, credit or fee), else the phase's message.
  const message = paymentResultMessage(state);
  const failed = state.phase === 'expired' || state.phase === 'error' || state.phase === 'timeout';
  const refund = isRefundPhase(state.phase);
  const kept = state.phase === 'cancelled_kept';
  const bookAgain = failed || state.phase === 'booking_cancelled' || kept;

  return (
    <>
      <PageHeader eyebrow="Booking" title={text.title} />
      <section className="section">
        <div className="container result-card card" aria-live="polite">
          {state.phase === 'checking' && (
            <p className="state" role="status">
              <span className="spinner" aria-hidden="true" />
              We are confirming your payment with the card provider…
            </p>
          )}
          {state.phase === 'success' && state.result && (
            <>
              <p className="lead">Your booking is confirmed. Thank you!</p>
              <PaidLines result={state.result} refund={false} />
              <h2>Next steps</h2>
              <ul className="check-list">
                {PAYMENT_SUCCESS_NEXT_STEPS.map((step) => (
                  <li key={step}>{step}</li>
                ))}
              </ul>
              {site && <p className="hint">{site.success_page_refund_note}</p>}
            </>
          )}
          {message && (
            <p
              className={
                failed ? 'notice notice--error' : refund || kept ? 'notice notice--info' : 'lead'
              }
              data-testid="payment-message"
            >
              {message}
            </p>
          )}
          {(refund || kept) && state.result && <PaidLines result={state.result} refund={refund} />}
          {state.phase !== 'checking' && site && (
            <p className="hint">
              Questions? Call us at <a href={telHref(site.phone)}>{site.phone}</a>.
            </p>
          )}
          {state.phase !== 'checking' && (
            <div className="btn-row">
              {bookAgain && (
                <Link to="/booking" className="btn btn--accent">
                  {failed ? 'Try Again' : 'Book Again'}
                </Link>
              )}
              <Link to="/" className={bookAgain ? 'btn btn--ghost' : 'btn'}>
                Return Home
              </Link>
            </div>
          )}
        </div>
      </section>
    </>
  );
}
