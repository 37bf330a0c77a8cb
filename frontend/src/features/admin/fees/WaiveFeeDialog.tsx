import { formatCents, MESSAGES } from '@esthetics/domain';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../../api/errors';
import { withToken } from '../../../api/request-options';
import { $api } from '../../../api/queries';
import { Dialog } from '../../../components/Dialog';
import { BackOrConfirm, DialogProblem } from '../../../components/DialogActions';
import { useAdminSession } from '../AdminProvider';
import { AREA_READS } from '../../../api/query-client';
import { type Fee } from './fees';

/**
 * The one-click Waive with its confirmation inside a dialog: before the charge nothing is charged,
 * after it the fee is refunded (the dialog says which). `onDone` hears the server's message.
 */
export function WaiveFeeButton({ fee, onDone }: { fee: Fee; onDone: (message: string) => void }) {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const waive = $api.useMutation('post', '/api/admin/fees/{id}/waive', {
    onSuccess: (answer) => {
      setOpen(false);
      onDone(answer.message);
      void queryClient.invalidateQueries(AREA_READS);
    },
    onError: (error) => setProblem(failureMessage(error, MESSAGES.feeWaiveFailed)),
  });
  const amount = formatCents(fee.amount_cents);
  const charged = fee.state === 'charged' || fee.state === 'paid';
  const close = () => {
    if (!waive.isPending) setOpen(false);
  };
  return (
    <>
      <button
        type="button"
        className="btn btn--small btn--ghost"
        onClick={() => {
          setProblem(null);
          setOpen(true);
        }}
        aria-label={`Waive the fee of ${fee.client_name}`}
      >
        Waive
      </button>
      <Dialog open={open} title={MESSAGES.feeWaiveTitle} onClose={close}>
        <p>
          {charged
            ? MESSAGES.feeWaiveAfter(amount, fee.client_name)
            : MESSAGES.feeWaiveBefore(amount, fee.client_name)}
        </p>
        <DialogProblem text={problem} />
        <BackOrConfirm
          back={MESSAGES.feeWaiveBack}
          onBack={close}
          label={MESSAGES.feeWaiveConfirm}
          busyLabel={MESSAGES.feeWaiveBusy}
          busy={waive.isPending}
          onConfirm={() => waive.mutate({ params: { path: { id: fee.id } }, ...withToken(token) })}
        />
      </Dialog>
    </>
  );
}
