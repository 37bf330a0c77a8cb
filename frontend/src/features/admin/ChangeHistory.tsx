import { MESSAGES } from '@esthetics/domain';
import { AmountLines } from '../self-service/AmountLines';
import { changeView, type AppointmentChange } from '../self-service/terms';
import '../self-service/self-service.css';

/**
 * Every change of an appointment, oldest first: who made it and when, from what to what, and the
 * money of a cancellation or a no-show, with what the policy said.
 */
export function ChangeHistory({
  changes,
  timeZone,
}: {
  changes: readonly AppointmentChange[];
  timeZone: string;
}) {
  if (changes.length === 0) return <p className="state">{MESSAGES.appointmentNoChanges}</p>;
  return (
    <ol className="history-list">
      {changes.map((change) => {
        const view = changeView(change, timeZone);
        return (
          <li key={view.id} className={`history-entry history-entry--${change.kind}`}>
            <p className="history-head">
              <strong>{view.what}</strong>
              <span className="fact-note">
                {view.who} · <time dateTime={change.at}>{view.when}</time>
              </span>
            </p>
            {(view.from || view.to) && (
              <p className="history-move">
                <span className="visually-hidden">From </span>
                {view.from ?? '—'} <span aria-hidden="true">→</span>
                <span className="visually-hidden"> to</span> {view.to ?? '—'}
              </p>
            )}
            <AmountLines lines={view.amounts} />
            {view.message && <p className="history-message">{view.message}</p>}
          </li>
        );
      })}
    </ol>
  );
}
