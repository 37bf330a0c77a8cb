import { useLoginForm } from '../account/useLoginForm';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { checkLogin, loginProblem, returnPath } from './account-forms';
import { useClient } from './ClientProvider';
import { $api } from '../../api/queries';
import { FormOutcomeNotice, TextField } from '../../components/form-fields';
import { BusyButton } from '../../components/BusyButton';

export function ClientLogin() {
  const { loading, session, notice, login } = useClient();
  const location = useLocation();
  const mutation = $api.useMutation('post', '/api/clients/login', {
    onSuccess: (data) => login({ token: data.token, client: data.client }),
  });
  const { outcome, submit, field } = useLoginForm({
    prefix: 'login',
    initial: { email: '', phone: '' },
    check: checkLogin,
    problem: loginProblem,
    mutation,
  });

  // Logged in (now or already): on to the dashboard, or back where the guard came from.
  if (!loading && session) return <Navigate to={returnPath(location.state)} replace />;

  return (
    <>
      <PageHeader eyebrow="Client area" title="Client Login">
        See your appointments, keep your profile up to date and fill in your health form.
      </PageHeader>
      <section className="section">
        <div className="container client-auth">
          <form className="form card" onSubmit={submit} noValidate aria-labelledby="login-title">
            <h2 id="login-title">Log in with your email and phone</h2>
            {notice && (
              <p className="notice notice--info" role="status">
                {notice}
              </p>
            )}
            <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
            <TextField
              {...field('phone')}
              label="Phone"
              type="tel"
              autoComplete="tel"
              hint="The phone number you registered with."
            />
            <FormOutcomeNotice outcome={outcome} />
            <BusyButton
              type="submit"
              className="btn"
              busy={mutation.isPending}
              busyLabel="Logging in…"
            >
              Log In
            </BusyButton>
            <p className="client-switch">
              New here? <Link to="/client/register">Create an account</Link>
            </p>
          </form>
        </div>
      </section>
    </>
  );
}
