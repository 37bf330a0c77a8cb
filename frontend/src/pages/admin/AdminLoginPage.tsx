import { AdminLogin } from '../../features/admin/AdminLogin';

/** /admin/login: the owner's login form. */
export default function AdminLoginPage() {
  return <AdminLogin />;
}
