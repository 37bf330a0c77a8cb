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

/**
 * A grid of choices of one name, one an item: radios (one of them) or checkboxes (any of them), each
 * with its name in bold and its details below. The item's id is the input's value.
 */
export function ChoiceGrid<T extends { readonly id: string }>({
  className,
  type,
  name,
  items,
  checked,
  onPick,
  title,
  detail,
}: {
  /** Classes besides `choice-grid` ("choice-grid--3"). */
  className?: string;
  type: 'radio' | 'checkbox';
  name: string;
  items: readonly T[];
  checked: (item: T) => boolean;
  onPick: (item: T) => void;
  title: (item: T) => ReactNode;
  detail: (item: T) => ReactNode;
}) {
  return (
    <div className={className ? `choice-grid ${className}` : 'choice-grid'}>
      {items.map((item) => (
        <label key={item.id} className={type === 'checkbox' ? 'choice choice--check' : 'choice'}>
          <input
            type={type}
            name={name}
            value={item.id}
            checked={checked(item)}
            onChange={() => onPick(item)}
          />
          <span>
            <strong>{title(item)}</strong>
            <small>{detail(item)}</small>
          </span>
        </label>
      ))}
    </div>
  );
}
