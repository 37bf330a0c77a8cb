import { dateInZone, MESSAGES } from '@esthetics/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { withToken } from '../../../api/request-options';
import { ConfirmDialog } from '../../../components/Dialog';
import { FormNotice, type Notice } from '../../../components/FormNotice';
import { QueryState } from '../../account/QueryState';
import { useTimeZone } from '../../account/useTimeZone';
import { useAdminSession } from '../AdminProvider';
import { formatDayLong } from '../agenda-dates';
import { ConsoleRow } from '../ConsoleListPanel';
import { $api } from '../../../api/queries';
import { useAdminQuery } from '../useAdminQuery';
import {
  offerText,
  rangeText,
  shiftDay,
  WAITLIST_STATE_LABELS,
  type WaitlistEntry,
} from './waitlist-day';
import '../panels.css';
import { AREA_READS } from '../../../api/query-client';

const STATE_BADGES: Record<WaitlistEntry['state'], string> = {
  waiting: 'badge badge--pending',
  offered: 'badge badge--new',
  booked: 'badge badge--confirmed',
};

/** The waitlist of a day (today first): who waits for it, for what, and removing an entry. */
export default function WaitlistPanel() {
  const timeZone = useTimeZone();
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(() => dateInZone(new Date(), timeZone));
  const [removing, setRemoving] = useState<WaitlistEntry | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const query = useAdminQuery((auth) =>
    $api.queryOptions('get', '/api/admin/waitlist', { params: { query: { date } }, ...auth }),
  );
  const remove = $api.useMutation('delete', '/api/admin/waitlist/{id}', {
    onSuccess: () => {
      setNotice({ kind: 'success', text: MESSAGES.waitlistEntryRemoved(removing?.name ?? '') });
      setRemoving(null);
      void queryClient.invalidateQueries(AREA_READS);
    },
    onError: (error) => {
      setNotice({ kind: 'error', text: failureMessage(error, MESSAGES.unknownError) });
      setRemoving(null);
    },
  });

  return (
    <div className="console-panel">
      <h2 className="visually-hidden">Waitlist</h2>
      <div className="waitlist-toolbar">
        <button
          type="button"
          className="btn btn--small btn--ghost"
          onClick={() => setDate(shiftDay(date, -1))}
        >
          Previous day
        </button>
        <div className="field">
          <label htmlFor="waitlist-date">Day</label>
          <input
            id="waitlist-date"
            type="date"
            value={date}
            onChange={(e) => e.target.value && setDate(e.target.value)}
          />
        </div>
        <button
          type="button"
          className="btn btn--small btn--ghost"
          onClick={() => setDate(shiftDay(date, 1))}
        >
          Next day
        </button>
      </div>
      <FormNotice notice={notice} />
      <QueryState query={query} loading="Loading the waitlist…">
        {(day) =>
          day.entries.length === 0 ? (
            <p className="state">No one is on the waitlist for {formatDayLong(day.date)}.</p>
          ) : (
            <ul className="console-list">
              {day.entries.map((entry) => (
                <li key={entry.id}>
                  <ConsoleRow
                    label={`${entry.name}, ${WAITLIST_STATE_LABELS[entry.state].toLowerCase()}`}
                    title={entry.name}
                    aside={
                      <span className={STATE_BADGES[entry.state]}>
                        {WAITLIST_STATE_LABELS[entry.state]}
                      </span>
                    }
                  >
                    <dl className="console-facts">
                      <div>
                        <dt>Services</dt>
                        <dd>{entry.services.join(', ')}</dd>
                      </div>
                      <div>
                        <dt>Start times</dt>
                        <dd>{rangeText(entry)}</dd>
                      </div>
                      <div>
                        <dt>Days</dt>
                        <dd>{entry.days.map(formatDayLong).join('; ')}</dd>
                      </div>
                      <div>
                        <dt>Email</dt>
                        <dd>{entry.email}</dd>
                      </div>
                      <div>
                        <dt>Phone</dt>
                        <dd>{entry.phone}</dd>
                      </div>
                      <div>
                        <dt>Joined</dt>
                        <dd>
                          {new Date(entry.joined_at).toLocaleString('en-US', {
                            timeZone,
                            dateStyle: 'medium',
                            timeStyle: 'short',
                          })}
                        </dd>
                      </div>
                      {entry.offer && (
                        <div>
                          <dt>Held for them</dt>
                          <dd>{offerText(entry, timeZone)}</dd>
                        </div>
                      )}
                    </dl>
                    <div className="btn-group">
                      <button
                        type="button"
                        className="btn btn--small btn--ghost"
                        aria-label={`Remove ${entry.name}`}
                        onClick={() => {
                          setNotice(null);
                          setRemoving(entry);
                        }}
                      >
                        Remove
                      </button>
                    </div>
                  </ConsoleRow>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
      <ConfirmDialog
        item={removing}
        title={`Remove ${removing?.name ?? ''} from the waitlist?`}
        warning={MESSAGES.waitlistRemoveWarning}
        confirmLabel="Remove"
        busyLabel="Removing…"
        busy={remove.isPending}
        onCancel={() => setRemoving(null)}
        onConfirm={(id) => remove.mutate({ params: { path: { id } }, ...withToken(token) })}
      />
    </div>
  );
}
