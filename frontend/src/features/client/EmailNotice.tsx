import { maskEmail, MESSAGES } from '@esthetics/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, type FormEvent } from 'react';
import { withToken } from '../../api/request-options';
import { CodeInput, useCodeEntry } from '../health-access/CodeInput';
import { failureNotice } from '../health-access/code-step';
import { StepNoticeLine } from '../health-access/StepNoticeLine';
import { useClient } from './ClientProvider';
import type { ClientSession } from './client-session';
import { $api } from '../../api/queries';
import { appointmentsQuery, emailStatusQuery } from './queries';
import './email-notice.css';
import { BusyButton } from '../../components/BusyButton';

const CODE_ID = 'email-code';
const ERROR_ID = 'email-code-error';

/**
 * Above the dashboard's tabs while the account's e-mail is not confirmed, or a new one waits for
 * confirmation: where the code went, a field for it, and a button to send it again. Confirmed, it
 * goes away; bookings made as a guest with the address then show under Appointments.
 */
export function EmailNotice({ session }: { session: ClientSession }) {
  const id = session.client.id;
  const queryClient = useQueryClient();
  const { updateClient } = useClient();
  const status = useQuery(emailStatusQuery(id, session.token));
  const resend = $api.useMutation('post', '/api/clients/{id}/email/code');
  const confirm = $api.useMutation('post', '/api/clients/{id}/email/confirm');
  const input = useRef<HTMLInputElement>(null);
  const entry = useCodeEntry(input);
  const { notice, setNotice } = entry;

  const data = status.data;
  if (!data || (data.email_verified && !data.pending_email)) return null;
  const pending = data.pending_email;
  const hint = maskEmail(pending ?? data.email);

  const call = { params: { path: { id } }, ...withToken(session.token) };
  const sendAgain = () => {
    if (resend.isPending) return;
    setNotice(null);
    resend.mutate(call, {
      onSuccess: (sent) => {
        setNotice({ kind: 'status', text: sent.message });
        void queryClient.invalidateQueries({
          queryKey: emailStatusQuery(id, session.token).queryKey,
        });
        input.current?.focus();
      },
      onError: (error) => setNotice(failureNotice(error, MESSAGES.healthCodeSendFailed)),
    });
  };

  const submit = (e: FormEvent) =>
    entry.submit(e, confirm.isPending, (code) =>
      confirm.mutate(
        { ...call, body: { code } },
        {
          onSuccess: (done) => {
            entry.setCode('');
            updateClient({ email: done.email, email_verified: true });
            void queryClient.invalidateQueries({
              queryKey: emailStatusQuery(id, session.token).queryKey,
            });
            void queryClient.invalidateQueries({
              queryKey: appointmentsQuery(id, session.token).queryKey,
            });
          },
          onError: entry.refused,
        },
      ),
    );

  return (
    <form
      className="card email-notice"
      onSubmit={submit}
      noValidate
      aria-labelledby="email-notice-title"
    >
      <h2 id="email-notice-title">
        {pending ? 'Confirm your new e-mail address' : 'Confirm your e-mail address'}
      </h2>
      <p>
        {pending
          ? MESSAGES.emailPendingNotice(hint)
          : data.code_sent
            ? MESSAGES.emailUnverifiedNotice(hint)
            : MESSAGES.emailUnconfirmedNoCode(hint)}
      </p>
      <div className="email-notice__row">
        <div className="field">
          <label htmlFor={CODE_ID}>{MESSAGES.emailCodeLabel}</label>
          <CodeInput entry={entry} inputRef={input} id={CODE_ID} errorId={ERROR_ID} />
        </div>
        <BusyButton className="btn" busy={confirm.isPending && 'Checking…'}>
          {MESSAGES.emailConfirmAction}
        </BusyButton>
        <button
          type="button"
          className="btn btn--ghost"
          onClick={sendAgain}
          disabled={resend.isPending}
        >
          {resend.isPending
            ? 'Sending…'
            : data.code_sent
              ? MESSAGES.emailResend
              : MESSAGES.emailSendCode}
        </button>
      </div>
      <StepNoticeLine notice={notice} errorId={ERROR_ID} />
    </form>
  );
}
