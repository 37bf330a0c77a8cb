import { formatTime12h, MESSAGES } from '@esthetics/domain';
import { formatDay, LOOK_AHEAD_DAYS } from './availability';
import type { FreeTimes } from './free-times';
import './time-choices.css';

/** The free times of the chosen day, or why there are none yet, or the next day that has some. */
export function TimeChoices({
  state,
  hasDuration,
  hasDate,
  chosen,
  date,
  phone,
  onChoose,
  onChooseDay,
  onRetry,
  onJoinWaitlist,
}: {
  state: FreeTimes;
  hasDuration: boolean;
  hasDate: boolean;
  chosen: string;
  date: string;
  phone: string | undefined;
  onChoose: (time: string) => void;
  onChooseDay: (date: string) => void;
  onRetry: () => void;
  /** Opens the waitlist form (the day has no free time); without it, no waitlist is offered. */
  onJoinWaitlist?: () => void;
}) {
  if (!hasDuration)
    return <p className="hint">Choose your services first to see the free times.</p>;
  if (!hasDate) return <p className="hint">Choose a date to see the free times.</p>;
  if (state.status === 'idle' || state.status === 'loading') {
    return (
      <p className="state" role="status">
        <span className="spinner" aria-hidden="true" />
        Finding free times…
      </p>
    );
  }
  if (state.status === 'error') {
    return (
      <div className="state state--error" role="alert">
        <p>{MESSAGES.slotsLoadFailed}</p>
        <button type="button" className="btn btn--small" onClick={onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (state.times.length === 0) {
    const next = state.next;
    return (
      <div className="no-times" aria-live="polite">
        <p>{MESSAGES.noSlotsOnDay(formatDay(date))}</p>
        {next === undefined ? (
          <p role="status">
            <span className="spinner" aria-hidden="true" />
            Looking for the next free day…
          </p>
        ) : next === null ? (
          <p>{MESSAGES.noSlotsSoon(LOOK_AHEAD_DAYS, phone ?? 'us')}</p>
        ) : (
          <p>
            {MESSAGES.nextFreeDay(formatDay(next.date))}{' '}
            <button type="button" className="btn btn--small" onClick={() => onChooseDay(next.date)}>
              Show {formatDay(next.date)}
            </button>
          </p>
        )}
        {onJoinWaitlist && (
          <p>
            {MESSAGES.waitlistInvite}{' '}
            <button type="button" className="btn btn--small btn--accent" onClick={onJoinWaitlist}>
              Join the waitlist
            </button>
          </p>
        )}
      </div>
    );
  }
  return (
    <div className="time-grid">
      {state.times.map((time) => (
        <label key={time} className={chosen === time ? 'time-chip is-checked' : 'time-chip'}>
          <input
            type="radio"
            name="time"
            value={time}
            checked={chosen === time}
            onChange={() => onChoose(time)}
          />
          {formatTime12h(time)}
        </label>
      ))}
    </div>
  );
}
