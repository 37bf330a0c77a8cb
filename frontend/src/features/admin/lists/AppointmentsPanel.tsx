import { APPOINTMENT_STATUSES, STATUS_LABELS } from '@esthetics/domain';
import { Link } from 'react-router-dom';
import { useTimeZone } from '../../account/useTimeZone';
import { $api } from '../../../api/queries';
import { useConsoleList } from '../useList';
import { appointmentView, holdRuns } from '../../client/appointments';
import { AppointmentFacts } from '../../client/AppointmentFacts';
import { AppointmentActions } from '../AppointmentActions';
import { ConsoleListPanel, ConsoleRow } from '../ConsoleListPanel';

const STATUS_OPTIONS = APPOINTMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** Appointments, newest first, 20 a page, searchable and filterable on the server. */
export default function AppointmentsPanel() {
  const timeZone = useTimeZone();
  const panel = useConsoleList(APPOINTMENT_STATUSES, (query, init) =>
    $api.queryOptions('get', '/api/admin/appointments', { params: { query }, ...init }),
  );
  const now = new Date();

  return (
    <ConsoleListPanel
      id="appointments"
      title="Appointments"
      panel={panel}
      searchLabel="Search clients by name, email or phone"
      statuses={STATUS_OPTIONS}
      dates
      items={panel.query.data?.appointments}
      total={panel.query.data?.total}
      empty="No appointments yet."
    >
      {(a) => {
        const view = appointmentView(a, now, timeZone);
        const name = `${a.client_first_name} ${a.client_last_name}`;
        return (
          <ConsoleRow
            className={`appointment-row status-${a.status}`}
            label={`${name}, ${view.title}`}
            title={a.client_id ? <Link to={`/admin/clients/${a.client_id}`}>{name}</Link> : name}
            aside={<span className={`badge badge--${a.status}`}>{view.status}</span>}
          >
            <dl className="console-facts">
              <div>
                <dt>Services</dt>
                <dd>{view.title}</dd>
              </div>
              <AppointmentFacts
                view={view}
                note="fact-note"
                depositNote={
                  holdRuns(view.deposit) && <span className="fact-note">Held for the deposit</span>
                }
              />
              <div>
                <dt>Contact</dt>
                <dd>
                  {a.client_email}
                  <span className="fact-note">{a.client_phone}</span>
                </dd>
              </div>
            </dl>
            <AppointmentActions a={a} notify={panel.notify} />
            <Link className="console-row-open" to={`/admin/appointments/${a.id}`}>
              Open details
              <span className="visually-hidden"> of {name}&apos;s appointment</span>
            </Link>
          </ConsoleRow>
        );
      }}
    </ConsoleListPanel>
  );
}
