import { useQuery } from '@tanstack/react-query';
import createQueryClient from 'openapi-react-query';
import { api } from '../../api/client';
import { ApiError } from '../../api/errors';
import { withToken } from '../../api/query-client';

/** The typed TanStack Query hooks over the site's one API client (loaded with the client area only). */
export const $api = createQueryClient(api);

/** The client's appointments (GET /api/clients/{id}/appointments). */
export const appointmentsQuery = (clientId: string, token: string) =>
  $api.queryOptions('get', '/api/clients/{id}/appointments', {
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
