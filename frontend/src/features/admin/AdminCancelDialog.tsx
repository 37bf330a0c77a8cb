import { formatCents, MESSAGES, type AdminCancelRefund } from '@esthetics/domain';
import { useId, useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { cancelChoices, DEFAULT_CANCEL_CHOICE } from './cancel-choice';

/**
 * Before the admin cancels a paid appointment: where the money paid online goes, a full refund
 * chosen by default (the business cancels). The server records the choice once and refunds through
 * the payment provider. Mounted while open, so each opening starts from the default.
 */
export function AdminCancelDialog({
  open,
  paidCents,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  paidCents: number;
  busy: boolean;
  onClose: () => void;
  onConfirm: (refund: AdminCancelRefund) => void;
}) {
  const [choice, setChoice] = useState<AdminCancelRefund>(DEFAULT_CANCEL_CHOICE);
  const name = useId();
  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open={open} title={MESSAGES.adminCancelTitle} onClose={close}>
      <p>{MESSAGES.adminCancelPaid(formatCents(paidCents))}</p>
      <fieldset className="refund-choices">
        <legend>{MESSAGES.adminCancelChoice}</legend>
        {cancelChoices(paidCents).map((c) => (
          <label key={c.value} className="refund-choice">
            <input
              type="radio"
              name={name}
              value={c.value}
              checked={choice === c.value}
              disabled={busy}
              onChange={() => setChoice(c.value)}
            />
            <span>{c.label}</span>
          </label>
        ))}
      </fieldset>
      <div className="btn-row">
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={close}>
          {MESSAGES.adminCancelBack}
        </button>
        <button
          type="button"
          className="btn btn--accent"
          disabled={busy}
          onClick={() => onConfirm(choice)}
        >
          {busy ? MESSAGES.adminCancelBusy : MESSAGES.adminCancelConfirm}
        </button>
      </div>
    </Dialog>
  );
}
