import { useEffect, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormNotice } from './FormNotice';
import type { FormOutcome } from './form-problem';

/** The id of a form field's control, from its form's prefix and its name. */
export const fieldId = (prefix: string, name: string) => `${prefix}-${name.replace(/_/g, '-')}`;

/** After a problem is shown, focus goes to the field it is about (the first invalid one). */
export function useFocusProblem(prefix: string, outcome: FormOutcome | null) {
  useEffect(() => {
    if (outcome?.kind !== 'error' || !outcome.field) return;
    const el = document.getElementById(fieldId(prefix, outcome.field));
    if (el instanceof HTMLElement) el.focus();
  }, [prefix, outcome]);
}

/** The error of a field, shown beside it, when the outcome is about this field. */
export function FieldError({
  prefix,
  name,
  outcome,
}: {
  prefix: string;
  name: string;
  outcome: FormOutcome | null;
}) {
  if (outcome?.kind !== 'error' || outcome.field !== name) return null;
  return (
    <p className="field-error" id={`${fieldId(prefix, name)}-error`} role="alert">
      {outcome.text}
    </p>
  );
}

/** The props that tie a control to its label, hint and error, and mark it invalid. */
export function describedBy(
  prefix: string,
  name: string,
  outcome: FormOutcome | null,
  hint: boolean,
) {
  const id = fieldId(prefix, name);
  const error = outcome?.kind === 'error' && outcome.field === name;
  const ids = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    name,
    'aria-invalid': (outcome?.kind === 'error' && outcome.fields.includes(name)) || undefined,
    'aria-describedby': ids || undefined,
  };
}

/** A labelled text input with its hint and its error. */
export function TextField({
  prefix,
  name,
  label,
  value,
  onValue,
  outcome,
  required,
  hint,
  ...input
}: {
  prefix: string;
  name: string;
  label: string;
  value: string;
  onValue: (value: string) => void;
  outcome: FormOutcome | null;
  required?: boolean;
  hint?: ReactNode;
} & Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'name' | 'id'>) {
  const props = describedBy(prefix, name, outcome, Boolean(hint));
  return (
    <div className="field">
      <label htmlFor={props.id}>
        {label}
        {required && (
          <span className="required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      <input
        {...input}
        {...props}
        value={value}
        required={required}
        onChange={(e) => onValue(e.target.value)}
      />
      {hint && (
        <p className="hint" id={`${props.id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError prefix={prefix} name={name} outcome={outcome} />
    </div>
  );
}

/** The outcome of a form under it, unless it is an error shown beside its field. */
export function FormOutcomeNotice({ outcome }: { outcome: FormOutcome | null }) {
  const shown = outcome && !(outcome.kind === 'error' && outcome.field) ? outcome : null;
  return <FormNotice notice={shown && { kind: shown.kind, text: shown.text }} />;
}
