import { useState, type FormEvent } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { PageHeader } from '../../components/PageHeader';
import { checkLogin, loginProblem, returnPath } from '../../features/client/account-forms';
import { useClient } from '../../features/client/ClientProvider';
import { errorOutcome, type FormOutcome } from '../../components/form-problem';
import { $api } from '../../features/client/queries';
import { withoutToken } from '../../api/query-client';
import { FormOutcomeNotice, TextField, useFocusProblem } from '../../components/form-fields';

const PREFIX = 'login';

export default function LoginPage() {
  const { loading, session, notice, login } = useClient();
  const location = useLocation();
  const [fields, setFields] = useState({ email: '', phone: '' });
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const mutation = $api.useMutation('post', '/api/clients/login', {
    onSuccess: (data) => login({ token: data.token, client: data.client }),
    onError: (error) => setOutcome(errorOutcome(loginProblem(error))),
  });
  useFocusProblem(PREFIX, outcome);

  // Logged in (now or already): on to the dashboard, or back where the guard came from.
  if (!loading && session) return <Navigate to={returnPath(location.state)} replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const checked = checkLogin(fields);
    if (!checked.ok) {
      setOutcome(errorOutcome(checked));
      return;
    }
    setOutcome(null);
    mutation.mutate({ body: checked.body, ...withoutToken });
  };

  const field = (name: 'email' | 'phone') => ({
    prefix: PREFIX,
    name,
    value: fields[name],
    onValue: (value: string) => setFields({ ...fields, [name]: value }),
    outcome,
    required: true,
  });

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
            <button type="submit" className="btn" disabled={mutation.isPending}>
              {mutation.isPending ? 'Logging in…' : 'Log In'}
            </button>
            <p className="client-switch">
              New here? <Link to="/client/register">Create an account</Link>
            </p>
          </form>
        </div>
      </section>
    </>
  );
}
