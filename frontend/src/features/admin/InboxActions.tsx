import { INBOX_STATUS_LABELS, INBOX_STATUSES, MESSAGES, type InboxStatus } from '@esthetics/domain';
import { useQueryClient } from '@tanstack/react-query';
import { withToken } from '../../api/request-options';
import { useAdminSession } from './AdminProvider';
import { ContactButtons } from './ContactButtons';
import { $api } from '../../api/queries';
import type { Notify } from './AppointmentActions';
import { AREA_READS } from '../../api/query-client';

/**
 * The work on a contact message or a corporate inquiry: mark it new, read, replied or archived (the
 * current status's button disabled), reply by e-mail, copy, call.
 */
export function InboxActions({
  kind,
  id,
  status,
  name,
  email,
  phone,
  subject,
  notify,
}: {
  kind: 'contacts' | 'corporate-inquiries';
  id: string;
  status: string;
  name: string;
  email: string;
  phone?: string | null;
  subject: string;
  notify: Notify;
}) {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const contacts = $api.useMutation('put', '/api/admin/contacts/{id}/status');
  const inquiries = $api.useMutation('put', '/api/admin/corporate-inquiries/{id}/status');
  const update = kind === 'contacts' ? contacts : inquiries;

  const setStatus = (next: InboxStatus) =>
    update.mutate(
      { params: { path: { id } }, body: { status: next }, ...withToken(token) },
      {
        onSuccess: () => {
          notify({
            kind: 'success',
            text: MESSAGES.inboxStatusUpdated(INBOX_STATUS_LABELS[next].toLowerCase()),
          });
          void queryClient.invalidateQueries(AREA_READS);
        },
        onError: () => notify({ kind: 'error', text: MESSAGES.inboxStatusFailed }),
      },
    );

  return (
    <div className="row-actions">
      <div className="btn-group" role="group" aria-label={`Status of ${subject}`}>
        {INBOX_STATUSES.map((s) => (
          <button
            key={s}
            type="button"
            className="btn btn--small btn--ghost"
            disabled={s === status || update.isPending}
            aria-pressed={s === status}
            onClick={() => setStatus(s)}
          >
            {s === 'archived' ? 'Archive' : `Mark ${INBOX_STATUS_LABELS[s].toLowerCase()}`}
          </button>
        ))}
      </div>
      <ContactButtons name={name} email={email} phone={phone} subject={`Re: ${subject}`} />
    </div>
  );
}
