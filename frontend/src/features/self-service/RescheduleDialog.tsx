import { dateInZone, lastBookableDate, MESSAGES } from '@esthetics/domain';
import { useMutation, type QueryKey } from '@tanstack/react-query';
import { useEffect, useId, useReducer, useRef } from 'react';
import { useSiteData } from '../../api/hooks';
import { dateProblem } from '../booking/availability';
import { TimeChoices } from '../booking/TimeChoices';
import { moveReducer, startMove, type CurrentSlot, type MoveCalls } from './move';
import { refusalOf, slotLabel } from './terms';
import { useMoveTimes, type AvailabilityRead } from './useMoveTimes';
import './self-service.css';
import { BodyDialog } from './BodyDialog';

export interface RescheduleDialogProps<K extends QueryKey> {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The move is done: the dialog is closed and `message` shown by the page. */
  readonly onDone: (message: string) => void;
  readonly current: CurrentSlot;
  /** The present time in words ("Tuesday, December 1, 2026 at 10:00 AM EST"). */
  readonly currentLabel: string;
  /** What may be done, from the options answer ("…at no charge… Your deposit moves with it."). */
  readonly intro: string;
  readonly timeZone: string;
  readonly read: AvailabilityRead<K>;
  readonly calls: MoveCalls;
}

/**
 * "Reschedule": the booking page's free-time picker for the appointment's own free times (its own
 * time counted free), then the new time reviewed with what the move means, then confirmed. A time
 * taken meanwhile (409) says so and reads the free times again.
 */
export function RescheduleDialog<K extends QueryKey>(props: RescheduleDialogProps<K>) {
  return (
    <BodyDialog open={props.open} title={MESSAGES.rescheduleDialogTitle} onClose={props.onClose}>
      <MoveSteps {...props} />
    </BodyDialog>
  );
}

/** The dialog's steps, mounted afresh each time it opens (the Dialog renders them only while open). */
function MoveSteps<K extends QueryKey>({
  onClose,
  onDone,
  current,
  currentLabel,
  intro,
  timeZone,
  read,
  calls,
}: RescheduleDialogProps<K>) {
  const site = useSiteData();
  const [state, dispatch] = useReducer(moveReducer, current, startMove);
  const today = dateInZone(new Date(), timeZone);
  const dateIssue = state.date ? dateProblem(state.date, today, site?.hours) : null;
  const { freeTimes, reread } = useMoveTimes(
    read,
    state.date,
    current,
    site?.hours,
    dateIssue === null,
  );
  const slot = { date: state.date, time: state.time };
  const fail = (error: unknown) => {
    const refusal = refusalOf(error, MESSAGES.rescheduleFailed);
    dispatch({ type: 'failed', refusal });
    if (refusal.code === 'slotTaken') reread();
  };
  const review = useMutation({
    mutationFn: calls.review,
    onSuccess: (message) => dispatch({ type: 'reviewed', message }),
    onError: fail,
  });
  const apply = useMutation({ mutationFn: calls.apply, onSuccess: onDone, onError: fail });
  const busy = review.isPending || apply.isPending;

  const ids = useId();
  const dateRef = useRef<HTMLInputElement>(null);
  const timesRef = useRef<HTMLFieldSetElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  // A new step or a problem takes the focus: the confirm button, or the picker's control at fault.
  const { focus } = state;
  useEffect(() => {
    if (!focus) return;
    const refs = { confirm: confirmRef, date: dateRef, times: timesRef };
    refs[focus.to].current?.focus();
  }, [focus]);

  const problem = state.problem && (
    <p id={`${ids}-problem`} className="notice notice--error" role="alert">
      {state.problem}
    </p>
  );

  if (state.step === 'review') {
    return (
      <div className="move-steps">
        <dl className="move-summary">
          <div>
            <dt>Now</dt>
            <dd>{currentLabel}</dd>
          </div>
          <div>
            <dt>New time</dt>
            <dd>{slotLabel(state.date, state.time, timeZone)}</dd>
          </div>
        </dl>
        <p>{state.message}</p>
        {problem}
        <div className="btn-row">
          <button
            ref={confirmRef}
            type="button"
            className="btn btn--accent"
            disabled={busy}
            onClick={() => apply.mutate(slot)}
          >
            {apply.isPending ? 'Moving…' : 'Move appointment'}
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={busy}
            onClick={() => dispatch({ type: 'back' })}
          >
            Choose another time
          </button>
        </div>
      </div>
    );
  }

  const dateError = state.field === 'date' ? `${ids}-problem` : undefined;
  return (
    <div className="move-steps">
      <p>{intro}</p>
      <p className="move-now">
        Now booked: <strong>{currentLabel}</strong>
      </p>
      <div className="field">
        <label htmlFor={`${ids}-date`}>New date</label>
        <input
          ref={dateRef}
          id={`${ids}-date`}
          type="date"
          min={today}
          max={lastBookableDate(today)}
          value={state.date}
          onChange={(e) => dispatch({ type: 'date', date: e.target.value })}
          aria-invalid={Boolean(dateIssue) || state.field === 'date' || undefined}
          aria-describedby={dateIssue ? `${ids}-date-issue` : dateError}
        />
        {dateIssue && (
          <p id={`${ids}-date-issue`} className="field-error">
            {dateIssue}
          </p>
        )}
      </div>
      <fieldset
        ref={timesRef}
        className="choice-group move-times"
        tabIndex={-1}
        aria-invalid={state.field === 'time' || undefined}
        aria-describedby={state.field === 'time' ? `${ids}-problem` : undefined}
      >
        <legend>New time</legend>
        <TimeChoices
          state={freeTimes}
          hasDuration
          hasDate={Boolean(state.date) && !dateIssue}
          chosen={state.time}
          date={state.date}
          phone={site?.phone}
          onChoose={(time) => dispatch({ type: 'time', time })}
          onChooseDay={(date) => dispatch({ type: 'date', date })}
          onRetry={reread}
        />
      </fieldset>
      {problem}
      <div className="btn-row">
        <button
          type="button"
          className="btn"
          disabled={busy}
          onClick={() => (state.time ? review.mutate(slot) : dispatch({ type: 'no_time' }))}
        >
          {review.isPending ? 'Checking…' : 'Continue'}
        </button>
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={onClose}>
          Keep the current time
        </button>
      </div>
    </div>
  );
}
