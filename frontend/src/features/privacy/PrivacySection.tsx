import { formatDateTimeLong, MESSAGES } from '@esthetics/domain';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api, bearer, type Schemas } from '../../api/client';
import { withToken } from '../../api/request-options';
import { FormNotice, type Notice } from '../../components/FormNotice';
import { useTimeZone } from '../account/useTimeZone';
import { appointmentView, splitAppointments } from '../client/appointments';
import type { ClientSession } from '../client/client-session';
import { useClient } from '../client/ClientProvider';
import { $api } from '../../api/queries';
import { appointmentsQuery, cancelPreviewQuery } from '../client/queries';
import { refusalOf } from '../self-service/terms';
import { HealthCodeStep } from '../health-access/HealthCodeStep';
import { healthAccessQuery } from '../health-access/queries';
import { ConfirmByEmailDialog } from './ConfirmByEmailDialog';
import { fileNameOf, saveJson } from './download';
import './privacy.css';
import { BusyButton } from '../../components/BusyButton';

type Appointment = Schemas['AppointmentDto'];

/** "Your data and privacy": the export, who read the health answers, and the account's deletion. */
export function PrivacySection({ session }: { session: ClientSession }) {
  const [notice, setNotice] = useState<Notice>(null);
  const [downloading, setDownloading] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [unlocking, setUnlocking] = useState(false);
  const id = session.client.id;
  // The export holds the health answers, and a deletion cannot be undone: both need this session
  // confirmed by the e-mailed code, as the health form does (asked for only when the client wants it).
  const access = useQuery(healthAccessQuery(id, session.token));

  const download = async () => {
    setDownloading(true);
    setNotice(null);
    try {
      const { data, response } = await api.GET('/api/clients/{id}/export', {
        params: { path: { id } },
        headers: bearer(session.token),
      });
      if (!data) throw new Error(MESSAGES.privacyDownloadFailed);
      const today = new Date().toISOString().slice(0, 10);
      saveJson(
        fileNameOf(response.headers.get('content-disposition'), `my-data-${today}.json`),
        data,
      );
      setNotice({ kind: 'success', text: MESSAGES.privacyDownloaded });
    } catch {
      setNotice({ kind: 'error', text: MESSAGES.privacyDownloadFailed });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="card privacy" aria-labelledby="privacy-title">
      <h2 id="privacy-title">{MESSAGES.privacyTitle}</h2>
      <p>{MESSAGES.privacyIntro}</p>
      {access.data?.confirmed ? (
        <div className="btn-row privacy-actions">
          <BusyButton
            type="button"
            className="btn btn--ghost"
            onClick={() => void download()}
            busy={downloading && 'Preparing…'}
          >
            {MESSAGES.privacyDownload}
          </BusyButton>
          <button
            type="button"
            className="btn btn--ghost privacy-delete"
            onClick={() => setDeleting(true)}
          >
            {MESSAGES.deleteAccountAction}
          </button>
        </div>
      ) : unlocking && access.data ? (
        <HealthCodeStep session={session} access={access.data} />
      ) : (
        <>
          <p>{MESSAGES.privacyConfirmFirst}</p>
          <div className="btn-row privacy-actions">
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => setUnlocking(true)}
              disabled={!access.data}
            >
              {MESSAGES.privacyConfirmAction}
            </button>
          </div>
        </>
      )}
      <FormNotice notice={notice} />
      <HealthAccessLog session={session} />
      <DeleteAccountDialog open={deleting} onClose={() => setDeleting(false)} session={session} />
    </section>
  );
}

function HealthAccessLog({ session }: { session: ClientSession }) {
  const timeZone = useTimeZone();
  const log = $api.useQuery('get', '/api/clients/{id}/health-access-log', {
    params: { path: { id: session.client.id } },
    ...withToken(session.token),
  });
  return (
    <>
      <h3 id="health-access-title">{MESSAGES.healthAccessTitle}</h3>
      {log.isPending ? (
        <p className="state" role="status">
          Loading…
        </p>
      ) : log.isError ? (
        <p className="state state--error" role="alert">
          {refusalOf(log.error, MESSAGES.networkError).message}
        </p>
      ) : log.data.entries.length === 0 ? (
        <p className="state">{MESSAGES.healthAccessEmpty}</p>
      ) : (
        <ul className="privacy-log" aria-labelledby="health-access-title">
          {log.data.entries.map((e) => (
            <li key={e.id}>
              <time dateTime={e.read_at}>{formatDateTimeLong(new Date(e.read_at), timeZone)}</time>
              <span>
                {e.admin} viewed {MESSAGES.healthAccessWhat(e.what)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function DeleteAccountDialog({
  open,
  onClose,
  session,
}: {
  open: boolean;
  onClose: () => void;
  session: ClientSession;
}) {
  const { logout } = useClient();
  const erase = $api.useMutation('delete', '/api/clients/{id}');
  const email = session.client.email;

  const confirm = (typed: string, refused: (error: unknown) => void) => {
    erase.mutate(
      {
        params: { path: { id: session.client.id } },
        body: { confirm_email: typed },
        ...withToken(session.token),
      },
      {
        // The account is gone: so is the session; the login page says why.
        onSuccess: (data) => logout(data.message),
        onError: refused,
      },
    );
  };

  return (
    <ConfirmByEmailDialog
      open={open}
      title={MESSAGES.deleteAccountTitle}
      email={email}
      typeLabel={MESSAGES.deleteAccountTypeEmail(email)}
      confirmLabel={MESSAGES.deleteAccountConfirm}
      busy={erase.isPending}
      onClose={onClose}
      onConfirm={confirm}
    >
      <p>{MESSAGES.deleteAccountExplain}</p>
      {open && <UpcomingCancellations session={session} />}
    </ConfirmByEmailDialog>
  );
}

/** The upcoming appointments the deletion cancels, each with what the policy gives back. */
function UpcomingCancellations({ session }: { session: ClientSession }) {
  const timeZone = useTimeZone();
  const list = useQuery(appointmentsQuery(session.client.id, session.token));
  if (list.isPending) {
    return (
      <p className="state" role="status">
        Loading your appointments…
      </p>
    );
  }
  if (list.isError) return null;
  const now = new Date();
  const upcoming = splitAppointments(list.data.appointments, now).upcoming.filter(
    (a) => a.status === 'pending' || a.status === 'confirmed',
  );
  if (upcoming.length === 0) return <p>{MESSAGES.deleteAccountNoUpcoming}</p>;
  return (
    <>
      <p>{MESSAGES.deleteAccountUpcoming}</p>
      <ul className="privacy-upcoming">
        {upcoming.map((a) => (
          <UpcomingTerms key={a.id} a={a} now={now} timeZone={timeZone} session={session} />
        ))}
      </ul>
    </>
  );
}

function UpcomingTerms({
  a,
  now,
  timeZone,
  session,
}: {
  a: Appointment;
  now: Date;
  timeZone: string;
  session: ClientSession;
}) {
  const view = appointmentView(a, now, timeZone);
  const preview = useQuery({ ...cancelPreviewQuery(a.id, session.token), retry: false });
  return (
    <li>
      <span>
        <strong>{view.title}</strong>, {view.when}
      </span>
      {preview.data && <span className="privacy-terms">{preview.data.terms.message}</span>}
    </li>
  );
}
