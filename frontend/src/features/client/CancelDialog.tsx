import { BackOrConfirm, DialogProblem } from '../../components/DialogActions';
import { MESSAGES } from '@esthetics/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { withToken } from '../../api/request-options';
import { AmountLines } from '../self-service/AmountLines';
import { amountLines, refusalOf, termsChanged } from '../self-service/terms';
import '../self-service/self-service.css';
import type { AppointmentView } from './appointments';
import type { ClientSession } from './client-session';
import { $api } from '../../api/queries';
import { cancelPreviewQuery } from './queries';
import { BodyDialog } from '../self-service/BodyDialog';

interface CancelDialogProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Cancelled: the dialog is closed and the answer's message shown by the page. */
  readonly onDone: (message: string) => void;
  readonly view: AppointmentView;
  readonly session: ClientSession;
}

/**
 * "Cancel": what cancelling now refunds, keeps or charges (the server's preview, read when the
 * dialog opens), then "Keep appointment" or "Cancel appointment". The cancellation names the
 * previewed rule, so terms that changed meanwhile are shown again before anything happens.
 */
export function CancelDialog(props: CancelDialogProps) {
  return (
    <BodyDialog open={props.open} title={MESSAGES.cancelDialogTitle} onClose={props.onClose}>
      <CancelSteps {...props} />
    </BodyDialog>
  );
}

function CancelSteps({ onClose, onDone, view, session }: CancelDialogProps) {
  const preview = useQuery({
    ...cancelPreviewQuery(view.id, session.token),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
  const cancel = $api.useMutation('post', '/api/clients/appointments/{id}/cancel');
  const [problem, setProblem] = useState<string | null>(null);
  const terms = preview.data?.terms;

  const confirm = () => {
    if (!terms) return;
    setProblem(null);
    cancel.mutate(
      {
        params: { path: { id: view.id } },
        body: { rule: terms.rule },
        ...withToken(session.token),
      },
      {
        onSuccess: (data) => onDone(data.message),
        onError: (error) => {
          const refusal = refusalOf(error, MESSAGES.cancelFailed);
          setProblem(refusal.message);
          if (termsChanged(refusal)) void preview.refetch();
        },
      },
    );
  };

  return (
    <div className="dialog-steps">
      <p className="dialog-subject">
        <strong>{view.title}</strong>, {view.when}
      </p>
      {preview.isPending ? (
        <p className="state" role="status">
          <span className="spinner" aria-hidden="true" />
          Checking what cancelling costs…
        </p>
      ) : preview.isError || !terms ? (
        <div className="state state--error" role="alert">
          <p>{refusalOf(preview.error, MESSAGES.cancelTermsFailed).message}</p>
          <button type="button" className="btn btn--small" onClick={() => void preview.refetch()}>
            Try again
          </button>
        </div>
      ) : (
        <>
          <p className="dialog-terms">{terms.message}</p>
          <AmountLines lines={amountLines(terms, { kind: 'cancellation', reader: 'client' })} />
        </>
      )}
      <DialogProblem text={problem} />
      <BackOrConfirm
        back="Keep appointment"
        onBack={onClose}
        label="Cancel appointment"
        busyLabel="Cancelling…"
        busy={cancel.isPending}
        disabled={!terms || preview.isFetching}
        onConfirm={confirm}
      />
    </div>
  );
}
