import { MESSAGES } from '@esthetics/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { withToken } from '../../api/request-options';
import { useAdminSession } from '../admin/AdminProvider';
import { $api } from '../../api/queries';
import { ConfirmByEmailDialog } from './ConfirmByEmailDialog';
import './privacy.css';

/**
 * "Delete client's data" on the admin's client page: the same erasure as the client's own, on their
 * request, confirmed by typing their e-mail; then the server's message, with the way back to the list
 * (the page's own data is gone: it is not read again).
 */
export function DeleteClientAction({ id, email }: { id: string; email: string }) {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const erase = $api.useMutation('delete', '/api/admin/clients/{id}');
  const [open, setOpen] = useState(false);

  const confirm = (typed: string, refused: (error: unknown) => void) => {
    erase.mutate(
      { params: { path: { id } }, body: { confirm_email: typed }, ...withToken(token) },
      {
        onSuccess: (data) => {
          setOpen(false);
          setDone(data.message);
          void queryClient.invalidateQueries({
            predicate: (q) => q.queryKey[1] !== '/api/admin/clients/{id}',
          });
        },
        onError: refused,
      },
    );
  };

  if (done) {
    return (
      <div className="notice notice--success" role="status">
        <p>{done}</p>
        <Link to="/admin/dashboard?tab=clients">← All clients</Link>
      </div>
    );
  }

  return (
    <>
      <button type="button" className="btn btn--ghost privacy-delete" onClick={() => setOpen(true)}>
        {MESSAGES.deleteClientAction}
      </button>
      <ConfirmByEmailDialog
        open={open}
        title={MESSAGES.deleteClientTitle}
        email={email}
        typeLabel={MESSAGES.deleteClientTypeEmail(email)}
        confirmLabel={MESSAGES.deleteClientConfirm}
        busy={erase.isPending}
        onClose={() => setOpen(false)}
        onConfirm={confirm}
      >
        <p>{MESSAGES.deleteClientExplain}</p>
      </ConfirmByEmailDialog>
    </>
  );
}
