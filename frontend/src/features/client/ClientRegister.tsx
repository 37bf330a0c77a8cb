import { Link, Navigate } from 'react-router-dom';
import { withoutToken } from '../../api/request-options';
import { ApiError } from '../../api/errors';
import { PageHeader } from '../../components/PageHeader';
import { ClaimOffer } from './ClaimOffer';
import { EMPTY_PROFILE, registrationProblem } from './account-forms';
import { useClient } from './ClientProvider';
import { ProfileForm, useProfileForm } from './ProfileForm';
import { $api } from '../../api/queries';

export function ClientRegister() {
  const { loading, session, login } = useClient();
  // The answer carries the token: registration logs the client in at once.
  const mutation = $api.useMutation('post', '/api/clients/register', {
    onSuccess: (data) => login({ token: data.token, client: data.client }),
  });
  const form = useProfileForm({
    prefix: 'register',
    initial: EMPTY_PROFILE,
    mutation,
    variables: (body) => ({ body, ...withoutToken }),
    problem: registrationProblem,
  });

  if (!loading && session) return <Navigate to="/client/dashboard" replace />;

  return (
    <>
      <PageHeader eyebrow="Client area" title="Create Your Account">
        Register once to see your appointments, pay deposits online and share your health form
        before your visit.
      </PageHeader>
      <section className="section">
        <div className="container client-auth client-auth--wide">
          <ProfileForm
            form={form}
            title="Your details"
            submitLabel="Create Account"
            busyLabel="Creating your account…"
          >
            {mutation.error instanceof ApiError && mutation.error.status === 409 && (
              <ClaimOffer email={form.fields.email.trim()} />
            )}
            <p className="client-switch">
              Already have an account? <Link to="/client/login">Log in</Link>
            </p>
          </ProfileForm>
        </div>
      </section>
    </>
  );
}
