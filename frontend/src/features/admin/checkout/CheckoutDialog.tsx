import {
  CHECKOUT_METHOD_LABELS,
  formatCents,
  MESSAGES,
  type CheckoutMethod,
} from '@esthetics/domain';
import { useState } from 'react';
import type { Schemas } from '../../../api/client';
import { $api } from '../../../api/queries';
import { withToken } from '../../../api/request-options';
import { Dialog } from '../../../components/Dialog';
import { BackOrConfirm, DialogProblem } from '../../../components/DialogActions';
import { refusalOf } from '../../self-service/terms';
import { useAdminSession } from '../AdminProvider';
import { checkoutRequest, dollarsText, type CheckoutDraft } from './checkout-form';
import { CheckoutFields } from './CheckoutFields';
import { TakenLines } from './TakenLines';
import './checkout.css';

type Summary = Schemas['VisitCheckoutSummaryDto'];
type Done = Schemas['VisitCheckoutResultDto'];

/** How the saved card is named: "Visa ending 4242". */
export const cardLabel = (card: { brand: string; last4: string }) =>
  `${card.brand.charAt(0).toUpperCase()}${card.brand.slice(1)} ending ${card.last4}`;

export const methodLabel = (method: string, card: Summary['saved_card']) =>
  method === 'saved_card' && card
    ? cardLabel(card)
    : (CHECKOUT_METHOD_LABELS[method as CheckoutMethod] ?? method);

/**
 * The visit's checkout (docs/money.md, "The visit's checkout"): the balance due, a tip, products, and
 * how it is paid; a tip above the service asks for a confirmation (the server's 409), then what was
 * taken. Mounted while open, so each opening starts afresh.
 */
export function CheckoutDialog({
  summary,
  onClose,
  onDone,
  method,
}: {
  summary: Summary;
  onClose: () => void;
  onDone: (message: string) => void;
  /** The way of paying chosen first ("Send again" opens it on the pay link). */
  method?: CheckoutMethod;
}) {
  const { token } = useAdminSession();
  const take = $api.useMutation('post', '/api/admin/appointments/{id}/checkout');
  const first = method ?? (summary.methods.includes('saved_card') ? 'saved_card' : 'cash');
  const [draft, setDraft] = useState<CheckoutDraft>({
    tipPercent: null,
    tipText: '',
    products: [],
    method: first as CheckoutMethod,
  });
  const [problem, setProblem] = useState<{ text: string; field: string | null } | null>(null);
  const [confirming, setConfirming] = useState(false);
  // One key per press: a double click or a retry after no answer is one charge; a press after a
  // refusal takes a new key, so it is a new attempt (docs/money.md, "The visit's checkout").
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [done, setDone] = useState<Done | null>(null);
  const request = checkoutRequest(draft, summary.balance_due_cents);
  const busy = take.isPending;

  const submit = (confirmLargeTip: boolean) => {
    if (!request.ok) {
      setProblem({ text: request.text, field: request.field });
      return;
    }
    setProblem(null);
    take.mutate(
      {
        params: { path: { id: summary.appointment_id }, header: { 'Idempotency-Key': key } },
        body: { ...request.body, ...(confirmLargeTip && { confirm_large_tip: true }) },
        ...withToken(token),
      },
      {
        onSuccess: (data) => {
          setConfirming(false);
          setDone(data);
          onDone(data.message);
        },
        onError: (error) => {
          setKey(crypto.randomUUID());
          const refusal = refusalOf(error, MESSAGES.checkoutFailed);
          if (refusal.code === 'checkoutTipConfirm') {
            setConfirming(true);
            return;
          }
          setConfirming(false);
          setProblem({ text: refusal.message, field: refusal.field });
        },
      },
    );
  };

  const close = () => {
    if (!busy) onClose();
  };
  return (
    <Dialog open title="Check out" className="checkout-dialog" onClose={close}>
      {done ? (
        <div className="dialog-steps">
          <p className="notice notice--success" role="status">
            {done.message}
          </p>
          {done.checkout && (
            <TakenLines
              taken={done.checkout}
              paidWith={methodLabel(done.checkout.method, summary.saved_card)}
            />
          )}
          <div className="btn-row">
            <button type="button" className="btn btn--accent" onClick={onClose}>
              Done
            </button>
          </div>
        </div>
      ) : confirming && request.ok ? (
        <div className="dialog-steps">
          <p role="alert">{MESSAGES.checkoutTipConfirm}</p>
          <dl className="summary-lines">
            <div>
              <dt>Tip</dt>
              <dd>{formatCents(request.body.tip_cents)}</dd>
            </div>
            <div className="summary-total">
              <dt>Total to take</dt>
              <dd>{formatCents(request.totalCents)}</dd>
            </div>
          </dl>
          <BackOrConfirm
            back="Change the tip"
            onBack={() => setConfirming(false)}
            label={`Confirm and take ${formatCents(request.totalCents)}`}
            busyLabel="Taking…"
            busy={busy}
            onConfirm={() => submit(true)}
          />
        </div>
      ) : (
        <form
          className="dialog-steps"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            submit(false);
          }}
        >
          <CheckoutFields
            summary={summary}
            draft={draft}
            onChange={(next) => {
              setProblem(null);
              setDraft(next);
            }}
            invalid={problem?.field ?? null}
            methodLabel={(m) => methodLabel(m, summary.saved_card)}
            presetText={dollarsText}
          />
          <dl className="summary-lines checkout-total" aria-live="polite">
            <div className="summary-total">
              <dt>Total to take</dt>
              <dd>{request.ok ? formatCents(request.totalCents) : '—'}</dd>
            </div>
          </dl>
          <DialogProblem text={problem?.text} />
          <BackOrConfirm
            back="Back"
            onBack={close}
            label={
              !request.ok
                ? 'Take the payment'
                : draft.method === 'pay_link'
                  ? `Send a pay link for ${formatCents(request.totalCents)}`
                  : `Take ${formatCents(request.totalCents)}`
            }
            busyLabel={draft.method === 'pay_link' ? 'Sending…' : 'Taking…'}
            busy={busy}
          />
        </form>
      )}
    </Dialog>
  );
}
