import { withToken } from '../../api/request-options';
import { $api } from '../../api/queries';

/** Whether this session may open the client's health form (GET /api/clients/{id}/health-access). */
export const healthAccessQuery = (clientId: string, token: string) =>
  $api.queryOptions('get', '/api/clients/{id}/health-access', {
    params: { path: { id: clientId } },
    ...withToken(token),
  });
