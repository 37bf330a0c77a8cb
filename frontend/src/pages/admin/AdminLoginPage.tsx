import { useState, type FormEvent } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { withoutToken } from '../../api/query-client';
import { FormOutcomeNotice, TextField, useFocusProblem } from '../../components/form-fields';
import { errorOutcome, type FormOutcome } from '../../components/form-problem';
import { PageHeader } from '../../components/PageHeader';
import {
  adminLoginProblem,
  adminReturnPath,
  checkAdminLogin,
} from '../../features/admin/admin-login';
import { useAdmin } from '../../features/admin/AdminProvider';
import { $admin } from '../../features/admin/queries';

const PREFIX = 'admin-login';

export default function AdminLoginPage() {
  const { loading, session, notice, login } = useAdmin();
  const location = useLocation();
  const [fields, setFields] = useState({ username: '', password: '' });
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const mutation = $admin.useMutation('post', '/api/admin/login', {
    onSuccess: (data) => login({ token: data.token, admin: data.admin }),
    onError: (error) => setOutcome(errorOutcome(adminLoginProblem(error))),
  });
  useFocusProblem(PREFIX, outcome);

  if (!loading && session) return <Navigate to={adminReturnPath(location.state)} replace />;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const checked = checkAdminLogin(fields);
    if (!checked.ok) {
      setOutcome(errorOutcome(checked));
      return;
    }
    setOutcome(null);
    mutation.mutate({ body: checked.body, ...withoutToken });
  };

  const field = (name: 'username' | 'password') => ({
    prefix: PREFIX,
    name,
    value: fields[name],
    onValue: (value: string) => setFields({ ...fields, [name]: value }),
    outcome,
    required: true,
  });

  return (
    <>
      <PageHeader eyebrow="Studio" title="Admin Login">
        The studio&apos;s console: appointments, clients, messages and money.
      </PageHeader>
      <section className="section">
        <div className="container admin-auth">
          <form
            className="form card"
            onSubmit={submit}
            noValidate
            aria-labelledby="admin-login-title"
          >
            <h2 id="admin-login-title">Log in to the console</h2>
            {notice && (
              <p className="notice notice--info" role="status">
                {notice}
              </p>
            )}
            <TextField {...field('username')} label="Username" autoComplete="username" />
            <TextField
              {...field('password')}
              label="Password"
              type="password"
              autoComplete="current-password"
            />
            <FormOutcomeNotice outcome={outcome} />
            <button type="submit" className="btn" disabled={mutation.isPending}>
              {mutation.isPending ? 'Logging in…' : 'Log In'}
            </button>
          </form>
        </div>
      </section>
    </>
  );
}
