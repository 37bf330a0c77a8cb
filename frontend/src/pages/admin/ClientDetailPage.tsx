import { formatCents, MESSAGES } from '@esthetics/domain';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { useSiteData } from '../../api/hooks';
import { ApiError } from '../../api/errors';
import { withToken } from '../../api/query-client';
import { PageHeader } from '../../components/PageHeader';
import { useAdminSession } from '../../features/admin/AdminProvider';
import { ContactButtons } from '../../features/admin/ContactButtons';
import { $admin } from '../../features/admin/queries';
import { appointmentView, splitAppointments } from '../../features/client/appointments';
import { ConsultationAnswers } from '../../features/admin/ConsultationAnswers';

/** One client: profile, every appointment, what they have spent, their health form. */
export default function ClientDetailPage() {
  const { id = '' } = useParams();
  const { token } = useAdminSession();
  const timeZone = useSiteData()?.time_zone ?? 'America/New_York';
  const query = useQuery(
    $admin.queryOptions('get', '/api/admin/clients/{id}', {
      params: { path: { id } },
      ...withToken(token),
    }),
  );

  if (query.isPending) {
    return (
      <div className="container section" role="status">
        <span className="spinner" aria-hidden="true" />
        Loading the client…
      </div>
    );
  }
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <>
        <PageHeader eyebrow="Studio console" title={missing ? 'Client not found' : 'Client'} />
        <section className="section">
          <div className="container state state--error" role="alert">
            <p>{missing ? 'There is no client at this address.' : MESSAGES.listLoadFailed}</p>
            <Link className="btn btn--small" to="/admin/dashboard?tab=clients">
              Back to clients
            </Link>
          </div>
        </section>
      </>
    );
  }

  const { client: c, appointments, total_spent_cents, consultation } = query.data;
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
                <div>
                  <dt>Email</dt>
                  <dd>{c.email}</dd>
                </div>
                <div>
                  <dt>Phone</dt>
                  <dd>{c.phone}</dd>
                </div>
                <div>
                  <dt>Date of birth</dt>
                  <dd>{c.date_of_birth || '—'}</dd>
                </div>
                <div>
                  <dt>Emergency contact</dt>
                  <dd>
                    {c.emergency_contact_name || '—'}
                    {c.emergency_contact_phone && (
                      <span className="fact-note">{c.emergency_contact_phone}</span>
                    )}
                  </dd>
                </div>
                <div>
                  <dt>Total spent</dt>
                  <dd>{formatCents(total_spent_cents)}</dd>
                </div>
              </dl>
              <ContactButtons name={name} email={c.email} phone={c.phone} />
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
