import { APPOINTMENT_STATUSES, STATUS_LABELS } from '@esthetics/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSiteData } from '../../../api/hooks';
import { withToken } from '../../../api/query-client';
import { FormNotice } from '../../../components/FormNotice';
import { useAdminSession } from '../../../features/admin/AdminProvider';
import { listQuery } from '../../../features/admin/list-state';
import { $admin } from '../../../features/admin/queries';
import { useListState } from '../../../features/admin/useList';
import { appointmentView, depositLabel } from '../../../features/client/appointments';
import { AppointmentActions, type Notify } from '../AppointmentActions';
import { ListBody, ListControls } from '../ListControls';

const STATUS_OPTIONS = APPOINTMENT_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] }));

/** Appointments, newest first, 20 a page, searchable and filterable on the server. */
export default function AppointmentsPanel() {
  const { token } = useAdminSession();
  const timeZone = useSiteData()?.time_zone ?? 'America/New_York';
  const { state, setState, filtered } = useListState(APPOINTMENT_STATUSES);
  const [notice, setNotice] = useState<Parameters<Notify>[0] | null>(null);
  const query = useQuery({
    ...$admin.queryOptions('get', '/api/admin/appointments', {
      params: { query: listQuery(state) },
      ...withToken(token),
    }),
    placeholderData: keepPreviousData,
  });
  const now = new Date();

  return (
    <div className="console-panel">
      <h2 className="visually-hidden">Appointments</h2>
      <ListControls
        id="appointments"
        state={state}
        onChange={setState}
        searchLabel="Search clients by name, email or phone"
        statuses={STATUS_OPTIONS}
        dates
      />
      <FormNotice notice={notice} />
      <ListBody
        query={query}
        items={query.data?.appointments}
        total={query.data?.total}
        state={state}
        onChange={setState}
        empty="No appointments yet."
        filtered={filtered}
      >
        {(items) => (
          <ul className="console-list">
            {items.map((a) => {
              const view = appointmentView(a, now, timeZone);
              const name = `${a.client_first_name} ${a.client_last_name}`;
              return (
                <li key={a.id}>
                  <article
                    className={`console-row appointment-row status-${a.status}`}
                    aria-label={`${name}, ${view.title}`}
                  >
                    <header className="console-row-head">
                      <h3>
                        {a.client_id ? (
                          <Link to={`/admin/clients/${a.client_id}`}>{name}</Link>
                        ) : (
                          name
                        )}
                      </h3>
                      <span className={`badge badge--${a.status}`}>{view.status}</span>
                    </header>
                    <dl className="console-facts">
                      <div>
                        <dt>Services</dt>
                        <dd>{view.title}</dd>
                      </div>
                      <div>
                        <dt>When</dt>
                        <dd>{view.when}</dd>
                      </div>
                      <div>
                        <dt>Where</dt>
                        <dd>
                          {view.where}
                          {view.address && <span className="fact-note">{view.address}</span>}
                        </dd>
                      </div>
                      <div>
                        <dt>Total</dt>
                        <dd>{view.total}</dd>
                      </div>
                      <div>
                        <dt>Deposit</dt>
                        <dd>
                          {depositLabel(view.deposit)}
                          {view.deposit.kind === 'due' && view.deposit.payableUntil && (
                            <span className="fact-note">Held for the deposit</span>
                          )}
                        </dd>
                      </div>
                      <div>
                        <dt>Contact</dt>
                        <dd>
                          {a.client_email}
                          <span className="fact-note">{a.client_phone}</span>
                        </dd>
                      </div>
                    </dl>
                    <AppointmentActions a={a} notify={setNotice} />
                    <Link className="console-row-open" to={`/admin/appointments/${a.id}`}>
                      Open details
                      <span className="visually-hidden"> of {name}&apos;s appointment</span>
                    </Link>
                  </article>
                </li>
              );
            })}
          </ul>
        )}
      </ListBody>
    </div>
  );
}
