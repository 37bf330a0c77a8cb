import { MESSAGES } from '@esthetics/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { withToken, withoutToken } from '../../api/request-options';
import { ApiError } from '../../api/errors';
import { FormNotice, type Notice } from '../../components/FormNotice';
import { useClient } from './ClientProvider';
import { $api } from '../../api/queries';

/** What a link of an e-mail-ownership mail does: confirm the address, or stop a change. */
export type EmailLinkAction = 'confirm' | 'not-me';

const COPY: Record<EmailLinkAction, { lead: string; button: string; busy: string }> = {
  confirm: {
    lead: 'Confirm that this e-mail address is yours. Bookings you made as a guest with it and your phone then show in your account.',
    button: MESSAGES.emailVerifyMailButton,
    busy: 'Confirming…',
  },
  'not-me': {
    lead: 'Stop the change of your account’s e-mail address: your address stays on the account, every signed-in browser is signed out, and e-mail changes are locked for a while.',
    button: 'Stop the change',
    busy: 'Stopping…',
  },
};

/**
 * The page a link of an e-mail-ownership mail opens (`?token=`). Nothing is sent until the person
 * presses the button (a link opened by a mail scanner must not confirm or stop anything). A
 * confirmation from a browser signed in to the same account keeps it signed in; "this wasn't me"
 * signs this browser out too.
 */
export function EmailLinkPanel({ action, token }: { action: EmailLinkAction; token: string }) {
  const { session, updateClient, logout } = useClient();
  const confirm = $api.useMutation('post', '/api/clients/email/confirm-link');
  const notMe = $api.useMutation('post', '/api/clients/email/not-me');
  const [notice, setNotice] = useState<Notice>(null);
  const busy = confirm.isPending || notMe.isPending;
  const done = notice?.kind === 'success';
  const copy = COPY[action];

  const submit = async () => {
    if (busy) return;
    setNotice(null);
    try {
      if (action === 'confirm') {
        const auth = session ? withToken(session.token) : withoutToken;
        const answer = await confirm.mutateAsync({ body: { token }, ...auth });
        if (session) updateClient({ email: answer.email, email_verified: true });
        setNotice({ kind: 'success', text: answer.message });
      } else {
        const answer = await notMe.mutateAsync({ body: { token }, ...withoutToken });
        setNotice({ kind: 'success', text: answer.message });
        if (session) logout();
      }
    } catch (error) {
      const text = error instanceof ApiError ? error.message : MESSAGES.networkError;
      setNotice({ kind: 'error', text: text || MESSAGES.emailLinkInvalid });
    }
  };

  return (
    <div className="container result-card card">
      {token === '' ? (
        <p className="notice notice--error" role="alert">
          {MESSAGES.emailLinkInvalid}
        </p>
      ) : (
        !done && (
          <>
            <p className="lead">{copy.lead}</p>
            <button type="button" className="btn btn--accent" onClick={submit} disabled={busy}>
              {busy ? copy.busy : copy.button}
            </button>
          </>
        )
      )}
      <FormNotice notice={notice} focusOnSuccess />
      <div className="btn-row">
        <Link
          to={session && action === 'confirm' ? '/client/dashboard' : '/client/login'}
          className="btn btn--ghost"
        >
          {session && action === 'confirm' ? 'Go to my account' : 'Log in'}
        </Link>
      </div>
    </div>
  );
}
