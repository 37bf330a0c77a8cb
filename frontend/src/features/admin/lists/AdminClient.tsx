import { formatCents } from '@esthetics/domain';
import { Link, useParams } from 'react-router-dom';
import type { Schemas } from '../../../api/client';
import { PageHeader } from '../../../components/PageHeader';
import { useTimeZone } from '../../account/useTimeZone';
import { ClientFacts } from '../ClientFacts';
import { DetailState } from '../DetailState';
import { useAdminQuery } from '../useAdminQuery';
import { ContactButtons } from '../ContactButtons';
import { $api } from '../../../api/queries';
import { appointmentView, splitAppointments } from '../../client/appointments';
import { ConsultationAnswers } from '../ConsultationAnswers';
import { DeleteClientAction } from '../../privacy/DeleteClientAction';

/** One client: profile, every appointment, what they have spent, their health form. */
export function AdminClient() {
  const { id = '' } = useParams();
  const query = useAdminQuery((auth) =>
    $api.queryOptions('get', '/api/admin/clients/{id}', { params: { path: { id } }, ...auth }),
  );
  return (
    <DetailState query={query} what="client">
      {(detail) => <ClientDetail detail={detail} />}
    </DetailState>
  );
}

function ClientDetail({ detail }: { detail: Schemas['ClientDetailDto'] }) {
  const timeZone = useTimeZone();
  const { client: c, appointments, total_spent_cents, consultation } = detail;
  const name = `${c.first_name} ${c.last_name}`;
  const now = new Date();
  const { upcoming, past } = splitAppointments(appointments, now);
  const list = (items: typeof appointments, empty: string) =>
    items.length === 0 ? (
      <p className="state">{empty}</p>
    ) : (
      <ul className="mail-list">
        {items.map((a) => {
          const view = appointmentView(a, now, timeZone);
          return (
            <li key={a.id}>
              <Link to={`/admin/appointments/${a.id}`}>{view.title}</Link>
              <span className="fact-note">
                {view.when} · {view.total} ·{' '}
                <span className={`badge badge--${a.status}`}>{view.status}</span>
              </span>
            </li>
          );
        })}
      </ul>
    );

  return (
    <>
      <PageHeader eyebrow="Client" title={name}>
        {appointments.length} appointment{appointments.length === 1 ? '' : 's'} · spent{' '}
        {formatCents(total_spent_cents)}
      </PageHeader>
      <section className="section section--tight">
        <div className="container console detail">
          <nav className="detail-back" aria-label="Back">
            <Link to="/admin/dashboard?tab=clients">← All clients</Link>
          </nav>
          <div className="detail-grid">
            <section className="card detail-card" aria-labelledby="client-profile">
              <h2 id="client-profile">Profile</h2>
              <dl className="console-facts">
                <ClientFacts client={c} blank="—" />
                <div>
                  <dt>Total spent</dt>
                  <dd>{formatCents(total_spent_cents)}</dd>
                </div>
              </dl>
              <ContactButtons name={name} email={c.email} phone={c.phone} />
              <div className="btn-row">
                <DeleteClientAction id={c.id} email={c.email} />
              </div>
            </section>
            <section className="card detail-card" aria-labelledby="client-appointments">
              <h2 id="client-appointments">Appointments</h2>
              <h3>Upcoming</h3>
              {list(upcoming, 'No upcoming appointments.')}
              <h3>Past</h3>
              {list(past, 'No past appointments.')}
            </section>
            <section className="card detail-card detail-card--wide" aria-labelledby="client-health">
              <h2 id="client-health">Health form</h2>
              <ConsultationAnswers consultation={consultation ?? null} />
            </section>
          </div>
        </div>
      </section>
    </>
  );
}
