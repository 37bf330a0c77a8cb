import { MESSAGES } from '@esthetics/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { withToken } from '../../api/request-options';
import { ConfirmDialog } from '../../components/Dialog';
import { FormNotice } from '../../components/FormNotice';
import { useAdminSession } from '../admin/AdminProvider';
import { CopyButton } from '../admin/CopyButton';
import { $api } from '../../api/queries';
import { useTimeZone } from '../account/useTimeZone';
import { DeliveryLog, WEBHOOKS_LIST_KEY as LIST_KEY } from './DeliveryLog';
import {
  callNotice,
  checkDraft,
  EMPTY_DRAFT,
  EMPTY_ENDPOINTS_TEXT,
  endpointView,
  EVENT_CHOICES,
  toggleEvent,
  type EndpointDraft,
  type EndpointView,
  type WebhookNotice,
} from './webhooks';
import './webhooks.css';
import '../admin/panels.css';
import { BusyButton } from '../../components/BusyButton';

/** The add form; answers the new endpoint's secret, shown once with a copy button. */
function AddEndpoint({ notify }: { notify: (n: WebhookNotice | null) => void }) {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const id = useId();
  const [draft, setDraft] = useState<EndpointDraft>(EMPTY_DRAFT);
  const [problem, setProblem] = useState<{ text: string; field: string } | null>(null);
  const [secret, setSecret] = useState<string | null>(null);
  const create = $api.useMutation('post', '/api/admin/webhooks', {
    onSuccess: (data) => {
      setSecret(data.secret);
      setDraft(EMPTY_DRAFT);
      notify(null);
    },
    onError: (error) => notify(callNotice({ ok: false, error })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: LIST_KEY }),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkDraft(draft);
    if (!checked.ok) {
      setProblem(checked);
      document.getElementById(`${id}-${checked.field}`)?.focus();
      return;
    }
    setProblem(null);
    setSecret(null);
    create.mutate({ body: checked.body, ...withToken(token) });
  };
  const errorOf = (field: string) => (problem?.field === field ? problem.text : null);

  return (
    <section className="panel webhook-add" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>Add an endpoint</h3>
      {secret && (
        <div className="notice notice--success webhook-secret" role="status">
          <p>{MESSAGES.webhookCreated}</p>
          <p>
            <code data-testid="webhook-secret">{secret}</code>{' '}
            <CopyButton text={secret} label="Copy the secret" />
          </p>
        </div>
      )}
      <form noValidate onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-url`}>URL</label>
          <input
            id={`${id}-url`}
            type="url"
            inputMode="url"
            placeholder="https://hooks.example.com/esthetics"
            value={draft.url}
            aria-invalid={errorOf('url') ? true : undefined}
            aria-describedby={errorOf('url') ? `${id}-url-error` : undefined}
            onChange={(e) => setDraft({ ...draft, url: e.target.value })}
          />
          {errorOf('url') && (
            <p id={`${id}-url-error`} className="field-error" role="alert">
              {errorOf('url')}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor={`${id}-description`}>Description (optional)</label>
          <input
            id={`${id}-description`}
            value={draft.description}
            onChange={(e) => setDraft({ ...draft, description: e.target.value })}
          />
          {errorOf('description') && (
            <p className="field-error" role="alert">
              {errorOf('description')}
            </p>
          )}
        </div>
        <fieldset
          className="webhook-events"
          aria-describedby={errorOf('events') ? `${id}-events-error` : undefined}
        >
          <legend>Events</legend>
          {EVENT_CHOICES.map((event, i) => (
            <label key={event.type} className="webhook-event">
              <input
                id={i === 0 ? `${id}-events` : undefined}
                type="checkbox"
                checked={draft.events.includes(event.type)}
                onChange={(e) => setDraft(toggleEvent(draft, event.type, e.target.checked))}
              />
              <span>
                <code>{event.type}</code> <span className="muted">{event.description}</span>
              </span>
            </label>
          ))}
          {errorOf('events') && (
            <p id={`${id}-events-error`} className="field-error" role="alert">
              {errorOf('events')}
            </p>
          )}
        </fieldset>
        <BusyButton className="btn btn--accent" busy={create.isPending && 'Adding…'}>
          Add endpoint
        </BusyButton>
      </form>
    </section>
  );
}

/** Webhooks: add an endpoint (its secret shown once), the endpoints and their delivery logs. */
export default function WebhooksPanel() {
  const { token } = useAdminSession();
  const timeZone = useTimeZone();
  const queryClient = useQueryClient();
  const [notice, setNotice] = useState<WebhookNotice | null>(null);
  const [open, setOpen] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<EndpointView | null>(null);
  const query = useQuery($api.queryOptions('get', '/api/admin/webhooks', withToken(token)));
  const remove = $api.useMutation('delete', '/api/admin/webhooks/{id}', {
    onSuccess: (data) => setNotice(callNotice({ ok: true, text: data.message })),
    onError: (error) => setNotice(callNotice({ ok: false, error })),
    onSettled: () => {
      setDeleting(null);
      void queryClient.invalidateQueries({ queryKey: LIST_KEY });
    },
  });

  return (
    <div className="console-panel webhooks-panel">
      <h2 className="visually-hidden">Webhooks</h2>
      <AddEndpoint notify={setNotice} />
      <FormNotice notice={notice} />
      <section aria-labelledby="webhook-endpoints-title">
        <h3 id="webhook-endpoints-title">Endpoints</h3>
        {query.isPending ? (
          <p className="muted">Loading the endpoints…</p>
        ) : query.isError ? (
          <p role="alert" className="notice notice--error">
            {callNotice({ ok: false, error: query.error }).text}
          </p>
        ) : query.data.endpoints.length === 0 ? (
          <p className="muted">{EMPTY_ENDPOINTS_TEXT}</p>
        ) : (
          <ul className="console-list" aria-label="Webhook endpoints">
            {query.data.endpoints.map((raw) => {
              const e = endpointView(raw, timeZone);
              const titleId = `webhook-${e.id}`;
              return (
                <li key={e.id}>
                  <article
                    className={`console-row webhook-row webhook-row--${e.state}`}
                    aria-labelledby={titleId}
                    data-testid="webhook-endpoint"
                  >
                    <header className="mail-head">
                      <h4 id={titleId} className="webhook-url">
                        {e.url}
                      </h4>
                      <span className={`badge webhook-badge webhook-badge--${e.state}`}>
                        {e.stateLabel}
                      </span>
                    </header>
                    {e.description && <p>{e.description}</p>}
                    <p className="muted">Events: {e.events}</p>
                    {e.stateDetail && <p className="webhook-state">{e.stateDetail}</p>}
                    <div className="btn-group">
                      <button
                        type="button"
                        className="btn btn--small"
                        aria-expanded={open === e.id}
                        aria-controls={`${titleId}-log`}
                        onClick={() => setOpen(open === e.id ? null : e.id)}
                      >
                        {open === e.id ? 'Hide the deliveries' : 'Deliveries'}
                      </button>
                      <button
                        type="button"
                        className="btn btn--small btn--ghost"
                        aria-label={`Delete ${e.url}`}
                        onClick={() => {
                          setNotice(null);
                          setDeleting(e);
                        }}
                      >
                        Delete
                      </button>
                    </div>
                    <div id={`${titleId}-log`}>
                      {open === e.id && <DeliveryLog endpoint={e} notify={setNotice} />}
                    </div>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </section>
      <ConfirmDialog
        item={deleting}
        title={`Delete the endpoint ${deleting?.url ?? ''}?`}
        warning={MESSAGES.webhookDeleteWarning}
        confirmLabel="Delete"
        busyLabel="Deleting…"
        busy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={(id) => remove.mutate({ params: { path: { id } }, ...withToken(token) })}
      />
    </div>
  );
}
