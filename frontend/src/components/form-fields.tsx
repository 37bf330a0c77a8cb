import { MESSAGES } from '@esthetics/domain';
import { useEffect, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { FormNotice } from './FormNotice';
import type { FormOutcome } from './form-problem';

/** The id of a form field's control, from its form's prefix and its name. */
export const fieldId = (prefix: string, name: string) => `${prefix}-${name.replace(/_/g, '-')}`;

/** After a problem is shown, focus goes to the field it is about (the first invalid one). */
export function useFocusProblem(prefix: string, outcome: FormOutcome | null) {
  useEffect(() => {
    if (outcome?.kind !== 'error' || !outcome.field) return;
    const el = document.getElementById(fieldId(prefix, outcome.field));
    if (!(el instanceof HTMLElement)) return;
    // Centred, so that a sticky header never covers the field (and its label shows above it).
    el.focus({ preventScroll: true });
    el.scrollIntoView({ block: 'center', behavior: 'auto' });
  }, [prefix, outcome]);
}

/** Whether the outcome marks this field invalid (the field it is about, or another empty required one). */
const isInvalid = (outcome: FormOutcome | null, name: string) =>
  outcome?.kind === 'error' && outcome.fields.includes(name);

/**
 * The error of a field, shown beside it. The field the outcome is about carries its message (read out
 * as an alert); every other field it marks (the other empty required ones) says it is missing.
 */
export function FieldError({
  prefix,
  name,
  outcome,
}: {
  prefix: string;
  name: string;
  outcome: FormOutcome | null;
}) {
  if (outcome?.kind !== 'error' || !isInvalid(outcome, name)) return null;
  const id = `${fieldId(prefix, name)}-error`;
  if (outcome.field !== name) {
    return (
      <p className="field-error" id={id}>
        {MESSAGES.fieldMissing}
      </p>
    );
  }
  return (
    <p className="field-error" id={id} role="alert">
      {outcome.text}
    </p>
  );
}

/** The visible mark of a required field (its control says so with aria-required). */
export function RequiredMark() {
  return (
    <span className="required" aria-hidden="true">
      {' '}
      *
    </span>
  );
}

/** The line that explains the mark, shown once at the top of a form with required fields. */
export function RequiredLegend() {
  return (
    <p className="hint required-legend">
      Fields marked <span className="required">*</span> are required.
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
  const invalid = isInvalid(outcome, name);
  const ids = [hint && `${id}-hint`, invalid && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    name,
    'aria-invalid': invalid || undefined,
    'aria-describedby': ids || undefined,
  };
}

/** The props of a field's control: its id and name, its hint and error, required and invalid. */
export type ControlProps = ReturnType<typeof describedBy> & { 'aria-required'?: true };

/**
 * A labelled form field of any control (input, select, textarea): the label with its required mark,
 * the control drawn by `children` with the props that wire it, its hint and its error.
 */
export function Field({
  prefix,
  name,
  label,
  outcome,
  required,
  hint,
  children,
}: {
  prefix: string;
  name: string;
  label: ReactNode;
  outcome: FormOutcome | null;
  required?: boolean;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const props: ControlProps = {
    ...describedBy(prefix, name, outcome, Boolean(hint)),
    ...(required ? { 'aria-required': true } : {}),
  };
  return (
    <div className="field">
      <label htmlFor={props.id}>
        {label}
        {required && <RequiredMark />}
      </label>
      {children(props)}
      {hint && (
        <p className="hint" id={`${props.id}-hint`}>
          {hint}
        </p>
      )}
      <FieldError prefix={prefix} name={name} outcome={outcome} />
    </div>
  );
}

/** A form control's change, whatever the control. */
export type OnChange = (
  e: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>,
) => void;

/** The props of a control bound to its form's values: its wiring, its value and its change. */
export type BoundControlProps = ControlProps & { value: string; onChange: OnChange };

/**
 * The fields of a form whose values are strings: `field(name, label, control)` draws one, wired to
 * its label, error, value and change (`edit`), the control drawn with the props it is given.
 */
export function formFields<F extends { [K in keyof F]: string }>(
  prefix: string,
  outcome: FormOutcome | null,
  values: F,
  edit: (name: keyof F & string, value: string) => void,
) {
  return function field(
    name: keyof F & string,
    label: string,
    control: (props: BoundControlProps) => ReactNode,
    options: { required?: boolean; hint?: ReactNode } = {},
  ) {
    return (
      <Field prefix={prefix} name={name} label={label} outcome={outcome} {...options}>
        {(props) =>
          control({ ...props, value: values[name], onChange: (e) => edit(name, e.target.value) })
        }
      </Field>
    );
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
  return (
    <Field
      prefix={prefix}
      name={name}
      label={label}
      outcome={outcome}
      required={required}
      hint={hint}
    >
      {(control) => (
        <input
          {...input}
          {...control}
          value={value}
          required={required}
          onChange={(e) => onValue(e.target.value)}
        />
      )}
    </Field>
  );
}

/** The outcome of a form under it, unless it is an error shown beside its field. */
export function FormOutcomeNotice({
  outcome,
  focusOnSuccess,
}: {
  outcome: FormOutcome | null;
  /** Move the focus to a success (see FormNotice). */
  focusOnSuccess?: boolean;
}) {
  // The outcome itself (not a copy) so that the notice keeps its identity between renders.
  const shown = outcome && !(outcome.kind === 'error' && outcome.field) ? outcome : null;
  return <FormNotice notice={shown} focusOnSuccess={focusOnSuccess} />;
}
