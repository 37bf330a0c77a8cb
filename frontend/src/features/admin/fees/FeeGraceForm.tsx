import { checkFeeGraceHours, FEE_GRACE_MAX_HOURS, MESSAGES } from '@esthetics/domain';
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { failureMessage } from '../../../api/errors';
import { withToken } from '../../../api/request-options';
import { $api } from '../../../api/queries';
import type { Notice } from '../../../components/FormNotice';
import { HoursField, SaveRow } from '../settings-fields';
import { QueryState } from '../../account/QueryState';
import { useAdminSession } from '../AdminProvider';
import { useAdminQuery } from '../useAdminQuery';

const SETTINGS_PATH = '/api/admin/fees/settings';

function GraceFields({ hours }: { hours: number }) {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const [value, setValue] = useState(String(hours));
  const [outcome, setOutcome] = useState<Notice>(null);
  const save = $api.useMutation('put', SETTINGS_PATH, {
    onSuccess: () => {
      setOutcome({ kind: 'success', text: MESSAGES.feeGraceSaved });
      void queryClient.invalidateQueries({ queryKey: ['get', SETTINGS_PATH] });
    },
    onError: (error) =>
      setOutcome({ kind: 'error', text: failureMessage(error, MESSAGES.updateFailed) }),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkFeeGraceHours(value.trim() === '' ? null : Number(value));
    if (!checked.ok) {
      setOutcome({ kind: 'error', text: checked.message });
      return;
    }
    save.mutate({ body: { fee_grace_hours: checked.value }, ...withToken(token) });
  };
  return (
    <form className="card panel-card fee-grace" onSubmit={submit} noValidate>
      <h3>Fee grace window</h3>
      <HoursField
        label="Hours to waive a fee before it is charged"
        value={value}
        max={FEE_GRACE_MAX_HOURS}
        onValue={setValue}
      />
      <SaveRow outcome={outcome} saving={save.isPending} />
    </form>
  );
}

/** The owner's grace window before a late-cancellation or no-show fee is charged (docs/money.md). */
export function FeeGraceForm() {
  const settings = useAdminQuery((auth) => $api.queryOptions('get', SETTINGS_PATH, auth));
  return (
    <QueryState query={settings} loading="Loading the fee setting…">
      {(s) => <GraceFields hours={s.fee_grace_hours} />}
    </QueryState>
  );
}
