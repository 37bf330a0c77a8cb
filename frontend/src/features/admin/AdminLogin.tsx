import { useLoginForm } from '../account/useLoginForm';
import { Navigate, useLocation } from 'react-router-dom';
import { TextField } from '../../components/form-fields';
import { LoginPage } from '../account/LoginPage';
import { adminLoginProblem, adminReturnPath, checkAdminLogin } from './admin-login';
import { useAdmin } from './AdminProvider';
import { $api } from '../../api/queries';

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
    <LoginPage
      eyebrow="Studio"
      title="Admin Login"
      intro="The studio's console: appointments, clients, messages and money."
      className="container admin-auth"
      formId="admin-login-title"
      heading="Log in to the console"
      notice={notice}
      outcome={outcome}
      onSubmit={submit}
      busy={mutation.isPending}
    >
      <TextField {...field('username')} label="Username" autoComplete="username" />
      <TextField
        {...field('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
      />
    </LoginPage>
  );
}
