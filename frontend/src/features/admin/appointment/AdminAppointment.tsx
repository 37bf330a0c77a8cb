import {
  DEPOSIT_PERCENT,
  formatCents,
  formatDateTimeLong,
  MESSAGES,
  SAFETY_SEVERITY_LABELS,
} from '@esthetics/domain';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { Schemas } from '../../../api/client';
import { FormNotice } from '../../../components/FormNotice';
import { PageHeader } from '../../../components/PageHeader';
import { useTimeZone } from '../../account/useTimeZone';
import { DetailState } from '../DetailState';
import { useAdminQuery } from '../useAdminQuery';
import { $api } from '../../../api/queries';
import { appointmentView } from '../../client/appointments';
import { AppointmentActions, type Notify } from '../AppointmentActions';
import { CancellationMoney } from '../CancellationMoney';
import { AppointmentFee } from '../fees/AppointmentFee';
import { ConsultationAnswers } from '../ConsultationAnswers';
import { AppointmentChanges } from '../AppointmentChanges';
import { ChangeHistory } from '../ChangeHistory';
import { VisitMoney } from '../checkout/VisitMoney';

const when = (iso: string | null | undefined, timeZone: string) =>
  iso ? formatDateTimeLong(new Date(iso), timeZone) : '—';

/**
 * What the client's health form asks the esthetician to review for the services booked (the domain's
 * safety rules), most serious first: the severity in words, then the reason. Nothing without flags.
 */
