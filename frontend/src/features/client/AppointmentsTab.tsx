import { formatDateTimeLong, MESSAGES } from '@esthetics/domain';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api/client';
import { useTimeZone } from '../account/useTimeZone';
import { FormNotice } from '../../components/FormNotice';
import {
  appointmentView,
  icsFileName,
  holdRuns,
  paymentSetupMessage,
  splitAppointments,
  type Appointment,
  type AppointmentView,
} from './appointments';
import { AppointmentFacts } from './AppointmentFacts';
import { useAppointmentChanges } from './useAppointmentChanges';
import type { ClientSession } from './client-session';
import { $api } from '../../api/queries';
import { appointmentsQuery } from './queries';
import { withoutToken, withToken } from '../../api/request-options';
import { QueryState } from '../account/QueryState';
import { saveFile } from '../privacy/download';

type Notice = { kind: 'success' | 'error'; text: string } | null;

function AppointmentCard({
  appointment,
  view,
  session,
  timeZone,
  upcoming,
  healthNote,
  onChanged,
}: {
  appointment: Appointment;
  view: AppointmentView;
  /** The health form asks to talk it over at the start (which answer is never said). */
  healthNote: boolean;
  session: ClientSession;
  timeZone: string;
  upcoming: boolean;
  onChanged: (message: string) => void;
}) {
  const [notice, setNotice] = useState<Notice>(null);
  const changes = useAppointmentChanges({
    appointment,
    view,
    session,
    timeZone,
    upcoming,
    onDone: onChanged,
  });
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
        <AppointmentFacts view={view} note="appointment-address" />
      </dl>
      {healthNote && upcoming && view.statusKey !== 'cancelled' && (
        <p className="appointment-health-note">{MESSAGES.safetyHealthNote}</p>
      )}
      {holdRuns(deposit) && (
        <p className="appointment-hold">
          {MESSAGES.holdNotice(formatDateTimeLong(deposit.payableUntil, timeZone))}
        </p>
      )}
      <div className="btn-row appointment-actions">
        {holdRuns(deposit) && (
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
        {changes.buttons}
      </div>
      {changes.note}
      <FormNotice notice={notice} />
      {changes.dialogs}
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
  noted,
  onChanged,
}: {
  title: string;
  list: Appointment[];
  /** The appointments the health form asks to talk over at the start. */
  noted: ReadonlySet<string>;
  now: Date;
  session: ClientSession;
  timeZone: string;
  empty: ReactNode;
  onChanged: (message: string) => void;
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
                upcoming={Date.parse(a.starts_at) >= now.getTime()}
                healthNote={noted.has(a.id)}
                onChanged={onChanged}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function AppointmentsTab({ session }: { session: ClientSession }) {
  const timeZone = useTimeZone();
  const query = useQuery(appointmentsQuery(session.client.id, session.token));
  // A cancellation or a move done in a card's dialog, said here: the card itself may change.
  const [changed, setChanged] = useState<Notice>(null);
  const onChanged = (text: string) => setChanged({ kind: 'success', text });

  return (
    <div className="client-panel">
      <h2>Your appointments</h2>
      <FormNotice notice={changed} focusOnSuccess />
      <QueryState
        query={query}
        loading="Loading your appointments…"
        failed={MESSAGES.appointmentsLoadFailed}
      >
        {(data) => {
          if (data.appointments.length === 0) {
            return (
              <div className="state client-empty">
                <p>
                  <strong>No appointments yet</strong>
                </p>
                <p>
                  When you book a visit with the email and phone of your account, it appears here.
                </p>
                <Link to="/booking" className="btn btn--small">
                  Book an appointment
                </Link>
              </div>
            );
          }
          // "Now" is when the list was read: upcoming and past, and whether a hold still runs.
          const now = new Date(query.dataUpdatedAt);
          const { upcoming, past } = splitAppointments(data.appointments, now);
          const noted = new Set(data.appointments.filter((a) => a.health_note).map((a) => a.id));
          const shared = { now, session, timeZone, noted, onChanged };
          return (
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
        }}
      </QueryState>
    </div>
  );
}
