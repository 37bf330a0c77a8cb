import type { ReactNode } from 'react';
import { depositLabel, type AppointmentView } from './appointments';

/**
 * When, where, what it costs and the deposit of one appointment, as terms of a `<dl>`: the client's
 * appointment card and the console's appointment row show the same four. `note` is the class of the
 * small line under a value (the address); `depositNote` follows the deposit.
 */
export function AppointmentFacts({
  view,
  note,
  depositNote,
}: {
  view: AppointmentView;
  note: string;
  depositNote?: ReactNode;
}) {
  return (
    <>
      <div>
        <dt>When</dt>
        <dd>{view.when}</dd>
      </div>
      <div>
        <dt>Where</dt>
        <dd>
          {view.where}
          {view.address && <span className={note}>{view.address}</span>}
        </dd>
      </div>
      <div>
        <dt>Total</dt>
        <dd>{view.total}</dd>
      </div>
      <div>
        <dt>Deposit</dt>
        <dd>
          {depositLabel(view.deposit)}
          {depositNote}
        </dd>
      </div>
    </>
  );
}
