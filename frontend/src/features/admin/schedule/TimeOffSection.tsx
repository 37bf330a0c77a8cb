import { dateInZone, isValidDate } from '@esthetics/domain';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { FormNotice, type Notice } from '../../../components/FormNotice';
import { useTimeZone } from '../../account/useTimeZone';
import { BLOCK_DATE_PARAM } from './schedule';
import { TimeOffForm } from './TimeOffForm';
import { TimeOffList } from './TimeOffList';

/**
 * The owner's time off: the form to add a whole day or days, part of a day or a weekly block, and
 * the blocks saved. Opened from the agenda's "Block time", the form starts on that day.
 */
export function TimeOffSection() {
  const timeZone = useTimeZone();
  const [search] = useSearchParams();
  const asked = search.get(BLOCK_DATE_PARAM);
  const fromAgenda = asked !== null && isValidDate(asked);
  const date = fromAgenda ? asked : dateInZone(new Date(), timeZone);
  const [notice, setNotice] = useState<Notice>(null);
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!fromAgenda || !ref.current) return;
    ref.current.focus({ preventScroll: true });
    ref.current.scrollIntoView({ block: 'start' });
  }, [fromAgenda, date]);
  return (
    <section
      ref={ref}
      className="card panel-card timeoff"
      aria-labelledby="timeoff-title"
      tabIndex={-1}
    >
      <h3 id="timeoff-title">Time off</h3>
      <p className="panel-note">
        Nothing is offered or booked in your time off. It never cancels an appointment.
      </p>
      <TimeOffForm key={date} date={date} timeZone={timeZone} />
      <h4>Your time off</h4>
      <FormNotice notice={notice} />
      <TimeOffList timeZone={timeZone} notify={setNotice} />
    </section>
  );
}
