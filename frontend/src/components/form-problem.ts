import { ApiError, failureMessage } from '../api/errors';

/**
 * What is wrong with a form, as the page shows it: the message, the field it is shown beside (and
 * focused), and every field marked invalid. A problem with no field is shown under the form.
 */
export interface FormProblem {
  readonly text: string;
  readonly field?: string;
  readonly fields: readonly string[];
}

/** The answer to a form the page shows: a success (status) or a problem (alert). */
export type FormOutcome =
  { readonly kind: 'success'; readonly text: string } | ({ readonly kind: 'error' } & FormProblem);

const blank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/**
 * A domain validation failure on a form. A missing required field is reported by the domain without
 * a field: the problem then points at the empty required fields, the first one taking the message.
 */
export function validationProblem<F extends object>(
  failure: { message: string; field?: string },
  form: F,
  required: readonly (keyof F & string)[],
): FormProblem {
  if (failure.field)
    return { text: failure.message, field: failure.field, fields: [failure.field] };
  const missing = required.filter((name) => blank(form[name]));
  return { text: failure.message, field: missing[0], fields: missing };
}

/** A refused or failed call: the server's message beside the field it names, else `fallback`. */
export function failureProblem(error: unknown, fallback: string): FormProblem {
  const field = error instanceof ApiError ? error.field : undefined;
  return { text: failureMessage(error, fallback), field, fields: field ? [field] : [] };
}

export const errorOutcome = (problem: FormProblem): FormOutcome => ({ kind: 'error', ...problem });
