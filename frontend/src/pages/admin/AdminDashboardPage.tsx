import { AdminConsole } from '../../features/admin/console/AdminConsole';

/** /admin/dashboard: the console's tabs and their panels. */
export default function AdminDashboardPage() {
  return <AdminConsole />;
}
