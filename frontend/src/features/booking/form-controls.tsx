import type { ReactNode } from 'react';
import type { FormProblem } from './booking-request';

/** The id of a control of the booking form (a field, or a group of choices). */
export const controlId = (control: string) => `booking-${control}`;

/** Moves focus to a form control (or the first input of a group) and brings it into view. */
export function focusControl(control: string) {
  const el = document.getElementById(controlId(control));
  if (!el) return;
  const target =
    el instanceof HTMLInputElement ||
    el instanceof HTMLTextAreaElement ||
    el instanceof HTMLSelectElement
      ? el
      : (el.querySelector<HTMLElement>('input:not([disabled]), button:not([disabled])') ?? el);
  target.focus();
  target.scrollIntoView({ block: 'center', behavior: 'auto' });
}

/** The attributes that tie a control to the problem shown under it, when the problem is its own. */
export function invalidProps(control: string, problem: FormProblem | null) {
  return {
    'aria-invalid': problem?.control === control || undefined,
    'aria-describedby': problem?.control === control ? `${controlId(control)}-error` : undefined,
  };
}

export function FieldError({ control, problem }: { control: string; problem: FormProblem | null }) {
  if (problem?.control !== control) return null;
  return (
    <p id={`${controlId(control)}-error`} className="field-error">
      {problem.message}
    </p>
  );
}

export function Field({
  label,
  control,
  problem,
  hint,
  children,
}: {
  label: string;
  control: string;
  problem: FormProblem | null;
  hint?: string;
  children: ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={controlId(control)}>{label}</label>
      {children}
      {hint && <span className="hint">{hint}</span>}
      <FieldError control={control} problem={problem} />
    </div>
  );
}

/**
 * A group of choices that a problem can point at: focusable by its id, tied to the problem shown
 * in it (the children place the FieldError).
 */
export function ChoiceGroup({
  control,
  problem,
  legend,
  children,
}: {
  control: string;
  problem: FormProblem | null;
  legend: ReactNode;
  children: ReactNode;
}) {
  return (
    <fieldset
      className="choice-group"
      id={controlId(control)}
      tabIndex={-1}
      {...invalidProps(control, problem)}
    >
      <legend>{legend}</legend>
      {children}
    </fieldset>
  );
}

/** One choice of a group (a radio) or of a list (a checkbox): its name in bold, its details below. */
export function Choice({
  type,
  name,
  value,
  checked,
  onChange,
  title,
  detail,
}: {
  type: 'radio' | 'checkbox';
  name: string;
  value: string;
  checked: boolean;
  onChange: () => void;
  title: ReactNode;
  detail: ReactNode;
}) {
  return (
    <label className={type === 'checkbox' ? 'choice choice--check' : 'choice'}>
      <input type={type} name={name} value={value} checked={checked} onChange={onChange} />
      <span>
        <strong>{title}</strong>
        <small>{detail}</small>
      </span>
    </label>
  );
}
