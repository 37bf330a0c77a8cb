import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { withToken } from '../../api/request-options';
import { useAdminSession } from './AdminProvider';

/**
 * A console read with the admin's token. `read` names the endpoint:
 * `(auth) => $api.queryOptions('get', path, { params, ...auth })`.
 */
export function useAdminQuery<TData, TError, TKey extends QueryKey>(
  read: (auth: ReturnType<typeof withToken>) => UseQueryOptions<TData, TError, TData, TKey>,
) {
  const { token } = useAdminSession();
  return useQuery(read(withToken(token)));
}
