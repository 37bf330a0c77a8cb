import { withoutToken } from '../../api/request-options';
import type { FormProblem } from '../../components/form-problem';
import { useCheckedForm, type Checked, type FormMutation } from './useCheckedForm';

/**
 * A login form (the client's and the admin's): every field required, checked by the domain's rules
 * before the call, the server's refusal in the area's words. The caller's mutation stores the
 * session on success.
 */
export function useLoginForm<N extends string, B, D>({
  prefix,
  initial,
  check,
  problem,
  mutation,
}: {
  prefix: string;
  initial: Record<N, string>;
  check: (fields: Record<N, string>) => Checked<B>;
  problem: (error: unknown) => FormProblem;
  mutation: FormMutation<{ body: B } & typeof withoutToken, D>;
}) {
  const { fields, setFields, outcome, submit } = useCheckedForm({
    prefix,
    initial,
    check,
    mutation,
    variables: (body) => ({ body, ...withoutToken }),
    problem,
  });

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
