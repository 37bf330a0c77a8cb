import { MAX_GROUP_SIZE, MIN_GROUP_SIZE } from '@esthetics/domain';
import { Field } from './form-controls';
import type { Booking } from './useBooking';

/** Step 2: how many people, the company of a corporate booking, the address of a visit. */
export function WhoStep({ form, problem, text }: Pick<Booking, 'form' | 'problem' | 'text'>) {
  return (
    <fieldset className="booking-step">
      <legend>2. Who and where</legend>
      <div className="form-row">
        <Field
          label={form.location === 'corporate' ? 'Number of participants' : 'Group size'}
          control="groupSize"
          problem={problem}
        >
          <input
            {...text('groupSize')}
            type="number"
            inputMode="numeric"
            min={MIN_GROUP_SIZE}
            max={MAX_GROUP_SIZE}
            step={1}
          />
        </Field>
        {form.location === 'corporate' && (
          <Field label="Company name" control="companyName" problem={problem}>
            <input {...text('companyName')} autoComplete="organization" />
          </Field>
        )}
      </div>
      {form.location !== 'clinic' && (
        <Field label="Service address" control="address" problem={problem}>
          <input {...text('address')} autoComplete="street-address" />
        </Field>
      )}
    </fieldset>
  );
}
