import { useState, type FormEvent } from 'react';
import { withoutToken } from '../../api/query-client';
import { useFocusProblem } from '../../components/form-fields';
import { errorOutcome, type FormOutcome, type FormProblem } from '../../components/form-problem';

/** The login call of an area, as openapi-react-query's `useMutation` gives it. */
export interface LoginMutation<B> {
  readonly isPending: boolean;
  mutate(
    variables: { body: B } & typeof withoutToken,
    options: { onError: (error: unknown) => void },
  ): void;
}

/**
 * A login form (the client's and the admin's): its fields, checked by the domain's rules before the
 * call, the problem shown and focused, the refusal of the server in the area's words. The caller's
 * mutation stores the session on success.
 */
export function useLoginForm<N extends string, B>({
  prefix,
  initial,
  check,
  problem,
  mutation,
}: {
  prefix: string;
  initial: Record<N, string>;
  check: (fields: Record<N, string>) => { ok: true; body: B } | ({ ok: false } & FormProblem);
  problem: (error: unknown) => FormProblem;
  mutation: LoginMutation<B>;
}) {
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
    mutation.mutate(
      { body: checked.body, ...withoutToken },
      { onError: (error) => setOutcome(errorOutcome(problem(error))) },
    );
  };

  /** The props of a field's TextField. */
  const field = (name: N) => ({
    prefix,
    name,
    value: fields[name],
    onValue: (value: string) => setFields({ ...fields, [name]: value }),
    outcome,
    required: true,
  });

  return { outcome, submit, field };
}
