import { useState } from 'react';
import { QueryState } from '../../account/QueryState';
import { AgendaBody } from './AgendaBody';
import { AgendaKeys, AgendaToolbar } from './AgendaToolbar';
import { useAgenda } from './useAgenda';
import { AgendaTimeOff, useTimeOffByDay } from '../schedule/AgendaTimeOff';
import '../panels.css';

/** Agenda: today's appointments first, a day or a week on the opening hours. */
export default function AgendaPanel() {
  const agenda = useAgenda();
  const { today, timeZone, place, range, go, query } = agenda;
  const [showCancelled, setShowCancelled] = useState(false);
  const timeOff = useTimeOffByDay(range.days, timeZone);
  return (
    <div className="console-panel panel agenda">
      <AgendaToolbar place={place} range={range} today={today} go={go} />
      <AgendaKeys showCancelled={showCancelled} onShowCancelled={setShowCancelled} />
      <AgendaTimeOff days={range.days} byDay={timeOff} single={place.view === 'day'} />
      <QueryState query={query} loading="Loading the appointments…">
        {(data) => (
          <AgendaBody state={agenda} data={data} showCancelled={showCancelled} timeOff={timeOff} />
        )}
      </QueryState>
    </div>
  );
}
