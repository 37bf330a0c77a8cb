import { formatDateTimeLong, MESSAGES } from '@esthetics/domain';
import { api } from '../../api/client';
import { $api } from '../../api/queries';
import { withToken } from '../../api/request-options';
import type { MoveCalls } from '../self-service/move';

/** What the console may do with one appointment now: move it, mark it a no-show (with the fee). */
export const adminChangeOptionsQuery = (appointmentId: string, token: string) =>
  $api.queryOptions('get', '/api/admin/appointments/{id}/options', {
    params: { path: { id: appointmentId } },
    ...withToken(token),
  });

/** A date's free times to move the appointment to (its own time counted free). */
export const adminMoveTimesRead = (appointmentId: string, token: string) => (date: string) =>
  $api.queryOptions('get', '/api/admin/appointments/{id}/availability', {
    params: { path: { id: appointmentId }, query: { date } },
    ...withToken(token),
  });

/**
 * The console's move: no preview to ask (the admin may move an active appointment at any notice),
 * so the review step says what the options answer said; then the move, told in the admin's words.
 */
export const adminMoveCalls = (
  appointmentId: string,
  token: string,
  review: string,
  timeZone: string,
): MoveCalls => ({
  review: async () => review,
  apply: async (slot) => {
    const { data } = await api.POST('/api/admin/appointments/{id}/reschedule', {
      params: { path: { id: appointmentId } },
      body: { date: slot.date, time: slot.time },
      ...withToken(token),
    });
    if (!data) throw new Error('The server answered without a body.');
    return MESSAGES.appointmentMoved(
      formatDateTimeLong(new Date(data.appointment.starts_at), timeZone),
    );
  },
});
