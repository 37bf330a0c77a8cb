import { MESSAGES } from '@esthetics/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { ApiError, failureMessage } from '../../../api/errors';
import { withToken } from '../../../api/request-options';
import { useFocusProblem } from '../../../components/form-fields';
import type { FormOutcome } from '../../../components/form-problem';
import { FormNotice } from '../../../components/FormNotice';
import { useAdminSession } from '../AdminProvider';
import { $api } from '../../../api/queries';
import {
  checkDraft,
  emptyDraft,
  shownField,
  type BlockDraft,
  type TimeBlockBody,
} from './block-draft';
import { describeBlock } from './block-words';
import { BlockConflicts } from './BlockConflicts';
import { BLOCK_FORM_PREFIX, BlockFields } from './BlockFields';
import { BLOCKS_PATH } from './schedule';
import { BusyButton } from '../../../components/BusyButton';

/**
 * The form that adds time off. Saving first asks which appointments the block would cover: none,
 * and it is saved; some, and they are shown to keep, move or cancel (BlockConflicts) before saving.
 */
export function TimeOffForm({ date, timeZone }: { date: string; timeZone: string }) {
  const { token } = useAdminSession();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<BlockDraft>(() => emptyDraft(date));
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  /** The block whose covered appointments are shown, before it is saved. */
  const [checking, setChecking] = useState<TimeBlockBody | null>(null);
  useFocusProblem(BLOCK_FORM_PREFIX, outcome);

  const refused = (error: unknown) => {
    const field = shownField(draft.shape, error instanceof ApiError ? error.field : undefined);
    setOutcome({
      kind: 'error',
      text: failureMessage(error, MESSAGES.updateFailed),
      field,
      fields: field ? [field] : [],
    });
  };
  const create = $api.useMutation('post', BLOCKS_PATH, {
    onSuccess: ({ block }) => {
      setChecking(null);
      setDraft((d) => ({ ...d, note: '' }));
      setOutcome({
        kind: 'success',
        text: `Time off saved: ${describeBlock(block, timeZone).when}.`,
      });
      void queryClient.invalidateQueries({ queryKey: ['get', BLOCKS_PATH] });
    },
    onError: (error, { body }) => {
      // Booked meanwhile: show what is in the way again rather than a bare refusal.
      if (error instanceof ApiError && error.code === 'blockHasAppointments') {
        setChecking(body);
        void queryClient.invalidateQueries({ queryKey: ['post', `${BLOCKS_PATH}/preview`] });
        return;
      }
      setChecking(null);
      refused(error);
    },
  });
  const preview = $api.useMutation('post', '/api/admin/schedule/blocks/preview');
  const save = (body: TimeBlockBody, keep: boolean) =>
    create.mutate({
      body: keep ? { ...body, keep_appointments: true } : body,
      ...withToken(token),
    });

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const checked = checkDraft(draft, timeZone);
    if (!checked.ok) {
      const { message, field } = checked;
      setOutcome({ kind: 'error', text: message, field, fields: field ? [field] : [] });
      return;
    }
    setOutcome(null);
    preview.mutate(
      { body: checked.body, ...withToken(token) },
      {
        onSuccess: ({ appointments }) =>
          appointments.length === 0 ? save(checked.body, false) : setChecking(checked.body),
        onError: refused,
      },
    );
  };
  const edit = (changes: Partial<BlockDraft>) => {
    setDraft((d) => ({ ...d, ...changes }));
    setChecking(null);
  };
  const busy = preview.isPending || create.isPending;

  return (
    <form className="timeoff-form" onSubmit={submit} noValidate aria-label="Add time off">
      <h4>Add time off</h4>
      <BlockFields draft={draft} outcome={outcome} edit={edit} />
      {outcome && (outcome.kind === 'success' || !outcome.field) && <FormNotice notice={outcome} />}
      {checking ? (
        <BlockConflicts
          body={checking}
          timeZone={timeZone}
          saving={create.isPending}
          onSave={(keep) => save(checking, keep)}
          onBack={() => setChecking(null)}
        />
      ) : (
        <BusyButton className="btn btn--accent" busy={busy && 'Checking…'}>
          Block this time
        </BusyButton>
      )}
    </form>
  );
}
