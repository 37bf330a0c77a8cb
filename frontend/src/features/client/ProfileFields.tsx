import type { ProfileFields as Fields } from './account-forms';
import type { FormOutcome } from '../../components/form-problem';
import { TextField } from '../../components/form-fields';

/** The fields of a client's profile, shared by registration and the Profile tab. */
export function ProfileFields({
  prefix,
  fields,
  onChange,
  outcome,
  today,
}: {
  prefix: string;
  fields: Fields;
  onChange: (fields: Fields) => void;
  outcome: FormOutcome | null;
  today: string;
}) {
  const field = (name: keyof Fields) => ({
    prefix,
    name,
    value: fields[name],
    onValue: (value: string) => onChange({ ...fields, [name]: value }),
    outcome,
  });
  return (
    <>
      <p className="form-note">
        Fields marked <span className="required">*</span> are required.
      </p>
      <div className="form-row">
        <TextField {...field('first_name')} label="First name" required autoComplete="given-name" />
        <TextField {...field('last_name')} label="Last name" required autoComplete="family-name" />
      </div>
      <div className="form-row">
        <TextField {...field('email')} label="Email" required type="email" autoComplete="email" />
        <TextField {...field('phone')} label="Phone" required type="tel" autoComplete="tel" />
      </div>
      <div className="form-row form-row--half">
        <TextField
          {...field('date_of_birth')}
          label="Date of birth"
          type="date"
          max={today}
          autoComplete="bday"
        />
      </div>
      <div className="form-row">
        <TextField
          {...field('emergency_contact_name')}
          label="Emergency contact name"
          autoComplete="off"
        />
        <TextField
          {...field('emergency_contact_phone')}
          label="Emergency contact phone"
          type="tel"
          autoComplete="off"
        />
      </div>
    </>
  );
}
