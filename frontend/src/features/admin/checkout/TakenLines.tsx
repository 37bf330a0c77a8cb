import { formatCents } from '@esthetics/domain';
import type { Schemas } from '../../../api/client';

/** What a checkout took, line by line. */
export function TakenLines({
  taken,
  paidWith,
}: {
  taken: Schemas['VisitCheckoutDoneDto'];
  paidWith: string;
}) {
  return (
    <dl className="summary-lines">
      <div>
        <dt>Balance</dt>
        <dd>{formatCents(taken.balance_cents)}</dd>
      </div>
      <div>
        <dt>Tip</dt>
        <dd>{formatCents(taken.tip_cents)}</dd>
      </div>
      {taken.products.map((p, i) => (
        <div key={i}>
          <dt>{p.name}</dt>
          <dd>{formatCents(p.price_cents)}</dd>
        </div>
      ))}
      <div className="summary-total">
        <dt>Taken ({paidWith})</dt>
        <dd>{formatCents(taken.total_cents)}</dd>
      </div>
    </dl>
  );
}
