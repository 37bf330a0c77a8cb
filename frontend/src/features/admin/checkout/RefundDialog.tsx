import { centsFromDollars, formatCents, MESSAGES } from '@esthetics/domain';
import { useId, useState } from 'react';
import type { Schemas } from '../../../api/client';
import { $api } from '../../../api/queries';
import { withToken } from '../../../api/request-options';
import { Dialog } from '../../../components/Dialog';
import { BackOrConfirm, DialogProblem } from '../../../components/DialogActions';
import { refusalOf } from '../../self-service/terms';
import { useAdminSession } from '../AdminProvider';
import { dollarsText } from './checkout-form';

/**
 * A refund of one charge, in part or in full: at most what is left of it (the server refuses more
 * with the domain's refundOverCharge). A card charge goes back through the payment provider; cash and
 * an outside card are given back by hand, and recorded here.
 */
export function RefundDialog({
  appointmentId,
  charge,
  label,
  onClose,
  onDone,
}: {
  appointmentId: string;
  charge: Schemas['AppointmentChargeDto'];
  label: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const { token } = useAdminSession();
  const refund = $api.useMutation('post', '/api/admin/appointments/{id}/refunds');
  const [text, setText] = useState(dollarsText(charge.refundable_cents));
  const [problem, setProblem] = useState<string | null>(null);
  // One key per refund asked: a double click or a retry is one refund. A refusal is kept under its
  // key, so the next try (another amount) takes a new one.
  const [key, setKey] = useState(() => crypto.randomUUID());
  const id = useId();
  const busy = refund.isPending;
  const close = () => {
    if (!busy) onClose();
  };
  const submit = () => {
    const cents = centsFromDollars(text);
    if (cents === null || cents === 0) {
      setProblem(cents === 0 ? MESSAGES.refundAmountInvalid : MESSAGES.checkoutAmountInvalid);
      return;
    }
    if (cents > charge.refundable_cents) {
      setProblem(MESSAGES.refundOverCharge(formatCents(charge.refundable_cents)));
      return;
    }
    setProblem(null);
    refund.mutate(
      {
        params: { path: { id: appointmentId }, header: { 'Idempotency-Key': key } },
        body: { charge_id: charge.charge_id, amount_cents: cents },
        ...withToken(token),
      },
      {
        onSuccess: (data) => onDone(data.message),
        onError: (error) => {
          setKey(crypto.randomUUID());
          setProblem(refusalOf(error, MESSAGES.refundFailed).message);
        },
      },
    );
  };
  return (
    <Dialog open title="Refund" onClose={close}>
      <form
        className="dialog-steps"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className="dialog-subject">
          {label}: {formatCents(charge.amount_cents)}, {formatCents(charge.refundable_cents)} left
          to refund.
        </p>
        {charge.method !== 'card' && (
          <p className="hint">Give it back by hand: this records the refund in the books.</p>
        )}
        <div className="field">
          <label htmlFor={`${id}-amount`}>Amount to refund ($)</label>
          <input
            id={`${id}-amount`}
            name="amount_cents"
            inputMode="decimal"
            autoComplete="off"
            value={text}
            aria-invalid={problem ? true : undefined}
            onChange={(e) => {
              setProblem(null);
              setText(e.target.value);
            }}
          />
        </div>
        <DialogProblem text={problem} />
        <BackOrConfirm
          back="Back"
          onBack={close}
          label="Refund"
          busyLabel="Refunding…"
          busy={busy}
        />
      </form>
    </Dialog>
  );
}
