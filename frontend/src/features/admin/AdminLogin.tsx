import { useLoginForm } from '../account/useLoginForm';
import { Navigate, useLocation } from 'react-router-dom';
import { FormOutcomeNotice, TextField } from '../../components/form-fields';
import { PageHeader } from '../../components/PageHeader';
import { adminLoginProblem, adminReturnPath, checkAdminLogin } from './admin-login';
import { useAdmin } from './AdminProvider';
import { $api } from '../../api/queries';
import { BusyButton } from '../../components/BusyButton';

export function AdminLogin() {
  const { loading, session, notice, login } = useAdmin();
  const location = useLocation();
  const mutation = $api.useMutation('post', '/api/admin/login', {
    onSuccess: (data) => login({ token: data.token, admin: data.admin }),
  });
  const { outcome, submit, field } = useLoginForm({
    prefix: 'admin-login',
    initial: { username: '', password: '' },
    check: checkAdminLogin,
    problem: adminLoginProblem,
    mutation,
  });

  if (!loading && session) return <Navigate to={adminReturnPath(location.state)} replace />;

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
            <BusyButton
              type="submit"
              className="btn"
              busy={mutation.isPending}
              busyLabel="Logging in…"
            >
              Log In
            </BusyButton>
          </form>
        </div>
      </section>
    </>
  );
}
