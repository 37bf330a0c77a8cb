import { Field } from './form-controls';
import type { Booking } from './useBooking';

/** Step 4: the contact details, notes, and a calendar invitation if wanted. */
export function DetailsStep({
  form,
  dispatch,
  problem,
  text,
}: Pick<Booking, 'form' | 'dispatch' | 'problem' | 'text'>) {
  return (
    <fieldset className="booking-step">
      <legend>4. Your details</legend>
      <div className="form-row">
        <Field label="First name" control="firstName" problem={problem}>
          <input {...text('firstName')} autoComplete="given-name" />
        </Field>
        <Field label="Last name" control="lastName" problem={problem}>
          <input {...text('lastName')} autoComplete="family-name" />
        </Field>
      </div>
      <div className="form-row">
        <Field label="Email" control="email" problem={problem}>
          <input {...text('email')} type="email" autoComplete="email" />
        </Field>
        <Field label="Phone" control="phone" problem={problem}>
          <input {...text('phone')} type="tel" autoComplete="tel" />
        </Field>
      </div>
      <Field label="Notes (optional)" control="notes" problem={problem}>
        <textarea {...text('notes')} rows={3} />
      </Field>
      <label className="check">
        <input
          type="checkbox"
          name="add_to_calendar"
          checked={form.addToCalendar}
          onChange={(e) => dispatch({ type: 'addToCalendar', value: e.target.checked })}
        />
        Send me a calendar invitation
      </label>
      {form.addToCalendar && (
        <Field
          label="Calendar email (optional)"
          control="calendarEmail"
          problem={problem}
          hint="Leave empty to use your email above."
        >
          <input {...text('calendarEmail')} type="email" autoComplete="email" />
        </Field>
      )}
    </fieldset>
  );
}
