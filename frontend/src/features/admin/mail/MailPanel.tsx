import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { startTransition, useOptimistic, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTimeZone } from '../../account/useTimeZone';
import { withToken } from '../../../api/request-options';
import { FormNotice } from '../../../components/FormNotice';
import { useAdminSession } from '../AdminProvider';
import {
  emptyMailText,
  MAIL_FILTER_STATUSES,
  mailQuery,
  mailView,
  retryNotice,
  type MailNotice,
  type MailView,
} from './mail';
import { $api } from '../../../api/queries';
import { useListState } from '../useList';
import { ListBody } from '../ListControls';
import '../panels.css';

const OUTBOX_KEY = ['get', '/api/admin/outbox'] as const;

function MailRow({ view, notify }: { view: MailView; notify: (n: MailNotice) => void }) {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const retry = $api.useMutation('post', '/api/admin/outbox/{id}/retry', {
    onSuccess: () => notify(retryNotice({ ok: true })),
    onError: (error) => notify(retryNotice({ ok: false, error })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OUTBOX_KEY }),
  });
  const titleId = `mail-${view.id}`;
  return (
    <article
      className={`console-row mail-row mail-row--${view.state}`}
      aria-labelledby={titleId}
      data-testid="mail-row"
    >
      <div className="mail-main">
        <header className="mail-head">
          <h3 id={titleId}>{view.subject}</h3>
          <span className={`badge mail-badge mail-badge--${view.state}`}>{view.stateLabel}</span>
        </header>
        <dl className="mail-facts">
          <div>
            <dt>To</dt>
            <dd>{view.to}</dd>
          </div>
          <div>
            <dt>Kind</dt>
            <dd>
              {view.kind}
              {view.invitation && ' (with a calendar invitation)'}
            </dd>
          </div>
          <div>
            <dt>Written</dt>
            <dd>{view.written}</dd>
          </div>
          {view.sent ? (
            <div>
              <dt>Sent</dt>
              <dd>{view.sent}</dd>
            </div>
          ) : (
            <div>
              <dt>Tried</dt>
              <dd>
                {view.attempts}
                {view.nextTry && `; next try ${view.nextTry}`}
              </dd>
            </div>
          )}
        </dl>
        {view.lastError && (
          <p className="mail-error">
            <strong>Last error:</strong> {view.lastError}
          </p>
        )}
      </div>
      {(view.canSendAgain || view.appointmentHref) && (
        <div className="mail-actions">
          {view.canSendAgain && (
            <button
              type="button"
              className="btn btn--small"
              disabled={retry.isPending}
              aria-describedby={titleId}
              onClick={() =>
                retry.mutate({ params: { path: { id: view.id } }, ...withToken(token) })
              }
            >
              {retry.isPending ? 'Sending again…' : 'Send again'}
            </button>
          )}
          {view.appointmentHref && (
            <Link className="mail-open" to={view.appointmentHref} aria-describedby={titleId}>
              Open the appointment
            </Link>
          )}
        </div>
      )}
    </article>
  );
}

/** Mail health: the outbox newest first, 20 a page, failed ones highlighted and sent again. */
export default function MailPanel() {
  const { token } = useAdminSession();
  const timeZone = useTimeZone();
  const { state, setState } = useListState(MAIL_FILTER_STATUSES);
  // The box follows the click at once, while the URL (the truth) catches up.
  const [failedOnly, setFailedOnly] = useOptimistic(state.status === 'failed');
  const [notice, setNotice] = useState<MailNotice | null>(null);
  const query = useQuery({
    ...$api.queryOptions('get', '/api/admin/outbox', {
      params: { query: mailQuery(state) },
      ...withToken(token),
    }),
    placeholderData: keepPreviousData,
  });
  // "Now" is when the page was read: whether a queued e-mail is stuck.
  const now = new Date(query.dataUpdatedAt);

  return (
    <div className="console-panel panel">
      <h2 className="visually-hidden">Mail health</h2>
      <div className="panel-toolbar">
        <label className="toggle">
          <input
            type="checkbox"
            checked={failedOnly}
            onChange={(e) => {
              const checked = e.target.checked;
              setNotice(null);
              startTransition(() => {
                setFailedOnly(checked);
                setState({ ...state, status: checked ? 'failed' : '', page: 1 });
              });
            }}
          />
          Failed only
        </label>
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={query.isFetching}
          onClick={() => {
            setNotice(null);
            void query.refetch();
          }}
        >
          {query.isFetching && !query.isPending ? 'Refreshing…' : 'Refresh'}
        </button>
      </div>
      <FormNotice notice={notice} />
      <ListBody
        query={query}
        items={query.data?.messages}
        total={query.data?.total}
        state={state}
        onChange={setState}
        empty={emptyMailText(failedOnly)}
        filtered={false}
      >
        {(items) => (
          <ul className="console-list" aria-label={failedOnly ? 'Failed e-mails' : 'E-mails'}>
            {items.map((m) => (
              <li key={m.id}>
                <MailRow view={mailView(m, now, timeZone)} notify={setNotice} />
              </li>
            ))}
          </ul>
        )}
      </ListBody>
    </div>
  );
}
