import { MESSAGES, type ApiKeyScope, validateApiKey, API_KEY_NAME_MAX } from '@esthetics/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { failureMessage } from '../../api/errors';
import { withToken } from '../../api/request-options';
import { ConfirmDialog } from '../../components/Dialog';
import { FormNotice, type Notice } from '../../components/FormNotice';
import { describedBy, FieldError, useFocusProblem } from '../../components/form-fields';
import {
  errorOutcome,
  failureProblem,
  type FormOutcome,
  validationProblem,
} from '../../components/form-problem';
import { QueryState } from '../account/QueryState';
import { useTimeZone } from '../account/useTimeZone';
import { useAdminSession } from '../admin/AdminProvider';
import { CopyButton } from '../admin/CopyButton';
import { $api } from '../../api/queries';
import {
  type ApiKey,
  type CreatedApiKey,
  keyTime,
  lastUsedText,
  SCOPE_CHOICES,
  toggleScope,
} from './api-keys';
import './integrations.css';
import '../admin/panels.css';
import { BusyButton } from '../../components/BusyButton';

const PREFIX = 'api-key';
const KEYS_PATH = '/api/admin/api-keys';

/** The form creating a key: its name and the scopes it may use, each said in plain words. */
function CreateKeyForm({ onCreated }: { onCreated: (key: CreatedApiKey) => void }) {
  const { token } = useAdminSession();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<ApiKeyScope[]>([]);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  useFocusProblem(PREFIX, outcome);
  const create = $api.useMutation('post', KEYS_PATH, {
    onSuccess: (data) => {
      setName('');
      setScopes([]);
      setOutcome(null);
      onCreated(data);
    },
    onError: (error) =>
      setOutcome(errorOutcome(failureProblem(error, MESSAGES.apiKeyCreateFailed))),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const form = validateApiKey({ name, scopes });
    if (!form.ok) {
      setOutcome(errorOutcome(validationProblem(form, { name }, ['name'])));
      return;
    }
    create.mutate({ body: form.value, ...withToken(token) });
  };

  const scopesProps = describedBy(PREFIX, 'scopes', outcome, false);
  return (
    <form className="card panel-card api-key-form" onSubmit={submit} noValidate>
      <h3 id="api-key-new">Create a key</h3>
      <div className="field">
        <label htmlFor={describedBy(PREFIX, 'name', outcome, true).id}>Name</label>
        <input
          {...describedBy(PREFIX, 'name', outcome, true)}
          type="text"
          autoComplete="off"
          maxLength={API_KEY_NAME_MAX}
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
        <p className="hint" id={`${PREFIX}-name-hint`}>
          What uses it, so you know which key to revoke: “Accounting export”, “Zapier”.
        </p>
        <FieldError prefix={PREFIX} name="name" outcome={outcome} />
      </div>
      <fieldset
        className="api-key-scopes"
        id={scopesProps.id}
        tabIndex={-1}
        aria-describedby={scopesProps['aria-describedby']}
      >
        <legend>What it may do</legend>
        {SCOPE_CHOICES.map(({ scope, text }) => {
          const id = `${PREFIX}-scope-${scope.replace(':', '-')}`;
          return (
            <div className="api-key-scope" key={scope}>
              <input
                type="checkbox"
                id={id}
                name="scopes"
                value={scope}
                checked={scopes.includes(scope)}
                aria-describedby={`${id}-text`}
                onChange={(e) => setScopes(toggleScope(scopes, scope, e.target.checked))}
              />
              <label htmlFor={id}>
                <code>{scope}</code>
              </label>
              <span className="api-key-scope-text" id={`${id}-text`}>
                {text}
              </span>
            </div>
          );
        })}
        <FieldError prefix={PREFIX} name="scopes" outcome={outcome} />
      </fieldset>
      {outcome?.kind === 'error' && !outcome.field && (
        <p className="notice notice--error" role="alert">
          {outcome.text}
        </p>
      )}
      <BusyButton
        className="btn btn--accent panel-card-action"
        busy={create.isPending && 'Creating…'}
      >
        Create key
      </BusyButton>
    </form>
  );
}

/** The key just created, shown this once, with a copy button and the warning that it will not be again. */
function NewKey({ created, onDone }: { created: CreatedApiKey; onDone: () => void }) {
  const box = useRef<HTMLElement>(null);
  useEffect(() => box.current?.focus(), [created.id]);
  return (
    <section
      ref={box}
      className="card panel-card api-key-new"
      tabIndex={-1}
      aria-labelledby="api-key-created"
      data-testid="api-key-created"
    >
      <h3 id="api-key-created">Your new key “{created.name}”</h3>
      <p className="api-key-warning" role="status">
        <strong>{MESSAGES.apiKeyCreated}</strong>
      </p>
      <code className="api-key-secret" data-testid="api-key-secret">
        {created.key}
      </code>
      <div className="btn-row">
        <CopyButton text={created.key} label="Copy key" className="btn btn--accent btn--small" />
        <button type="button" className="btn btn--ghost btn--small" onClick={onDone}>
          I have copied it
        </button>
      </div>
    </section>
  );
}

function KeyRow({ apiKey, onRevoke }: { apiKey: ApiKey; onRevoke: () => void }) {
  const timeZone = useTimeZone();
  const titleId = `api-key-${apiKey.id}`;
  return (
    <li
      className="console-row api-key-row item-row"
      aria-labelledby={titleId}
      data-testid="api-key-row"
    >
      <div className="api-key-main item-main">
        <h4 id={titleId}>{apiKey.name}</h4>
        <p className="api-key-prefix">
          <code>{apiKey.prefix}…</code>
        </p>
        <ul className="api-key-chips" aria-label="Scopes">
          {apiKey.scopes.map((scope) => (
            <li key={scope}>
              <code>{scope}</code>
            </li>
          ))}
        </ul>
        <dl className="api-key-facts inline-facts">
          <div>
            <dt>Created</dt>
            <dd>{keyTime(apiKey.created_at, timeZone)}</dd>
          </div>
          <div>
            <dt>Last used</dt>
            <dd data-testid="api-key-last-used">{lastUsedText(apiKey, timeZone)}</dd>
          </div>
        </dl>
      </div>
      <button
        type="button"
        className="btn btn--ghost btn--small api-key-revoke"
        aria-describedby={titleId}
        onClick={onRevoke}
      >
        Revoke
      </button>
    </li>
  );
}

/**
 * The API keys of the Integrations tab: create one (the key shown once), the live keys with their
 * prefix, scopes, creation and last use, and revoking one after an accessible confirmation.
 */
export function ApiKeysPanel() {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const list = useQuery($api.queryOptions('get', KEYS_PATH, { ...withToken(token) }));
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['get', KEYS_PATH] });
  const revoke = $api.useMutation('delete', '/api/admin/api-keys/{id}', {
    onSuccess: () => {
      setNotice({ kind: 'success', text: MESSAGES.apiKeyRevoked(revoking?.name ?? '') });
      setRevoking(null);
      void refresh();
    },
    onError: (error) => {
      setNotice({ kind: 'error', text: failureMessage(error, MESSAGES.apiKeyRevokeFailed) });
      setRevoking(null);
      void refresh();
    },
  });

  return (
    <section className="api-keys" aria-labelledby="api-keys-title">
      <h3 id="api-keys-title" className="api-keys-title">
        {MESSAGES.apiKeysTitle}
      </h3>
      <p className="panel-note">{MESSAGES.apiKeysIntro}</p>
      <FormNotice notice={notice} />
      {created && <NewKey created={created} onDone={() => setCreated(null)} />}
      <div className="api-keys-grid">
        <CreateKeyForm
          onCreated={(key) => {
            setNotice(null);
            setCreated(key);
            void refresh();
          }}
        />
        <section className="card panel-card" aria-labelledby="api-keys-live">
          <h3 id="api-keys-live">Your keys</h3>
          <QueryState query={list} loading="Loading the keys…" failed={MESSAGES.apiKeysLoadFailed}>
            {(data) =>
              data.keys.length === 0 ? (
                <p className="hint">{MESSAGES.apiKeysNone}</p>
              ) : (
                <ul className="api-key-list">
                  {data.keys.map((apiKey) => (
                    <KeyRow
                      key={apiKey.id}
                      apiKey={apiKey}
                      onRevoke={() => {
                        setNotice(null);
                        setRevoking(apiKey);
                      }}
                    />
                  ))}
                </ul>
              )
            }
          </QueryState>
        </section>
      </div>
      <ConfirmDialog
        item={revoking}
        title={MESSAGES.apiKeyRevokeTitle(revoking?.name ?? '')}
        warning={MESSAGES.apiKeyRevokeWarning}
        cancelLabel="Keep it"
        confirmLabel="Revoke key"
        busyLabel="Revoking…"
        busy={revoke.isPending}
        onCancel={() => setRevoking(null)}
        onConfirm={(id) => revoke.mutate({ params: { path: { id } }, ...withToken(token) })}
      />
    </section>
  );
}
