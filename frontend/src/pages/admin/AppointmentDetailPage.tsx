import { AdminAppointment } from '../../features/admin/appointment/AdminAppointment';

/** /admin/appointments/:id: one appointment, its client, its changes and what may be done with it. */
export default function AppointmentDetailPage() {
  return <AdminAppointment />;
}
