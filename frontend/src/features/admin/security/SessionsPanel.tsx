import { OffsetPager } from '../OffsetPager';
import { MESSAGES } from '@esthetics/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { failureMessage } from '../../../api/errors';
import { withToken } from '../../../api/request-options';
import { ConfirmDialog } from '../../../components/Dialog';
import { FormNotice, type Notice } from '../../../components/FormNotice';
import { QueryState } from '../../account/QueryState';
import { useTimeZone } from '../../account/useTimeZone';
import { useAdminSession } from '../AdminProvider';
import { $api } from '../../../api/queries';
import {
  deviceName,
  type LiveSession,
  SESSIONS_PAGE_SIZE,
  sessionsPage,
  sessionTime,
} from './sessions';

const SESSIONS_PATH = '/api/admin/sessions';
/** The dialog's item when every other session is to end. */
const OTHERS = { id: 'others' };

function SessionRow({ session, onEnd }: { session: LiveSession; onEnd: () => void }) {
  const timeZone = useTimeZone();
  const titleId = `admin-session-${session.id}`;
  return (
    <li
      className="admin-session-row item-row"
      aria-labelledby={titleId}
      data-testid="admin-session-row"
    >
      <div className="admin-session-main item-main">
        <h4 id={titleId}>
          {deviceName(session.user_agent)}
          {session.current && <span className="admin-session-current">This browser</span>}
        </h4>
        <dl className="admin-session-facts inline-facts">
          <div>
            <dt>Signed in</dt>
            <dd>{sessionTime(session.created_at, timeZone)}</dd>
          </div>
          <div>
            <dt>Last active</dt>
            <dd>{sessionTime(session.last_seen_at, timeZone)}</dd>
          </div>
          <div>
            <dt>Network</dt>
            <dd>{session.ip_prefix ?? 'Unknown'}</dd>
          </div>
          <div>
            <dt>Ends</dt>
            <dd>{sessionTime(session.expires_at, timeZone)}</dd>
          </div>
        </dl>
      </div>
      {!session.current && (
        <button
          type="button"
          className="btn btn--ghost btn--small admin-session-end"
          aria-describedby={titleId}
          onClick={onEnd}
        >
          End session
        </button>
      )}
    </li>
  );
}

/**
 * The browsers signed in to the console: each with where and when, this one marked; ending one, or
 * every other one, after an accessible confirmation. Ten a page.
 */
export function SessionsPanel() {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const [offset, setOffset] = useState(0);
  const list = useQuery(
    $api.queryOptions('get', SESSIONS_PATH, {
      params: { query: { limit: SESSIONS_PAGE_SIZE, offset } },
      ...withToken(token),
    }),
  );
  const [ending, setEnding] = useState<{ id: string } | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['get', SESSIONS_PATH] });
  const settled = (next: Notice) => {
    setNotice(next);
    setEnding(null);
    setOffset(0);
    void refresh();
  };
  const endOne = $api.useMutation('delete', '/api/admin/sessions/{id}', {
    onSuccess: () => settled({ kind: 'success', text: MESSAGES.adminSessionEndedNotice }),
    onError: (error) =>
      settled({ kind: 'error', text: failureMessage(error, MESSAGES.adminSessionEndFailed) }),
  });
  const endOthers = $api.useMutation('delete', SESSIONS_PATH, {
    onSuccess: (data) => settled({ kind: 'success', text: data.message }),
    onError: (error) =>
      settled({ kind: 'error', text: failureMessage(error, MESSAGES.adminSessionEndFailed) }),
  });
  const others = ending === OTHERS;

  return (
    <section className="card panel-card admin-sessions" aria-labelledby="admin-sessions-title">
      <h3 id="admin-sessions-title">{MESSAGES.adminSessionsTitle}</h3>
      <p className="panel-note">{MESSAGES.adminSessionsIntro}</p>
      <FormNotice notice={notice} />
      <QueryState
        query={list}
        loading="Loading the sessions…"
        failed={MESSAGES.adminSessionsLoadFailed}
      >
        {(data) => {
          const page = sessionsPage(offset, data.sessions.length, data.total);
          return (
            <>
              <ul className="admin-session-list">
                {data.sessions.map((session) => (
                  <SessionRow
                    key={session.id}
                    session={session}
                    onEnd={() => {
                      setNotice(null);
                      setEnding(session);
                    }}
                  />
                ))}
              </ul>
              <OffsetPager
                page={page}
                onOffset={setOffset}
                label="Pages of sessions"
                className="admin-session-pages"
                previous="Previous"
                next="Next"
              />
              {data.total > 1 && (
                <button
                  type="button"
                  className="btn btn--accent btn--small admin-session-end-others"
                  onClick={() => {
                    setNotice(null);
                    setEnding(OTHERS);
                  }}
                >
                  End every other session
                </button>
              )}
            </>
          );
        }}
      </QueryState>
      <ConfirmDialog
        item={ending}
        title={others ? MESSAGES.adminSessionsEndOthersTitle : MESSAGES.adminSessionEndTitle}
        warning={others ? MESSAGES.adminSessionsEndOthersWarning : MESSAGES.adminSessionEndWarning}
        cancelLabel="Keep"
        confirmLabel={others ? 'End other sessions' : 'End session'}
        busyLabel="Ending…"
        busy={endOne.isPending || endOthers.isPending}
        onCancel={() => setEnding(null)}
        onConfirm={(id) =>
          id === OTHERS.id
            ? endOthers.mutate({ ...withToken(token) })
            : endOne.mutate({ params: { path: { id } }, ...withToken(token) })
        }
      />
    </section>
  );
}
