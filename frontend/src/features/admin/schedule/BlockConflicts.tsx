import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { withToken } from '../../../api/request-options';
import { FormNotice, type Notice } from '../../../components/FormNotice';
import { QueryState } from '../../account/QueryState';
import { useAdminSession } from '../AdminProvider';
import { $api } from '../../../api/queries';
import type { TimeBlockBody } from './block-draft';
import { ConflictRow } from './ConflictRow';
import { BusyButton } from '../../../components/BusyButton';

/**
 * Before a block is saved over booked time: the pending and confirmed appointments it would cover
 * (read again after each move or cancel, as every console change refreshes the reads). The owner
 * keeps them and blocks the rest, or moves or cancels each one first; the block itself changes none.
 */
export function BlockConflicts({
  body,
  timeZone,
  saving,
  onSave,
  onBack,
}: {
  body: TimeBlockBody;
  timeZone: string;
  saving: boolean;
  /** Save the block; `keep`: with the appointments still in it. */
  onSave: (keep: boolean) => void;
  onBack: () => void;
}) {
  const { token } = useAdminSession();
  const [notice, setNotice] = useState<Notice>(null);
  // It takes the place of the form's button: the focus moves to it rather than to the page's top.
  const ref = useRef<HTMLElement>(null);
  useEffect(() => ref.current?.focus(), []);
  const preview = useQuery(
    $api.queryOptions('post', '/api/admin/schedule/blocks/preview', {
      body,
      ...withToken(token),
    }),
  );
  return (
    <section
      ref={ref}
      tabIndex={-1}
      className="timeoff-conflicts"
      aria-labelledby="timeoff-conflicts-title"
    >
      <FormNotice notice={notice} />
      <QueryState query={preview} loading="Looking for appointments in this time…">
        {({ appointments }) =>
          appointments.length === 0 ? (
            <>
              <h4 id="timeoff-conflicts-title">Nothing is booked in this time any more</h4>
              <div className="btn-row">
                <BusyButton
                  type="button"
                  className="btn btn--accent"
                  onClick={() => onSave(false)}
                  busy={saving && 'Saving…'}
                >
                  Save the time off
                </BusyButton>
                <button type="button" className="btn btn--ghost" onClick={onBack}>
                  Change the time
                </button>
              </div>
            </>
          ) : (
            <>
              <h4 id="timeoff-conflicts-title">
                {appointments.length === 1
                  ? '1 appointment is booked in this time'
                  : `${appointments.length} appointments are booked in this time`}
              </h4>
              <p className="panel-note">
                Saving the time off never cancels anything.{' '}
                {appointments.length === 1
                  ? 'Keep it, or move or cancel it first'
                  : 'Keep them, or move or cancel each one first'}{' '}
                (the client gets the usual e-mail).
              </p>
              <ul className="timeoff-conflict-list">
                {appointments.map((a) => (
                  <ConflictRow key={a.id} a={a} timeZone={timeZone} notify={setNotice} />
                ))}
              </ul>
              <div className="btn-row">
                <button
                  type="button"
                  className="btn btn--accent"
                  disabled={saving}
                  onClick={() => onSave(true)}
                >
                  {saving
                    ? 'Saving…'
                    : `Keep ${appointments.length === 1 ? 'it' : 'them'} and block the rest`}
                </button>
                <button type="button" className="btn btn--ghost" onClick={onBack}>
                  Change the time
                </button>
              </div>
            </>
          )
        }
      </QueryState>
    </section>
  );
}
