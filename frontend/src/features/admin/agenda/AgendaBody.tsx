import type { Schemas } from '../../../api/client';
import { buildAgenda, nowLine } from './agenda';
import { TimeGrid, WeekList, type TimeOffSpan } from './AgendaViews';
import type { AgendaState } from './useAgenda';

/** The shortest a block is drawn, in minutes of the grid (48 px at 72 px an hour). */
const MIN_BLOCK_MINUTES = 40;

/** The agenda of the appointments read: what is hidden or cut, then the day's grid or the week's. */
export function AgendaBody({
  state: { place, now, today, timeZone, hours, back },
  data,
  showCancelled,
  timeOff,
}: {
  /** Where the agenda stands and what it knows of the site (useAgenda). */
  state: Pick<AgendaState, 'place' | 'now' | 'today' | 'timeZone' | 'hours' | 'back'>;
  data: Schemas['AppointmentListDto'];
  showCancelled: boolean;
  /** The owner's time off on each day shown, shaded on the grid. */
  timeOff?: ReadonlyMap<string, readonly TimeOffSpan[]>;
}) {
  const week = place.view === 'week';
  const agenda = buildAgenda(place, data.appointments, {
    timeZone,
    today,
    showCancelled,
    minBlockMinutes: MIN_BLOCK_MINUTES,
    hours,
  });
  const { grid } = agenda;
  const nowAt = grid ? nowLine(grid, now, timeZone) : null;
  const hidden = agenda.hiddenCancelled;
  return (
    <>
      <div className="agenda-status" role="status">
        {agenda.shown === 0 && (
          <p className="notice notice--info">
            {week ? 'No appointments this week.' : 'No appointments on this day.'}
          </p>
        )}
        {hidden > 0 && (
          <p className="hint">
            {hidden === 1 ? '1 cancelled appointment is' : `${hidden} cancelled appointments are`}{' '}
            hidden.
          </p>
        )}
        {data.total > data.appointments.length && (
          <p className="notice notice--info">
            Showing the first {data.appointments.length} of {data.total} appointments. Use the day
            view to see them all.
          </p>
        )}
      </div>
      {!grid ? (
        <p className="state agenda-closed-day">Closed on Sundays.</p>
      ) : (
        <>
          <TimeGrid
            agenda={agenda}
            grid={grid}
            nowAt={nowAt}
            back={back}
            timeOff={timeOff}
            className={week ? 'agenda-grid--week' : 'agenda-grid--day'}
          />
          {week && <WeekList agenda={agenda} back={back} />}
        </>
      )}
    </>
  );
}
