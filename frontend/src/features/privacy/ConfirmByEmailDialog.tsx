import { MESSAGES } from '@esthetics/domain';
import { BackOrConfirm, DialogProblem } from '../../components/DialogActions';
import { useId, useState, type ReactNode } from 'react';
import { BodyDialog } from '../self-service/BodyDialog';
import { refusalOf } from '../self-service/terms';
import { confirmsEmail } from './download';

interface ConfirmByEmailDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly email: string;
  /** The label of the e-mail field ("To confirm, type your e-mail (...)"). */
  readonly typeLabel: string;
  readonly confirmLabel: string;
  readonly busy: boolean;
  readonly onClose: () => void;
  /** Sends the erasure; `refused` shows the server's refusal in the dialog. */
  readonly onConfirm: (typed: string, refused: (error: unknown) => void) => void;
  /** What happens, explained before anything is typed. */
  readonly children: ReactNode;
}

/**
 * A deletion confirmed by typing the account's e-mail: the button stays disabled until it matches
 * (the server checks it again). A refusal stays in the dialog until the next try; closing forgets it
 * (the steps are mounted only while the dialog is open).
 */
export function ConfirmByEmailDialog(props: ConfirmByEmailDialogProps) {
  return (
    <BodyDialog open={props.open} title={props.title} onClose={props.onClose}>
      <ConfirmSteps {...props} />
    </BodyDialog>
  );
}

function ConfirmSteps(props: ConfirmByEmailDialogProps) {
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const fieldId = useId();
  const ready = confirmsEmail(typed, props.email);
  return (
    <form
      className="dialog-steps privacy-confirm"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready || props.busy) return;
        setProblem(null);
        props.onConfirm(typed, (error) =>
          setProblem(refusalOf(error, MESSAGES.networkError).message),
        );
      }}
    >
      {props.children}
      <div className="field">
        <label htmlFor={fieldId}>{props.typeLabel}</label>
        <input
          id={fieldId}
          type="email"
          autoComplete="off"
          value={typed}
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
      <DialogProblem text={problem} />
      <BackOrConfirm
        back="Keep"
        onBack={props.onClose}
        label={props.confirmLabel}
        busyLabel="Deleting…"
        busy={props.busy}
        disabled={!ready}
      />
    </form>
  );
}
