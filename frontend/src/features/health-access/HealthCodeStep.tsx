import { MESSAGES } from '@esthetics/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Schemas } from '../../api/client';
import { withToken } from '../../api/request-options';
import type { ClientSession } from '../client/client-session';
import { $api } from '../../api/queries';
import { CodeInput, useCodeEntry } from './CodeInput';
import { failureNotice, sentLine } from './code-step';
import { healthAccessQuery } from './queries';
import { StepNoticeLine } from './StepNoticeLine';
import './health-code.css';
import { BusyButton } from '../../components/BusyButton';

type Access = Schemas['HealthAccessDto'];

const CODE_ID = 'health-code';
const ERROR_ID = 'health-code-error';

/**
 * The step before the health form, once per browser session: a code is e-mailed to the client (at
 * once, unless this session already has one on its way) and typed in here. Confirmed, the tab shows
 * the form. Every answer is read out (aria-live); a refusal says why and what to do.
 */
export function HealthCodeStep({ session, access }: { session: ClientSession; access: Access }) {
  const queryClient = useQueryClient();
  const id = session.client.id;
  const request = $api.useMutation('post', '/api/clients/{id}/health-access/code');
  const confirm = $api.useMutation('post', '/api/clients/{id}/health-access/confirm');
  const input = useRef<HTMLInputElement>(null);
  const entry = useCodeEntry(input);
  const { notice, setNotice } = entry;
  const [sent, setSent] = useState(access.code_expires_at !== null);

  const sendCode = (again: boolean) => {
    if (request.isPending) return;
    setNotice(null);
    request.mutate(
      { params: { path: { id } }, ...withToken(session.token) },
      {
        onSuccess: (data) => {
          setSent(true);
          entry.setCode('');
          // Sent by itself, the code leaves focus where the client is (the tab she arrowed to);
          // asked for again, the field takes it for the new code.
          if (!again) return;
          setNotice({ kind: 'status', text: data.message });
          input.current?.focus();
        },
        onError: (error) => setNotice(failureNotice(error, MESSAGES.healthCodeSendFailed)),
      },
    );
  };

  // The first time this session opens the tab, the code goes out by itself (once, even when React
  // runs the effect twice in development).
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || access.code_expires_at !== null) return;
    asked.current = true;
    sendCode(false);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const submit = (e: FormEvent) =>
    entry.submit(e, confirm.isPending, (code) =>
      confirm.mutate(
        { params: { path: { id } }, body: { code }, ...withToken(session.token) },
        {
          onSuccess: () =>
            queryClient.setQueryData(healthAccessQuery(id, session.token).queryKey, {
              ...access,
              confirmed: true,
              code_expires_at: null,
            }),
          onError: entry.refused,
        },
      ),
    );

  return (
    <form
      className="form card health-code"
      onSubmit={submit}
      noValidate
      aria-labelledby="health-code-title"
    >
      <h2 id="health-code-title">Confirm it’s you</h2>
      <p className="form-note" aria-live="polite">
        {sent
          ? sentLine(access.email_hint)
          : request.isPending
            ? 'Sending your code…'
            : MESSAGES.healthCodeRequired}
      </p>
      <div className="field">
        <label htmlFor={CODE_ID}>6-digit code</label>
        <CodeInput
          entry={entry}
          inputRef={input}
          id={CODE_ID}
          errorId={ERROR_ID}
          hintId="health-code-hint"
          pattern="[0-9 -]*"
        />
        <p className="hint" id="health-code-hint">
          Not in your inbox? Look in your spam folder, or send a new code.
        </p>
      </div>
      <StepNoticeLine notice={notice} errorId={ERROR_ID} />
      <div className="health-code__actions">
        <BusyButton className="btn" busy={confirm.isPending && 'Checking…'}>
          Confirm code
        </BusyButton>
        <BusyButton
          type="button"
          className="btn btn--ghost"
          onClick={() => sendCode(true)}
          busy={request.isPending && 'Sending…'}
        >
          Send a new code
        </BusyButton>
      </div>
    </form>
  );
}
