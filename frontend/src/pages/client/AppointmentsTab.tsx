import { DEFAULT_TIME_ZONE, formatDateTimeLong, MESSAGES } from '@esthetics/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api/client';
import { useSiteData } from '../../api/hooks';
import { FormNotice } from '../../components/FormNotice';
import {
  appointmentView,
  icsFileName,
  depositLabel,
  paymentSetupMessage,
  splitAppointments,
  type Appointment,
  type AppointmentView,
} from '../../features/client/appointments';
import type { ClientSession } from '../../features/client/client-session';
import { $api, appointmentsQuery } from '../../features/client/queries';
import { withoutToken, withToken } from '../../api/query-client';

type Notice = { kind: 'success' | 'error'; text: string } | null;

/** Saves a file the browser already holds (a download link, clicked). */
function saveFile(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function AppointmentCard({
  appointment,
  view,
  session,
  timeZone,
}: {
  appointment: Appointment;
  view: AppointmentView;
  session: ClientSession;
  timeZone: string;
}) {
  const [notice, setNotice] = useState<Notice>(null);
  const pay = $api.useMutation('post', '/api/payments/create-session', {
    onSuccess: (data) => {
      if (data.checkout_url) window.location.assign(data.checkout_url);
      else setNotice({ kind: 'error', text: MESSAGES.paymentSetupException });
    },
    onError: (error) => setNotice({ kind: 'error', text: paymentSetupMessage(error) }),
  });
  const calendar = useMutation({
    mutationFn: async () => {
      const { data } = await api.GET('/api/clients/{id}/appointments/{appointmentId}/ics', {
        params: { path: { id: session.client.id, appointmentId: appointment.id } },
        parseAs: 'blob',
        ...withToken(session.token),
      });
      if (!data) throw new Error('The calendar file is empty.');
      return data;
    },
    onSuccess: (blob) => saveFile(blob, icsFileName(appointment)),
    onError: () => setNotice({ kind: 'error', text: MESSAGES.calendarDownloadFailed }),
  });
  const titleId = `appointment-${view.id}`;
  const { deposit } = view;

  return (
    <article className="card appointment" aria-labelledby={titleId}>
      <div className="appointment-head">
        <h4 id={titleId}>{view.title}</h4>
        <span className={`status-badge status-badge--${view.statusKey}`}>{view.status}</span>
      </div>
      <dl className="appointment-facts">
        <div>
          <dt>When</dt>
          <dd>{view.when}</dd>
        </div>
        <div>
          <dt>Where</dt>
          <dd>
            {view.where}
            {view.address && <span className="appointment-address">{view.address}</span>}
          </dd>
        </div>
        <div>
          <dt>Total</dt>
          <dd>{view.total}</dd>
        </div>
        <div>
          <dt>Deposit</dt>
          <dd>{depositLabel(deposit)}</dd>
        </div>
      </dl>
      {deposit.kind === 'due' && deposit.payableUntil && (
        <p className="appointment-hold">
          {MESSAGES.holdNotice(formatDateTimeLong(deposit.payableUntil, timeZone))}
        </p>
      )}
      <div className="btn-row appointment-actions">
        {deposit.kind === 'due' && deposit.payableUntil && (
          <button
            type="button"
            className="btn btn--accent btn--small"
            disabled={pay.isPending}
            onClick={() => {
              setNotice(null);
              pay.mutate({
                body: { booking_id: appointment.id, origin_url: window.location.origin },
                ...withoutToken,
              });
            }}
          >
            {pay.isPending ? 'Opening checkout…' : `Pay deposit (${deposit.amount})`}
          </button>
        )}
        <button
          type="button"
          className="btn btn--ghost btn--small"
          disabled={calendar.isPending}
          onClick={() => {
            setNotice(null);
            calendar.mutate();
          }}
        >
          Add to calendar
        </button>
      </div>
      <FormNotice notice={notice} />
    </article>
  );
}

function AppointmentList({
  title,
  list,
  now,
  session,
  timeZone,
  empty,
}: {
  title: string;
  list: Appointment[];
  now: Date;
  session: ClientSession;
  timeZone: string;
  empty: ReactNode;
}) {
  const id = `appointments-${title.toLowerCase()}`;
  return (
    <section className="appointment-group" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {list.length === 0 ? (
        <p className="appointment-empty">{empty}</p>
      ) : (
        <ul className="appointment-list">
          {list.map((a) => (
            <li key={a.id}>
              <AppointmentCard
                appointment={a}
                view={appointmentView(a, now, timeZone)}
                session={session}
                timeZone={timeZone}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AppointmentsTab({ session }: { session: ClientSession }) {
  const timeZone = useSiteData()?.time_zone ?? DEFAULT_TIME_ZONE;
  const query = useQuery(appointmentsQuery(session.client.id, session.token));

  let body: ReactNode;
  if (query.isPending) {
    body = (
      <p className="state" role="status">
        <span className="spinner" aria-hidden="true" />
        Loading your appointments…
      </p>
    );
  } else if (query.isError) {
    body = (
      <div className="state state--error" role="alert">
        <p>{MESSAGES.appointmentsLoadFailed}</p>
        <button type="button" className="btn btn--small" onClick={() => void query.refetch()}>
          Try again
        </button>
      </div>
    );
  } else if (query.data.appointments.length === 0) {
    body = (
      <div className="state client-empty">
        <p>
          <strong>No appointments yet</strong>
        </p>
        <p>When you book a visit with the email and phone of your account, it appears here.</p>
        <Link to="/booking" className="btn btn--small">
          Book an appointment
        </Link>
      </div>
    );
  } else {
    // "Now" is when the list was read: upcoming and past, and whether a hold still runs.
    const now = new Date(query.dataUpdatedAt);
    const { upcoming, past } = splitAppointments(query.data.appointments, now);
    const shared = { now, session, timeZone };
    body = (
      <>
        <AppointmentList
          {...shared}
          title="Upcoming"
          list={upcoming}
          empty={
            <>
              No upcoming appointments. <Link to="/booking">Book your next visit</Link>.
            </>
          }
        />
        <AppointmentList {...shared} title="Past" list={past} empty="No past appointments." />
      </>
    );
  }

  return (
    <div className="client-panel">
      <h2>Your appointments</h2>
      {body}
    </div>
  );
}