function SafetyFlags({ flags }: { flags: Schemas['SafetyFlagDto'][] }) {
  if (flags.length === 0) return null;
  const avoid = flags.some((f) => f.severity === 'avoid');
  return (
    <section
      className={`card safety-flags${avoid ? ' safety-flags--avoid' : ''}`}
      aria-labelledby="detail-flags"
    >
      <h2 id="detail-flags">Health flags to review ({flags.length})</h2>
      <p className="safety-flags-note">{MESSAGES.safetyNotMedicalAdvice}</p>
      <ul className="safety-flag-list">
        {flags.map((f) => (
          <li key={f.rule} className={`safety-flag safety-flag--${f.severity}`}>
            <span className="safety-badge">{SAFETY_SEVERITY_LABELS[f.severity]}</span>
            <span className="visually-hidden">: </span>
            <span className="safety-reason">{f.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** One appointment: what it costs line by line, what was paid, the e-mails about it, the health form. */
export function AdminAppointment() {
  const { id = '' } = useParams();
  const query = useAdminQuery((auth) =>
    $api.queryOptions('get', '/api/admin/appointments/{id}', {
      params: { path: { id } },
      ...auth,
    }),
  );
  return (
    <DetailState query={query} what="appointment">
      {(detail) => <AppointmentDetail detail={detail} />}
    </DetailState>
  );
}

function AppointmentDetail({ detail }: { detail: Schemas['AppointmentDetailDto'] }) {
  const from = (useLocation().state as { from?: unknown } | null)?.from;
  const backToAgenda =
    typeof from === 'string' && from.startsWith('/admin/dashboard') ? from : null;
  const timeZone = useTimeZone();
  const [notice, setNotice] = useState<Parameters<Notify>[0] | null>(null);
  const { appointment: a, price, payment, emails, consultation, changes } = detail;
  const view = appointmentView(a, new Date(), timeZone);
  const name = `${a.client_first_name} ${a.client_last_name}`;
  return (
    <>
      <PageHeader eyebrow="Appointment" title={`${name}: ${view.title}`}>
        {view.when} · {view.where} ·{' '}
        <span className={`badge badge--${a.status}`}>{view.status}</span>
      </PageHeader>
      <section className="section section--tight">
        <div className="container console detail">
          <nav className="detail-back" aria-label="Back">
            {backToAgenda && <Link to={backToAgenda}>← Back to the agenda</Link>}
            <Link to="/admin/dashboard?tab=appointments">
              {backToAgenda ? 'All appointments' : '← All appointments'}
            </Link>
            {a.client_id && <Link to={`/admin/clients/${a.client_id}`}>Client: {name}</Link>}
          </nav>
          <FormNotice notice={notice} />
          <SafetyFlags flags={detail.safety_flags} />
          <div className="detail-grid">
            <section className="card detail-card" aria-labelledby="detail-actions">
              <h2 id="detail-actions">Status and contact</h2>
              <dl className="console-facts">
                <div>
                  <dt>Email</dt>
                  <dd>{a.client_email}</dd>
                </div>
                <div>
                  <dt>Phone</dt>
                  <dd>{a.client_phone}</dd>
                </div>
                {a.mobile_address && (
                  <div>
                    <dt>Address</dt>
                    <dd>{a.mobile_address}</dd>
                  </div>
                )}
                {a.company_name && (
                  <div>
                    <dt>Company</dt>
                    <dd>{a.company_name}</dd>
                  </div>
                )}
                <div>
                  <dt>Group size</dt>
                  <dd>{a.group_size}</dd>
                </div>
                <div>
                  <dt>Booked</dt>
                  <dd>{when(a.created_at, timeZone)}</dd>
                </div>
                {a.notes && (
                  <div className="fact-wide">
                    <dt>Notes</dt>
                    <dd>{a.notes}</dd>
                  </div>
                )}
                {a.cancellation_reason && (
                  <div className="fact-wide">
                    <dt>Cancelled because</dt>
                    <dd>{a.cancellation_reason}</dd>
                  </div>
                )}
              </dl>
              <AppointmentActions a={a} notify={setNotice} />
              <AppointmentChanges a={a} when={view.when} timeZone={timeZone} notify={setNotice} />
            </section>

            <section className="card detail-card" aria-labelledby="detail-price">
              <h2 id="detail-price">Price</h2>
              <dl className="summary-lines">
                {price.package && (
                  <div>
                    <dt>{price.package.name} package</dt>
                    <dd>{formatCents(price.package.amount_cents)}</dd>
                  </div>
                )}
                {price.services.map((line) => (
                  <div key={line.id}>
                    <dt>
                      {line.name}
                      {line.persons > 1 && ` × ${line.persons}`}
                    </dt>
                    <dd>{price.package ? 'Included' : formatCents(line.amount_cents)}</dd>
                  </div>
                ))}
                {price.add_ons.map((line) => (
                  <div key={line.id}>
                    <dt>{line.name} (add-on)</dt>
                    <dd>{formatCents(line.amount_cents)}</dd>
                  </div>
                ))}
                {price.travel_fee_cents > 0 && (
                  <div>
                    <dt>Travel fee</dt>
                    <dd>{formatCents(price.travel_fee_cents)}</dd>
                  </div>
                )}
                {price.service_charge_cents > 0 && (
                  <div>
                    <dt>Service charge</dt>
                    <dd>{formatCents(price.service_charge_cents)}</dd>
                  </div>
                )}
                <div className="summary-total">
                  <dt>Total</dt>
                  <dd>{formatCents(price.total_cents)}</dd>
                </div>
                <div>
                  <dt>Deposit ({DEPOSIT_PERCENT}%)</dt>
                  <dd>{formatCents(price.deposit_cents)}</dd>
                </div>
                <div>
                  <dt>Duration</dt>
                  <dd>{price.duration_minutes} min</dd>
                </div>
              </dl>
            </section>

            <section className="card detail-card" aria-labelledby="detail-payment">
              <h2 id="detail-payment">Payment</h2>
              <CancellationMoney payment={payment} cancelled={a.status === 'cancelled'} />
              <dl className="summary-lines">
                <div>
                  <dt>Deposit</dt>
                  <dd>
                    {payment.deposit_paid
                      ? `Paid ${when(payment.paid_at, timeZone)}`
                      : a.status === 'cancelled'
                        ? 'Not paid'
                        : 'Not paid yet'}
                  </dd>
                </div>
                <div>
                  <dt>Paid online</dt>
                  <dd>{formatCents(payment.amount_paid_cents)}</dd>
                </div>
                <div className="summary-total">
                  <dt>Balance due at the appointment</dt>
                  <dd>{formatCents(payment.balance_due_cents)}</dd>
                </div>
                {a.status === 'pending' && a.hold_expires_at && (
                  <div>
                    <dt>Held until</dt>
                    <dd>{when(a.hold_expires_at, timeZone)}</dd>
                  </div>
                )}
              </dl>
              <AppointmentFee appointmentId={a.id} />
            </section>

            <VisitMoney id={a.id} timeZone={timeZone} notify={setNotice} />

            <section className="card detail-card" aria-labelledby="detail-emails">
              <h2 id="detail-emails">E-mails</h2>
              {emails.length === 0 ? (
                <p className="state">No e-mails about this appointment.</p>
              ) : (
                <ul className="mail-list">
                  {emails.map((m) => (
                    <li key={m.id} className={m.status === 'failed' ? 'is-failed' : undefined}>
                      <span className="mail-subject">{m.subject}</span>
                      <span className="fact-note">
                        To {m.to.join(', ')} · {m.status}
                        {m.sent_at ? ` ${when(m.sent_at, timeZone)}` : ''}
                        {m.last_error ? ` · ${m.last_error}` : ''}
                      </span>
                    </li>
                  ))}
                </ul>
              )}
            </section>

            <section
              className="card detail-card detail-card--wide"
              aria-labelledby="detail-history"
            >
              <h2 id="detail-history">History</h2>
              <ChangeHistory changes={changes} timeZone={timeZone} />
            </section>

            <section className="card detail-card detail-card--wide" aria-labelledby="detail-health">
              <h2 id="detail-health">Health form</h2>
              {a.client_id ? (
                <ConsultationAnswers consultation={consultation ?? null} />
              ) : (
                <p className="state">Booked without an account: no health form.</p>
              )}
            </section>
          </div>
        </div>
      </section>
    </>
  );
}
