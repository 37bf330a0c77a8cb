import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { $api } from '../../api/queries';
import { ApiError } from '../../api/errors';
import { withToken } from '../../api/request-options';
import type { CurrentSlot, MoveCalls } from '../self-service/move';

/** The client's appointments (GET /api/clients/{id}/appointments). */
export const appointmentsQuery = (clientId: string, token: string) =>
  $api.queryOptions('get', '/api/clients/{id}/appointments', {
    params: { path: { id: clientId } },
    ...withToken(token),
  });

/** The account's address: confirmed or not, and a new one waiting (GET /api/clients/{id}/email). */
export const emailStatusQuery = (clientId: string, token: string) =>
  $api.queryOptions('get', '/api/clients/{id}/email', {
    params: { path: { id: clientId } },
    ...withToken(token),
  });

const consultationOptions = (clientId: string, token: string) =>
  $api.queryOptions('get', '/api/clients/{id}/consultation', {
    params: { path: { id: clientId } },
    ...withToken(token),
  });

/** The key under which the client's health form is cached (to store the saved form). */
export const consultationKey = (clientId: string, token: string) =>
  consultationOptions(clientId, token).queryKey;

/** The client's saved health form, or null before the first save (the API answers 404). */
export function useConsultation(clientId: string, token: string) {
  const options = consultationOptions(clientId, token);
  return useQuery({
    queryKey: options.queryKey,
    queryFn: async (context) => {
      try {
        return await options.queryFn(context);
      } catch (e) {
        if (e instanceof ApiError && e.status === 404) return null;
        throw e;
      }
    },
  });
}

/** What the client may do with one appointment now: cancel, reschedule, each with its terms. */
export const changeOptionsQuery = (appointmentId: string, token: string) =>
  $api.queryOptions('get', '/api/clients/appointments/{id}/options', {
    params: { path: { id: appointmentId } },
    ...withToken(token),
  });

/** What cancelling the appointment now would refund, keep or charge (read when the dialog opens). */
export const cancelPreviewQuery = (appointmentId: string, token: string) =>
  $api.queryOptions('post', '/api/clients/appointments/{id}/cancel/preview', {
    params: { path: { id: appointmentId } },
    ...withToken(token),
  });

/** A date's free times to move the appointment to (its own time counted free). */
export const moveTimesRead = (appointmentId: string, token: string) => (date: string) =>
  $api.queryOptions('get', '/api/clients/appointments/{id}/availability', {
    params: { path: { id: appointmentId }, query: { date } },
    ...withToken(token),
  });

/** The message of an answer (a successful answer always has a body). */
const messageOf = (data: { message: string } | undefined): string => {
  if (!data) throw new Error('The server answered without a body.');
  return data.message;
};

/** The client's move: the preview checks the new time and says what it means, then the move. */
export const clientMoveCalls = (appointmentId: string, token: string): MoveCalls => {
  const init = (slot: CurrentSlot) => ({
    params: { path: { id: appointmentId } },
    body: { date: slot.date, time: slot.time },
    ...withToken(token),
  });
  return {
    review: async (slot) =>
      messageOf(
        (await api.POST('/api/clients/appointments/{id}/reschedule/preview', init(slot))).data,
      ),
    apply: async (slot) =>
      messageOf((await api.POST('/api/clients/appointments/{id}/reschedule', init(slot))).data),
  };
};
