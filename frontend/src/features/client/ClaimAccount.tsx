import { MESSAGES } from '@esthetics/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { withoutToken } from '../../api/request-options';
import { FormNotice } from '../../components/FormNotice';
import { failureProblem } from '../../components/form-problem';
import { EMPTY_PROFILE } from './account-forms';
import { useClient } from './ClientProvider';
import { ProfileForm, useProfileForm } from './ProfileForm';
import { $api } from '../../api/queries';

/**
 * The page a take-over link opens (`?token=&email=`): the opener types their own details, and the
 * unconfirmed account that used their address becomes theirs, signed in here (docs/security.md).
 */
export function ClaimAccount({ token, email }: { token: string; email: string }) {
  const { login } = useClient();
  const [done, setDone] = useState<string | null>(null);
  const mutation = $api.useMutation('post', '/api/clients/email/claim/confirm', {
    onSuccess: (data) => {
      login({ token: data.token, client: data.client });
      setDone(data.message);
    },
  });
  const form = useProfileForm({
    prefix: 'claim',
    initial: { ...EMPTY_PROFILE, email },
    mutation,
    // The address is the link's: the server takes it from there.
    variables: ({ email: _fixed, ...profile }) => ({
      body: { ...profile, token },
      ...withoutToken,
    }),
    problem: (error) => failureProblem(error, MESSAGES.emailLinkInvalid),
  });

  if (token === '') {
    return (
      <p className="notice notice--error" role="alert">
        {MESSAGES.emailLinkInvalid}
      </p>
    );
  }
  if (done) {
    return (
      <div className="result-card card">
        <FormNotice notice={{ kind: 'success', text: done }} focusOnSuccess />
        <div className="btn-row">
          <Link to="/client/dashboard" className="btn btn--accent">
            Go to my account
          </Link>
        </div>
      </div>
    );
  }
  return (
    <ProfileForm
      form={form}
      title="Your details"
      submitLabel={MESSAGES.emailClaimMailButton}
      busyLabel="Taking over the account…"
      emailReadOnly
    />
  );
}
