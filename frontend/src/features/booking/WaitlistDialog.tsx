import { findService, formatTime12h, lastBookableDate } from '@esthetics/domain';
import { useState } from 'react';
import { Dialog } from '../../components/Dialog';
import { FormNotice } from '../../components/FormNotice';
import { formatDay } from './availability';
import type { Booking } from './useBooking';
import { useWaitlistJoin, waitlistControlId } from './useWaitlistJoin';
import { rangeTimes } from './waitlist-form';
import { BusyButton } from '../../components/BusyButton';

type Props = Pick<Booking, 'catalog' | 'form' | 'site' | 'today' | 'waitlist'>;

/** "Join the waitlist", opened from a day with no free time: the form, then the server's answer. */
export function WaitlistDialog({ waitlist, ...rest }: Props) {
  return (
    <Dialog open={waitlist.open} title="Join the waitlist" onClose={waitlist.close}>
      {waitlist.open && <WaitlistJoin {...rest} onClose={waitlist.close} />}
    </Dialog>
  );
}

function Problem({ control, join }: { control: string; join: ReturnType<typeof useWaitlistJoin> }) {
  if (join.problem?.control !== control) return null;
  return (
    <p id={`${waitlistControlId(control)}-error`} className="field-error">
      {join.problem.message}
    </p>
  );
}

function WaitlistJoin({
  catalog,
  form: booking,
  site,
  today,
  onClose,
}: Omit<Props, 'waitlist'> & { onClose: () => void }) {
  const join = useWaitlistJoin(catalog, booking, site);
  const [dayToAdd, setDayToAdd] = useState('');
  const { form, dispatch } = join;

  if (join.joined) {
    return (
      <div className="waitlist-join">
        <FormNotice notice={join.notice} focusOnSuccess />
        <div className="btn-row">
          <button type="button" className="btn" onClick={onClose}>
            Close
          </button>
        </div>
      </div>
    );
  }

  const field = (name: 'name' | 'email' | 'phone', label: string, type: string, auto: string) => (
    <div className="field">
      <label htmlFor={waitlistControlId(name)}>{label}</label>
      <input {...join.text(name)} type={type} autoComplete={auto} />
      <Problem control={name} join={join} />
    </div>
  );

  return (
    <form
      className="form waitlist-join"
      onSubmit={join.submit}
      noValidate
      aria-label="Join the waitlist"
    >
      <p className="hint">
        We will email you when a time that suits you frees up, and hold it for you for a short
        while.
      </p>
      {field('name', 'Name', 'text', 'name')}
      <div className="form-row">
        {field('email', 'Email', 'email', 'email')}
        {field('phone', 'Phone', 'tel', 'tel')}
      </div>
      <fieldset className="choice-group" id={waitlistControlId('services')} tabIndex={-1}>
        <legend>Services</legend>
        <ul className="waitlist-services">
          {booking.serviceIds.map((id) => (
            <li key={id}>{findService(catalog, id)?.name ?? id}</li>
          ))}
        </ul>
        <Problem control="services" join={join} />
      </fieldset>
      <fieldset className="choice-group" id={waitlistControlId('days')} {...join.invalid('days')}>
        <legend>Days that suit you</legend>
        <ul className="waitlist-days">
          {form.days.map((day) => (
            <li key={day}>
              <span>{formatDay(day)}</span>
              <button
                type="button"
                className="btn btn--small btn--ghost"
                onClick={() => dispatch({ type: 'removeDay', day })}
                aria-label={`Remove ${formatDay(day)}`}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
        <div className="waitlist-add-day">
          <label htmlFor="waitlist-add-day" className="visually-hidden">
            Another day
          </label>
          <input
            id="waitlist-add-day"
            type="date"
            min={today}
            max={lastBookableDate(today)}
            value={dayToAdd}
            onChange={(e) => setDayToAdd(e.target.value)}
          />
          <button
            type="button"
            className="btn btn--small"
            disabled={dayToAdd === ''}
            onClick={() => {
              dispatch({ type: 'addDay', day: dayToAdd });
              setDayToAdd('');
            }}
          >
            Add day
          </button>
        </div>
        <Problem control="days" join={join} />
      </fieldset>
      <fieldset className="choice-group">
        <legend>Start times that suit you</legend>
        <div className="form-row">
          {(['from', 'to'] as const).map((end) => (
            <div className="field" key={end}>
              <label htmlFor={waitlistControlId(end)}>
                {end === 'from' ? 'Earliest start' : 'Latest start'}
              </label>
              <select
                id={waitlistControlId(end)}
                name={end}
                value={form[end]}
                onChange={(e) => dispatch({ type: 'range', end, time: e.target.value })}
                {...join.invalid(end)}
              >
                {rangeTimes(site?.hours).map((t) => (
                  <option key={t} value={t}>
                    {formatTime12h(t)}
                  </option>
                ))}
              </select>
              <Problem control={end} join={join} />
            </div>
          ))}
        </div>
      </fieldset>
      <FormNotice notice={join.notice} />
      <div className="btn-row">
        <BusyButton className="btn btn--accent" busy={join.sending && 'Joining…'}>
          Join the waitlist
        </BusyButton>
        <button type="button" className="btn btn--ghost" onClick={onClose}>
          Cancel
        </button>
      </div>
    </form>
  );
}
