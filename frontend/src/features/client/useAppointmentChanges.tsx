import { isActiveStatus } from '@esthetics/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { RescheduleDialog } from '../self-service/RescheduleDialog';
import { ChangeButton, OptionsFailed, RefusedNote } from '../self-service/ChangeButtons';
import type { Appointment, AppointmentView } from './appointments';
import { CancelDialog } from './CancelDialog';
import type { ClientSession } from './client-session';
import { changeOptionsQuery, clientMoveCalls, moveTimesRead } from './queries';
import { useChangeDialogs } from '../self-service/useChangeDialogs';

/** The parts of an appointment card that change it: its buttons, why one is not offered, its dialogs. */
export interface AppointmentChanges {
  readonly buttons: ReactNode;
  readonly note: ReactNode;
  readonly dialogs: ReactNode;
}

/**
 * "Reschedule" and "Cancel" on an upcoming, active appointment, as the policy offers them now (the
 * options answer): a button not offered is disabled, with the reason under the buttons. A change
 * done refreshes every read of the area (the list, the options) and tells the page `onDone`.
 */
export function useAppointmentChanges({
  appointment: a,
  view,
  session,
  timeZone,
  upcoming,
  onDone,
}: {
  appointment: Appointment;
  view: AppointmentView;
  session: ClientSession;
  timeZone: string;
  upcoming: boolean;
  onDone: (message: string) => void;
}): AppointmentChanges {
  const changeable = upcoming && isActiveStatus(a.status);
  const options = useQuery({ ...changeOptionsQuery(a.id, session.token), enabled: changeable });
  const { open, show, close, done } = useChangeDialogs<'cancel' | 'reschedule'>(onDone);
  const noteId = useId();
  if (!changeable) return { buttons: null, note: null, dialogs: null };

  if (options.isError) {
    return {
      buttons: null,
      note: <OptionsFailed retry={() => void options.refetch()} />,
      dialogs: null,
    };
  }
  if (!options.data) return { buttons: null, note: null, dialogs: null };

  const { reschedule, cancel } = options.data;
  return {
    buttons: (
      <>
        <ChangeButton option={reschedule} noteId={noteId} onClick={() => show('reschedule')}>
          Reschedule
        </ChangeButton>
        <ChangeButton option={cancel} noteId={noteId} onClick={() => show('cancel')}>
          Cancel
        </ChangeButton>
      </>
    ),
    note: <RefusedNote id={noteId} options={[reschedule, cancel]} />,
    dialogs: (
      <>
        {reschedule.allowed && (
          <RescheduleDialog
            open={open === 'reschedule'}
            onClose={close}
            onDone={done}
            current={{ date: a.appointment_date, time: a.appointment_time }}
            currentLabel={view.when}
            intro={reschedule.message}
            timeZone={timeZone}
            read={moveTimesRead(a.id, session.token)}
            calls={clientMoveCalls(a.id, session.token)}
          />
        )}
        {cancel.allowed && (
          <CancelDialog
            open={open === 'cancel'}
            onClose={close}
            onDone={done}
            view={view}
            session={session}
          />
        )}
      </>
    ),
  };
}
