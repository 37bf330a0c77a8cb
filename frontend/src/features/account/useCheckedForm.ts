import { useState, type FormEvent } from 'react';
import { useFocusProblem } from '../../components/form-fields';
import { errorOutcome, type FormOutcome, type FormProblem } from '../../components/form-problem';

/** A form's fields as the domain's rules found them: the body to send, or the first problem. */
export type Checked<T> =
  { readonly ok: true; readonly body: T } | ({ readonly ok: false } & FormProblem);

/** The call a form makes, as openapi-react-query's `useMutation` gives it. */
export interface FormMutation<V, D> {
  readonly isPending: boolean;
  mutate(
    variables: V,
    options: { onSuccess: (data: D) => void; onError: (error: unknown) => void },
  ): void;
}

export interface CheckedFormOptions<F, B, V, D> {
  /** The prefix of the fields' ids. */
  prefix: string;
  initial: F | (() => F);
  check: (fields: F) => Checked<B>;
  mutation: FormMutation<V, D>;
  /** The call's variables for a checked body (its path and token with it). */
  variables: (body: B) => V;
  /** A refusal or a failure in the form's words. */
  problem: (error: unknown) => FormProblem;
  /** The fields as the server saved them and the notice to show; none for a form that leaves the page. */
  saved?: (data: D) => { fields: F; text: string };
}

/**
 * A form of a signed-in area (login, registration, profile, health form): its fields, checked by the
 * domain's rules before the call, the problem shown and focused, the server's refusal in the form's
 * words, and what was saved shown after a success. A second submit while one is on its way does nothing.
 */
export function useCheckedForm<F, B, V, D>({
  prefix,
  initial,
  check,
  mutation,
  variables,
  problem,
  saved,
}: CheckedFormOptions<F, B, V, D>) {
  const [fields, setFields] = useState(initial);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  useFocusProblem(prefix, outcome);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (mutation.isPending) return;
    const checked = check(fields);
    if (!checked.ok) {
      setOutcome(errorOutcome(checked));
      return;
    }
    setOutcome(null);
    mutation.mutate(variables(checked.body), {
      onSuccess: (data) => {
        if (!saved) return;
        const { fields: next, text } = saved(data);
        setFields(next);
        setOutcome({ kind: 'success', text });
      },
      onError: (error) => setOutcome(errorOutcome(problem(error))),
    });
  };

  return { fields, setFields, outcome, submit, busy: mutation.isPending };
}
