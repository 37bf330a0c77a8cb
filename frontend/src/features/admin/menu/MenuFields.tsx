import type { ReactNode } from 'react';
import { Field, type ControlProps } from '../../../components/form-fields';
import type { FormOutcome } from '../../../components/form-problem';

/** What the fields read of an edit form (useMenuForm). */
interface FieldsForm<D> {
  prefix: string;
  draft: D;
  edit: (patch: Partial<D>) => void;
  outcome: FormOutcome | null;
}

type TextKey<D> = { [K in keyof D]: D[K] extends string ? K : never }[keyof D] & string;
type FlagKey<D> = { [K in keyof D]: D[K] extends boolean ? K : never }[keyof D] & string;

/**
 * The controls of a menu form, each wired to its label, hint, draft value and error (the API's field
 * name is the control's name, so the server's refusal lands beside it).
 */
export function menuFields<D>(form: FieldsForm<D>) {
  const value = (name: TextKey<D>) => form.draft[name] as string;
  const change = (name: string, next: string | boolean) =>
    form.edit({ [name]: next } as Partial<D>);
  const wrap = (
    name: string,
    label: string,
    options: { required?: boolean; hint?: ReactNode },
    control: (props: ControlProps) => ReactNode,
  ) => (
    <Field prefix={form.prefix} name={name} label={label} outcome={form.outcome} {...options}>
      {control}
    </Field>
  );

  return {
    /** A one-line text; `decimal` and `numeric` bring up the phone's number pad. */
    text: (
      name: TextKey<D>,
      label: string,
      options: { required?: boolean; hint?: ReactNode; mode?: 'decimal' | 'numeric' } = {},
    ) =>
      wrap(name, label, options, (props) => (
        <input
          {...props}
          type="text"
          inputMode={options.mode}
          value={value(name)}
          onChange={(e) => change(name, e.target.value)}
        />
      )),
    /** Several lines (a description, one note a line). */
    area: (name: TextKey<D>, label: string, options: { hint?: ReactNode; rows?: number } = {}) =>
      wrap(name, label, { hint: options.hint }, (props) => (
        <textarea
          {...props}
          rows={options.rows ?? 3}
          value={value(name)}
          onChange={(e) => change(name, e.target.value)}
        />
      )),
    select: (
      name: TextKey<D>,
      label: string,
      choices: readonly { value: string; label: string }[],
      options: { hint?: ReactNode } = {},
    ) =>
      wrap(name, label, options, (props) => (
        <select {...props} value={value(name)} onChange={(e) => change(name, e.target.value)}>
          {choices.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
      )),
    check: (name: FlagKey<D>, label: string) => (
      <label className="toggle">
        <input
          type="checkbox"
          name={name}
          checked={form.draft[name] as boolean}
          onChange={(e) => change(name, e.target.checked)}
        />
        {label}
      </label>
    ),
  };
}
