import { BackOrConfirm, DialogProblem } from '../../components/DialogActions';
import { MESSAGES } from '@esthetics/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { Schemas } from '../../api/client';
import { withToken } from '../../api/request-options';
import type { Appointment } from '../client/appointments';
import { AmountLines } from '../self-service/AmountLines';
import { RescheduleDialog } from '../self-service/RescheduleDialog';
import { ChangeButton, OptionsFailed, RefusedNote } from '../self-service/ChangeButtons';
import { amountLines, refusalOf } from '../self-service/terms';
import '../self-service/self-service.css';
import type { Notify } from './AppointmentActions';
import { useAdminSession } from './AdminProvider';
import { $api } from '../../api/queries';
import { adminChangeOptionsQuery, adminMoveCalls, adminMoveTimesRead } from './queries';
import { BodyDialog } from '../self-service/BodyDialog';
import { useChangeDialogs } from '../self-service/useChangeDialogs';

type NoShowOption = Schemas['NoShowOptionDto'];

/**
 * The console's "Reschedule" (the booking page's picker in a dialog, any notice while the
 * appointment is active) and "Mark no-show" (once its start has passed, confirmed in a dialog that
 * shows the policy's fee), each offered as the options answer says, with the reason when not.
 */
export function AppointmentChanges({
  a,
  when,
  timeZone,
  notify,
}: {
  a: Appointment;
  /** The appointment's time in words. */
  when: string;
  timeZone: string;
  notify: Notify;
}) {
  const { token } = useAdminSession();
  const options = useQuery(adminChangeOptionsQuery(a.id, token));
  const { open, show, close, done } = useChangeDialogs<'reschedule' | 'no_show'>((text) =>
    notify({ kind: 'success', text }),
  );
  const noteId = useId();

  if (options.isPending) return null;
  if (options.isError) return <OptionsFailed retry={() => void options.refetch()} />;

  const { reschedule, no_show: noShow } = options.data;

  return (
    <div className="change-actions">
      <div className="btn-row">
        <ChangeButton option={reschedule} noteId={noteId} onClick={() => show('reschedule')}>
          Reschedule
        </ChangeButton>
        <ChangeButton option={noShow} noteId={noteId} onClick={() => show('no_show')}>
          Mark no-show
        </ChangeButton>
      </div>
      <RefusedNote id={noteId} options={[reschedule, noShow]} />
      {reschedule.allowed && (
        <RescheduleDialog
          open={open === 'reschedule'}
          onClose={close}
          onDone={done}
          current={{ date: a.appointment_date, time: a.appointment_time }}
          currentLabel={when}
          intro={reschedule.message}
          timeZone={timeZone}
          read={adminMoveTimesRead(a.id, token)}
          calls={adminMoveCalls(a.id, token, reschedule.message, timeZone)}
        />
      )}
      {noShow.allowed && (
        <BodyDialog open={open === 'no_show'} title={MESSAGES.noShowDialogTitle} onClose={close}>
          <NoShowSteps id={a.id} when={when} option={noShow} onClose={close} onDone={done} />
        </BodyDialog>
      )}
    </div>
  );
}

/** The no-show's fee as the policy decides it now, then "Mark no-show" or "Back". */
function NoShowSteps({
  id,
  when,
  option,
  onClose,
  onDone,
}: {
  id: string;
  when: string;
  option: NoShowOption;
  onClose: () => void;
  onDone: (text: string) => void;
}) {
  const { token } = useAdminSession();
  const mark = $api.useMutation('post', '/api/admin/appointments/{id}/no-show');
  const [problem, setProblem] = useState<string | null>(null);
  const terms = option.terms;
  return (
    <div className="dialog-steps">
      <p className="dialog-subject">
        Booked for <strong>{when}</strong>
      </p>
      <p>{terms?.message ?? option.message}</p>
      {terms && <AmountLines lines={amountLines(terms, { kind: 'no_show', reader: 'admin' })} />}
      <DialogProblem text={problem} />
      <BackOrConfirm
        back="Back"
        onBack={onClose}
        label="Mark no-show"
        busyLabel="Marking…"
        busy={mark.isPending}
        onConfirm={() => {
          setProblem(null);
          mark.mutate(
            { params: { path: { id } }, ...withToken(token) },
            {
              onSuccess: (data) => onDone(`${MESSAGES.noShowMarked} ${data.message}`),
              onError: (error) => setProblem(refusalOf(error, MESSAGES.noShowFailed).message),
            },
          );
        }}
      />
    </div>
  );
}
