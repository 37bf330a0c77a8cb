import { useState, type ReactNode } from 'react';
import { FormOutcomeNotice, TextField } from '../../components/form-fields';
import { useCheckedForm, type CheckedFormOptions } from '../account/useCheckedForm';
import { checkProfile, type ProfileFields as Fields } from './account-forms';
import { todayInBusinessZone } from './today';

/**
 * A client's profile form, shared by registration and the Profile tab: checked with the domain's
 * rules (a date of birth not after today in the business's zone) before the call.
 */
export function useProfileForm<V, D>(
  options: Omit<CheckedFormOptions<Fields, Fields, V, D>, 'check'>,
) {
  const [today] = useState(todayInBusinessZone);
  const form = useCheckedForm({ ...options, check: (fields) => checkProfile(fields, today) });
  return { ...form, prefix: options.prefix, today };
}

/** The profile form: its fields, the answer, and the submit button (`busyLabel` while it is sent). */
export function ProfileForm({
  form: { prefix, fields, setFields, outcome, submit, busy, today },
  title,
  submitLabel,
  busyLabel,
  emailReadOnly = false,
  children,
}: {
  form: ReturnType<typeof useProfileForm>;
  title: string;
  submitLabel: string;
  busyLabel: string;
  /** The address is fixed (a take-over link names it): shown, not edited. */
  emailReadOnly?: boolean;
  /** Under the button. */
  children?: ReactNode;
}) {
  const field = (name: keyof Fields) => ({
    prefix,
    name,
    value: fields[name],
    onValue: (value: string) => setFields({ ...fields, [name]: value }),
    outcome,
  });
  return (
    <form className="form card" onSubmit={submit} noValidate aria-labelledby={`${prefix}-title`}>
      <h2 id={`${prefix}-title`}>{title}</h2>
      <p className="form-note">
        Fields marked <span className="required">*</span> are required.
      </p>
      <div className="form-row">
        <TextField {...field('first_name')} label="First name" required autoComplete="given-name" />
        <TextField {...field('last_name')} label="Last name" required autoComplete="family-name" />
      </div>
      <div className="form-row">
        <TextField
          {...field('email')}
          label="Email"
          required
          type="email"
          autoComplete="email"
          readOnly={emailReadOnly}
        />
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
      <FormOutcomeNotice outcome={outcome} />
      <button type="submit" className="btn" disabled={busy}>
        {busy ? busyLabel : submitLabel}
      </button>
      {children}
    </form>
  );
}
