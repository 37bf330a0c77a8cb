import { MESSAGES } from '@esthetics/domain';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { queryClient } from '../../api/query-client';
import { withoutToken } from '../../api/request-options';
import { FormNotice, type Notice } from '../../components/FormNotice';
import { PageHeader } from '../../components/PageHeader';
import { $api } from '../../api/queries';
import { linkFailed } from './offer';
import '../booking/booking.css';
import { BusyButton } from '../../components/BusyButton';

/**
 * The page a waitlist e-mail's leave link opens (`?token=`). Nothing is sent until the person presses
 * "Leave the waitlist" (a link opened by a mail scanner must not take anyone off the list).
 */
export function WaitlistLeave() {
  const [query] = useSearchParams();
  const token = query.get('token') ?? '';
  const leave = $api.useMutation('post', '/api/waitlist/leave', undefined, queryClient);
  const [notice, setNotice] = useState<Notice>(null);
  const left = notice?.kind === 'success';

  const submit = async () => {
    if (leave.isPending) return;
    setNotice(null);
    try {
      const answer = await leave.mutateAsync({ body: { token }, ...withoutToken });
      setNotice({ kind: 'success', text: answer.message });
    } catch (error) {
      setNotice({ kind: 'error', text: linkFailed(error).message });
    }
  };

  return (
    <>
      <PageHeader eyebrow="Waitlist" title="Leave the Waitlist" />
      <section className="section">
        <div className="container result-card card">
          {token === '' ? (
            <p className="notice notice--error" role="alert">
              {MESSAGES.waitlistOfferNotFound}
            </p>
          ) : (
            !left && (
              <>
                <p className="lead">
                  You will no longer be emailed when a time that suits you frees up. A time held for
                  you now goes to the next person.
                </p>
                <BusyButton
                  type="button"
                  className="btn btn--accent"
                  onClick={submit}
                  busy={leave.isPending && 'Leaving…'}
                >
                  Leave the waitlist
                </BusyButton>
              </>
            )
          )}
          <FormNotice notice={notice} focusOnSuccess />
          <div className="btn-row">
            <Link to="/" className="btn btn--ghost">
              Return Home
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
