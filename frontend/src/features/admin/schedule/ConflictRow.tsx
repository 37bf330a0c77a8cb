import { formatTime12h } from '@esthetics/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { components } from '../../../api/schema';
import { QueryState } from '../../account/QueryState';
import { appointmentView } from '../../client/appointments';
import { formatDayLong } from '../agenda-dates';
import { appointmentHref } from '../agenda/agenda';
import { AppointmentActions, type Notify } from '../AppointmentActions';
import { AppointmentChanges } from '../AppointmentChanges';
import { $api } from '../../../api/queries';
import { useAdminQuery } from '../useAdminQuery';

export type BlockedAppointment = components['schemas']['BlockedAppointmentDto'];

/** "Friday, December 4, 2026 at 10:00 AM". */
export const blockedWhen = (a: BlockedAppointment): string =>
  `${formatDayLong(a.date)} at ${formatTime12h(a.time)}`;

/**
 * The console's own actions on one appointment (reschedule, status with the cancel dialog, contact),
 * read when the owner opens them: the same as on the appointment's page.
 */
function Handle({ id, timeZone, notify }: { id: string; timeZone: string; notify: Notify }) {
  const query = useAdminQuery((auth) =>
    $api.queryOptions('get', '/api/admin/appointments/{id}', {
      params: { path: { id } },
      ...auth,
    }),
  );
  return (
    <QueryState query={query} loading="Loading the appointment…">
      {({ appointment: a }) => (
        <div className="timeoff-handle">
          <AppointmentChanges
            a={a}
            when={appointmentView(a, new Date(), timeZone).when}
            timeZone={timeZone}
            notify={notify}
          />
          <AppointmentActions a={a} notify={notify} />
        </div>
      )}
    </QueryState>
  );
}

/** An appointment the block would cover: who, what, when, and a way to move or cancel it. */
export function ConflictRow({
  a,
  timeZone,
  notify,
}: {
  a: BlockedAppointment;
  timeZone: string;
  notify: Notify;
}) {
  const [open, setOpen] = useState(false);
  const panelId = `timeoff-handle-${a.id}`;
  return (
    <li className="timeoff-conflict">
      <div className="timeoff-conflict-head">
        <div className="timeoff-words">
          <span className="timeoff-who">
            {a.client_name} <span className={`badge badge--${a.status}`}>{a.status}</span>
          </span>
          <span>{a.services.join(', ')}</span>
          <span className="timeoff-when">{blockedWhen(a)}</span>
        </div>
        <div className="btn-row">
          <button
            type="button"
            className="btn btn--ghost btn--small"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
          >
            {open ? 'Hide' : 'Move or cancel'}
            <span className="visually-hidden"> {a.client_name}’s appointment</span>
          </button>
          <Link className="btn btn--ghost btn--small" to={appointmentHref(a.id)}>
            Open<span className="visually-hidden"> {a.client_name}’s appointment</span>
          </Link>
        </div>
      </div>
      <div id={panelId} hidden={!open}>
        {open && <Handle id={a.id} timeZone={timeZone} notify={notify} />}
      </div>
    </li>
  );
}
