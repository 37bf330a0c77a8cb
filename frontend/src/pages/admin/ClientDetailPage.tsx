import { AdminClient } from '../../features/admin/lists/AdminClient';

/** /admin/clients/:id: one client's facts and appointments. */
export default function ClientDetailPage() {
  return <AdminClient />;
}
