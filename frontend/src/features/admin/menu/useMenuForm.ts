import { MESSAGES } from '@esthetics/domain';
import { useState, type FormEvent } from 'react';
import {
  errorOutcome,
  failureProblem,
  type FormOutcome,
  type FormProblem,
} from '../../../components/form-problem';
import { useFocusProblem } from '../../../components/form-fields';
import { useMenuWrite, type MenuCalls } from './useMenu';

/**
 * An edit form of the Menu panel: its draft, the domain's check before sending (the message beside
 * its field, focused), the write, and the server's refusal beside the field it names.
 */
export function useMenuForm<D, B>({
  prefix,
  initial,
  toBody,
  check,
  send,
  onSaved,
}: {
  /** The ids of the form's controls start with it. */
  prefix: string;
  initial: D;
  toBody: (draft: D) => B;
  check: (body: B) => FormProblem | null;
  send: (calls: MenuCalls, body: B) => Promise<unknown>;
  onSaved: () => void;
}) {
  const [draft, setDraft] = useState(initial);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const write = useMenuWrite();
  useFocusProblem(prefix, outcome);

  const edit = (patch: Partial<D>) => setDraft((d) => ({ ...d, ...patch }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (write.isPending) return;
    const body = toBody(draft);
    const problem = check(body);
    if (problem) {
      setOutcome(errorOutcome(problem));
      return;
    }
    setOutcome(null);
    write.mutate((calls) => send(calls, body), {
      onSuccess: onSaved,
      onError: (error) => setOutcome(errorOutcome(failureProblem(error, MESSAGES.updateFailed))),
    });
  };

  return { prefix, draft, edit, outcome, submit, saving: write.isPending };
}
