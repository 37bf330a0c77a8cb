import { useState, type FormEvent } from 'react';
import { Link, Navigate } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import {
  checkProfile,
  EMPTY_PROFILE,
  registrationProblem,
  type ProfileFields as Fields,
} from '../../features/client/account-forms';
import { useClient } from '../../features/client/ClientProvider';
import { errorOutcome, type FormOutcome } from '../../components/form-problem';
import { $api } from '../../features/client/queries';
import { withoutToken } from '../../api/query-client';
import { todayInBusinessZone } from '../../features/client/today';
import { FormOutcomeNotice, useFocusProblem } from '../../components/form-fields';
import { ProfileFields } from '../../features/client/ProfileFields';

const PREFIX = 'register';

export default function RegisterPage() {
  const { loading, session, login } = useClient();
  const [fields, setFields] = useState<Fields>(EMPTY_PROFILE);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const [today] = useState(todayInBusinessZone);
  // The answer carries the token: registration logs the client in at once.
  const mutation = $api.useMutation('post', '/api/clients/register', {
    onSuccess: (data) => login({ token: data.token, client: data.client }),
    onError: (error) => setOutcome(errorOutcome(registrationProblem(error))),
  });
  useFocusProblem(PREFIX, outcome);

  if (!loading && session) return <Navigate to="/client/dashboard" replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const checked = checkProfile(fields, today);
    if (!checked.ok) {
      setOutcome(errorOutcome(checked));
      return;
    }
    setOutcome(null);
    mutation.mutate({ body: checked.body, ...withoutToken });
  };

  return (
    <>
      <PageHeader eyebrow="Client area" title="Create Your Account">
        Register once to see your appointments, pay deposits online and share your health form
        before your visit.
      </PageHeader>
      <section className="section">
        <div className="container client-auth client-auth--wide">
          <form className="form card" onSubmit={submit} noValidate aria-labelledby="register-title">
            <h2 id="register-title">Your details</h2>
            <ProfileFields
              prefix={PREFIX}
              fields={fields}
              onChange={setFields}
              outcome={outcome}
              today={today}
            />
            <FormOutcomeNotice outcome={outcome} />
            <button type="submit" className="btn" disabled={mutation.isPending}>
              {mutation.isPending ? 'Creating your account…' : 'Create Account'}
            </button>
            <p className="client-switch">
              Already have an account? <Link to="/client/login">Log in</Link>
            </p>
          </form>
        </div>
      </section>
    </>
  );
}
