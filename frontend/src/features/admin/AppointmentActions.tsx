import { MESSAGES, type AdminSettableStatus } from '@esthetics/domain';
import { useQueryClient } from '@tanstack/react-query';
import { withToken } from '../../api/query-client';
import type { Appointment } from '../client/appointments';
import { useAdminSession } from './AdminProvider';
import { statusButtons } from './contact-actions';
import { ContactButtons } from './ContactButtons';
import { $admin } from './queries';

export type Notify = (notice: { kind: 'success' | 'error'; text: string }) => void;

/**
 * Set the status (the current one disabled), reply by e-mail, copy the e-mail or the contact info,
 * call: spec sections 2 and 6. Every list and detail of the console refreshes after a change.
 */
export function AppointmentActions({ a, notify }: { a: Appointment; notify: Notify }) {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const update = $admin.useMutation('put', '/api/admin/appointments/{id}/status');
  const busy = update.isPending;
  const name = `${a.client_first_name} ${a.client_last_name}`;

  const setStatus = (status: AdminSettableStatus) =>
    update.mutate(
      { params: { path: { id: a.id } }, body: { status }, ...withToken(token) },
      {
        onSuccess: () => {
          notify({ kind: 'success', text: MESSAGES.statusUpdated(status) });
          void queryClient.invalidateQueries();
        },
        onError: () => notify({ kind: 'error', text: MESSAGES.statusUpdateFailed }),
      },
    );

  return (
    <div className="row-actions">
      <div className="btn-group" role="group" aria-label={`Status of ${name}'s appointment`}>
        {statusButtons(a.status).map((b) => (
          <button
            key={b.status}
            type="button"
            className="btn btn--small btn--ghost"
            disabled={b.disabled || busy}
            aria-pressed={b.disabled}
            onClick={() => setStatus(b.status)}
          >
            {b.label}
          </button>
        ))}
      </div>
      <ContactButtons
        name={name}
        email={a.client_email}
        phone={a.client_phone}
        subject="Your appointment"
      />
    </div>
  );
}
