import {
  ADMIN_PASSWORD_MIN_LENGTH,
  LIMITS,
  MESSAGES,
  validateAdminPasswordChange,
} from '@esthetics/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { withToken } from '../../../api/request-options';
import { FormOutcomeNotice, TextField, useFocusProblem } from '../../../components/form-fields';
import {
  errorOutcome,
  failureProblem,
  type FormOutcome,
  validationProblem,
} from '../../../components/form-problem';
import { useAdminSession } from '../AdminProvider';
import { $api } from '../../../api/queries';
import { BusyButton } from '../../../components/BusyButton';

const PREFIX = 'admin-password';

/**
 * The owner's password change: the current password and a new one (the domain's rule, checked here
 * and by the server). On success every other session has ended; this one stays signed in.
 */
export function PasswordForm() {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  useFocusProblem(PREFIX, outcome);
  const change = $api.useMutation('put', '/api/admin/password', {
    onSuccess: (data) => {
      setCurrent('');
      setNext('');
      setOutcome({ kind: 'success', text: data.message });
      void queryClient.invalidateQueries({ queryKey: ['get', '/api/admin/sessions'] });
    },
    onError: (error) =>
      setOutcome(errorOutcome(failureProblem(error, MESSAGES.adminPasswordChangeFailed))),
  });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const form = validateAdminPasswordChange({ current_password: current, new_password: next });
    if (!form.ok) {
      setOutcome(
        errorOutcome(
          validationProblem(form, { current_password: current, new_password: next }, [
            'current_password',
            'new_password',
          ]),
        ),
      );
      return;
    }
    change.mutate({ body: form.value, ...withToken(token) });
  };

  return (
    <form className="card panel-card admin-password-form" onSubmit={submit} noValidate>
      <h3>Change your password</h3>
      <TextField
        prefix={PREFIX}
        name="current_password"
        label="Current password"
        type="password"
        autoComplete="current-password"
        maxLength={LIMITS.password}
        value={current}
        onValue={setCurrent}
        outcome={outcome}
        required
      />
      <TextField
        prefix={PREFIX}
        name="new_password"
        label="New password"
        type="password"
        autoComplete="new-password"
        minLength={ADMIN_PASSWORD_MIN_LENGTH}
        maxLength={LIMITS.password}
        value={next}
        onValue={setNext}
        outcome={outcome}
        hint={MESSAGES.adminPasswordHint}
        required
      />
      <FormOutcomeNotice outcome={outcome} focusOnSuccess />
      <BusyButton
        className="btn btn--accent panel-card-action"
        busy={change.isPending && 'Changing…'}
      >
        Change password
      </BusyButton>
    </form>
  );
}
