import { lastBookableDate } from '@esthetics/domain';
import { ChoiceGroup, controlId, Field, FieldError } from './form-controls';
import { TimeChoices } from './TimeChoices';
import type { Booking } from './useBooking';

/** Step 3: the date (with why it cannot be booked) and a free time on it. */
export function WhenStep({
  form,
  dispatch,
  problem,
  today,
  dateIssue,
  duration,
  freeTimes,
  rereadTimes,
  site,
  waitlist,
}: Pick<
  Booking,
  | 'form'
  | 'dispatch'
  | 'problem'
  | 'today'
  | 'dateIssue'
  | 'duration'
  | 'freeTimes'
  | 'rereadTimes'
  | 'site'
  | 'waitlist'
>) {
  return (
    <fieldset className="booking-step">
      <legend>3. When</legend>
      <Field label="Date" control="date" problem={problem} hint="We are open Monday to Saturday.">
        <input
          id={controlId('date')}
          name="date"
          type="date"
          min={today}
          max={lastBookableDate(today)}
          value={form.date}
          onChange={(e) => dispatch({ type: 'date', date: e.target.value })}
          aria-invalid={problem?.control === 'date' || Boolean(dateIssue) || undefined}
          aria-describedby={
            dateIssue
              ? 'booking-date-issue'
              : problem?.control === 'date'
                ? 'booking-date-error'
                : undefined
          }
        />
      </Field>
      {dateIssue && problem?.control !== 'date' && (
        <p id="booking-date-issue" className="field-error">
          {dateIssue}
        </p>
      )}
      <ChoiceGroup control="time" problem={problem} legend="Time">
        <TimeChoices
          state={freeTimes}
          hasDuration={duration > 0}
          hasDate={Boolean(form.date) && !dateIssue}
          chosen={form.time}
          onChoose={(time) => dispatch({ type: 'time', time })}
          onChooseDay={(date) => dispatch({ type: 'date', date })}
          onRetry={rereadTimes}
          onJoinWaitlist={waitlist.show}
          date={form.date}
          phone={site?.phone}
        />
        <FieldError control="time" problem={problem} />
      </ChoiceGroup>
    </fieldset>
  );
}
