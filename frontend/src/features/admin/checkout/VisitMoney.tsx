import { formatCents, formatDateTimeLong, LEDGER_KINDS } from '@esthetics/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Schemas } from '../../../api/client';
import { $api } from '../../../api/queries';
import { AREA_READS } from '../../../api/query-client';
import type { Notify } from '../AppointmentActions';
import { useAdminQuery } from '../useAdminQuery';
import { CheckoutDialog, methodLabel } from './CheckoutDialog';
import { RefundDialog } from './RefundDialog';
import { TakenLines } from './TakenLines';
import './checkout.css';

type Charge = Schemas['AppointmentChargeDto'];

const KIND_WORDS: Record<(typeof LEDGER_KINDS)[number], string> = {
  deposit: 'Deposit',
  balance: 'Balance',
  tip: 'Tip',
  product: 'Products',
  fee: 'Fee',
  refund: 'Refund',
  credit_issued: 'Credit issued',
  credit_used: 'Credit used',
};

const METHOD_WORDS: Record<string, string> = {
  card: 'card',
  cash: 'cash',
  outside_card: 'outside card',
  credit: 'credit',
};

/** "Balance, Tip · card" */
export const chargeLabel = (c: Charge) =>
  `${c.kinds.map((k) => KIND_WORDS[k as keyof typeof KIND_WORDS] ?? k).join(', ')} · ${METHOD_WORDS[c.method] ?? c.method}`;

/**
 * The appointment's money after the deposit (docs/money.md, "The visit's checkout"): the balance due
 * and the "Check out" button, then what was taken, and every charge with its Refund.
 */
export function VisitMoney({
  id,
  timeZone,
  notify,
}: {
  id: string;
  timeZone: string;
  notify: Notify;
}) {
  const queryClient = useQueryClient();
  const query = useAdminQuery((auth) =>
    $api.queryOptions('get', '/api/admin/appointments/{id}/checkout', {
      params: { path: { id } },
      ...auth,
    }),
  );
  const [checkingOut, setCheckingOut] = useState<'new' | 'pay_link' | null>(null);
  const [refunding, setRefunding] = useState<Charge | null>(null);
  const refresh = () => void queryClient.invalidateQueries(AREA_READS);
  const summary = query.data;

  return (
    <section className="card detail-card" aria-labelledby="detail-checkout">
      <h2 id="detail-checkout">Checkout</h2>
      {!summary ? (
        <p className="state">{query.isError ? 'The checkout could not be loaded.' : 'Loading…'}</p>
      ) : (
        <>
          {summary.checkout ? (
            <>
              <p className="fact-note">
                Checked out{' '}
                {formatDateTimeLong(new Date(summary.checkout.checked_out_at), timeZone)}
              </p>
              <TakenLines
                taken={summary.checkout}
                paidWith={methodLabel(summary.checkout.method, summary.saved_card)}
              />
            </>
          ) : (
            <>
              <dl className="summary-lines">
                <div className="summary-total">
                  <dt>Balance due</dt>
                  <dd>{formatCents(summary.balance_due_cents)}</dd>
                </div>
              </dl>
              {summary.problem && <p className="hint">{summary.problem}</p>}
              {summary.pay_link ? (
                <>
                  <p className="notice" role="status">
                    Pay link sent, waiting: {formatCents(summary.pay_link.amount_cents)} sent{' '}
                    {formatDateTimeLong(new Date(summary.pay_link.sent_at), timeZone)}
                  </p>
                  <div className="btn-row">
                    <button
                      type="button"
                      className="btn btn--accent"
                      disabled={summary.problem !== null}
                      onClick={() => setCheckingOut('pay_link')}
                    >
                      Send again
                    </button>
                    <button
                      type="button"
                      className="btn btn--ghost"
                      disabled={summary.problem !== null}
                      onClick={() => setCheckingOut('new')}
                    >
                      Check out another way
                    </button>
                  </div>
                </>
              ) : (
                <button
                  type="button"
                  className="btn btn--accent"
                  disabled={summary.problem !== null}
                  onClick={() => setCheckingOut('new')}
                >
                  Check out
                </button>
              )}
            </>
          )}
          <h3 className="checkout-subtitle">Money taken</h3>
          {summary.charges.length === 0 ? (
            <p className="state">Nothing taken yet.</p>
          ) : (
            <ul className="checkout-charges">
              {summary.charges.map((c) => (
                <li key={c.charge_id} className="checkout-charge">
                  <span>
                    <span className="checkout-charge-what">{chargeLabel(c)}</span>
                    <span className="fact-note">
                      {formatCents(c.amount_cents)}
                      {c.refundable_cents < c.amount_cents &&
                        ` · ${formatCents(c.amount_cents - c.refundable_cents)} refunded`}
                    </span>
                  </span>
                  {c.refundable_cents > 0 && (
                    <button
                      type="button"
                      className="btn btn--small btn--ghost"
                      onClick={() => setRefunding(c)}
                    >
                      Refund
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
          {checkingOut && (
            <CheckoutDialog
              summary={summary}
              method={checkingOut === 'pay_link' ? 'pay_link' : undefined}
              onClose={() => setCheckingOut(null)}
              onDone={(message) => {
                notify({ kind: 'success', text: message });
                refresh();
              }}
            />
          )}
          {refunding && (
            <RefundDialog
              appointmentId={id}
              charge={refunding}
              label={chargeLabel(refunding)}
              onClose={() => setRefunding(null)}
              onDone={(message) => {
                setRefunding(null);
                notify({ kind: 'success', text: message });
                refresh();
              }}
            />
          )}
        </>
      )}
    </section>
  );
}
