import { useLoginForm } from '../account/useLoginForm';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { LoginPage } from '../account/LoginPage';
import { checkLogin, loginProblem, returnPath } from './account-forms';
import { useClient } from './ClientProvider';
import { $api } from '../../api/queries';
import { TextField } from '../../components/form-fields';

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
    <LoginPage
      eyebrow="Client area"
      title="Client Login"
      intro="See your appointments, keep your profile up to date and fill in your health form."
      className="container client-auth"
      formId="login-title"
      heading="Log in with your email and phone"
      notice={notice}
      outcome={outcome}
      onSubmit={submit}
      busy={mutation.isPending}
      after={
        <p className="client-switch">
          New here? <Link to="/client/register">Create an account</Link>
        </p>
      }
    >
      <TextField {...field('email')} label="Email" type="email" autoComplete="email" />
      <TextField
        {...field('phone')}
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="The phone number you registered with."
      />
    </LoginPage>
  );
}
