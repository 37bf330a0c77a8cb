import { MESSAGES } from '@esthetics/domain';
import { useState } from 'react';
import { $api } from '../../../api/queries';
import { FormNotice, type Notice } from '../../../components/FormNotice';
import { QueryState } from '../../account/QueryState';
import { useAdminQuery } from '../useAdminQuery';
import { FeeGraceForm } from './FeeGraceForm';
import { FeeRow } from './FeeRow';
import { FEES_PATH, groupFees, type Fee } from './fees';
import '../panels.css';

function FeeList({
  id,
  title,
  fees,
  empty,
  readAt,
  onDone,
}: {
  id: string;
  title: string;
  fees: Fee[];
  empty: string;
  readAt: number;
  onDone: (message: string) => void;
}) {
  return (
    <section className="card panel-card fee-list" aria-labelledby={`fees-${id}`}>
      <h3 id={`fees-${id}`}>
        {title} <span className="tab-count">{fees.length}</span>
      </h3>
      {fees.length === 0 ? (
        <p className="state">{empty}</p>
      ) : (
        <ul className="fee-rows">
          {fees.map((f) => (
            <FeeRow key={f.id} fee={f} readAt={readAt} onDone={onDone} />
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * The console's Fees tab (docs/money.md, "Fees"): fees waiting for their charge with a live
 * countdown and a Waive, fees due by their pay link, and what was charged, paid or waived.
 */
export default function FeesPanel() {
  // Read again every half minute: a fee whose window ended moves on once the sweep charges it.
  const fees = useAdminQuery((auth) => ({
    ...$api.queryOptions('get', FEES_PATH, { params: { query: { limit: 100 } }, ...auth }),
    refetchInterval: 30_000,
  }));
  const [notice, setNotice] = useState<Notice>(null);
  const onDone = (text: string) => setNotice({ kind: 'success', text });
  return (
    <div className="console-panel panel fees-panel">
      <h2 className="visually-hidden">Fees</h2>
      <FormNotice notice={notice} />
      <QueryState query={fees} loading="Loading the fees…">
        {(page) => {
          const { pending, due, history } = groupFees(page.fees);
          const readAt = fees.dataUpdatedAt;
          const lists = { readAt, onDone };
          return (
            <div className="fee-lists">
              <FeeList
                id="pending"
                title="Waiting to be charged"
                fees={pending}
                empty={MESSAGES.feesNonePending}
                {...lists}
              />
              <FeeList id="due" title="Due" fees={due} empty={MESSAGES.feesNoneDue} {...lists} />
              <FeeList
                id="history"
                title="Charged and waived"
                fees={history}
                empty={MESSAGES.feesNoHistory}
                {...lists}
              />
            </div>
          );
        }}
      </QueryState>
      <FeeGraceForm />
    </div>
  );
}
