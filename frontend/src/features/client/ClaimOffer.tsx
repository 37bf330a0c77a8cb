import { MESSAGES } from '@esthetics/domain';
import { useState } from 'react';
import { withoutToken } from '../../api/request-options';
import { ApiError } from '../../api/errors';
import { FormNotice, type Notice } from '../../components/FormNotice';
import { $api } from '../../api/queries';

/**
 * Under a registration refused because the address has an account: if that account was never
 * confirmed (perhaps someone else started it), its address's owner can have a take-over link mailed
 * (docs/security.md). The answer is the same whatever the address holds.
 */
export function ClaimOffer({ email }: { email: string }) {
  const claim = $api.useMutation('post', '/api/clients/email/claim');
  const [notice, setNotice] = useState<Notice>(null);

  const send = async () => {
    if (claim.isPending) return;
    setNotice(null);
    try {
      const answer = await claim.mutateAsync({ body: { email }, ...withoutToken });
      setNotice({ kind: 'success', text: answer.message });
    } catch (error) {
      setNotice({
        kind: 'error',
        text: error instanceof ApiError && error.message ? error.message : MESSAGES.networkError,
      });
    }
  };

  return (
    <div className="claim-offer">
      <p>{MESSAGES.emailClaimOffer}</p>
      {notice?.kind !== 'success' && (
        <button type="button" className="btn btn--ghost" onClick={send} disabled={claim.isPending}>
          {claim.isPending ? 'Sending…' : MESSAGES.emailClaimAction}
        </button>
      )}
      <FormNotice notice={notice} focusOnSuccess />
    </div>
  );
}
