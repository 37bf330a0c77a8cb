import { BackOrConfirm, DialogProblem } from '../../components/DialogActions';
import { useId, useState, type ReactNode } from 'react';
import { BodyDialog } from '../self-service/BodyDialog';
import { confirmsEmail } from './download';

interface ConfirmByEmailDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly email: string;
  /** The label of the e-mail field ("To confirm, type your e-mail (...)"). */
  readonly typeLabel: string;
  readonly confirmLabel: string;
  readonly busy: boolean;
  /** The server's refusal, shown in the dialog. */
  readonly problem: string | null;
  readonly onClose: () => void;
  readonly onConfirm: (typed: string) => void;
  /** What happens, explained before anything is typed. */
  readonly children: ReactNode;
}

/**
 * A deletion confirmed by typing the account's e-mail: the button stays disabled until it matches
 * (the server checks it again).
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
  const fieldId = useId();
  const ready = confirmsEmail(typed, props.email);
  return (
    <form
      className="dialog-steps privacy-confirm"
      onSubmit={(e) => {
        e.preventDefault();
        if (ready && !props.busy) props.onConfirm(typed);
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
      <DialogProblem text={props.problem} />
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
