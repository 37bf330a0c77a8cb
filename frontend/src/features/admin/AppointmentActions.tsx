import { MESSAGES, type AdminCancelRefund, type AdminSettableStatus } from '@esthetics/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { withToken } from '../../api/request-options';
import type { Appointment } from '../client/appointments';
import { AdminCancelDialog } from './AdminCancelDialog';
import { useAdminSession } from './AdminProvider';
import { asksRefundChoice } from './cancel-choice';
import { statusButtons } from './contact-actions';
import { ContactButtons } from './ContactButtons';
import { $api } from '../../api/queries';
import { AREA_READS } from '../../api/query-client';

export type Notify = (notice: { kind: 'success' | 'error'; text: string }) => void;

/**
 * Set the status (the current one disabled), reply by e-mail, copy the e-mail or the contact info,
 * call: docs/spec.md#admin-dashboard. Every list and detail of the console refreshes after a
 * change.
 */
export function AppointmentActions({ a, notify }: { a: Appointment; notify: Notify }) {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const update = $api.useMutation('put', '/api/admin/appointments/{id}/status');
  const busy = update.isPending;
  const name = `${a.client_first_name} ${a.client_last_name}`;

  // Cancelling a paid appointment first asks where the money goes (AdminCancelDialog).
  const [asking, setAsking] = useState(false);

  const setStatus = (status: AdminSettableStatus, refund?: AdminCancelRefund) =>
    update.mutate(
      {
        params: { path: { id: a.id } },
        body: refund ? { status, refund } : { status },
        ...withToken(token),
      },
      {
        onSuccess: () => {
          setAsking(false);
          notify({ kind: 'success', text: MESSAGES.statusUpdated(status) });
          void queryClient.invalidateQueries(AREA_READS);
        },
        onError: () => {
          setAsking(false);
          notify({ kind: 'error', text: MESSAGES.statusUpdateFailed });
        },
      },
    );

  const choose = (status: AdminSettableStatus) => {
    if (status === 'cancelled' && asksRefundChoice(a)) setAsking(true);
    else setStatus(status);
  };

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
            onClick={() => choose(b.status)}
          >
            {b.label}
          </button>
        ))}
      </div>
      {asking && (
        <AdminCancelDialog
          open
          paidCents={a.deposit_cents}
          busy={busy}
          onClose={() => setAsking(false)}
          onConfirm={(refund) => setStatus('cancelled', refund)}
        />
      )}
      <ContactButtons
        name={name}
        email={a.client_email}
        phone={a.client_phone}
        subject="Your appointment"
      />
    </div>
  );
}
