import {
  keepPreviousData,
  useQuery,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { withToken } from '../../api/request-options';
import { useAdminSession } from './AdminProvider';
import type { Notify } from './AppointmentActions';
import { listQuery, listStateFrom, searchWithList, type ListState } from './list-state';

/** A console list's state in the URL, and a way to change it (each change is a history entry). */
export function useListState<S extends string>(statuses: readonly S[]) {
  const [search, setSearch] = useSearchParams();
  const state = listStateFrom(search, statuses);
  const setState = (next: ListState<S>) => setSearch(searchWithList(search, next));
  const filtered = Boolean(state.q || state.status || state.from || state.to);
  return { state, setState, filtered };
}

/** What a console list asks the API for: the page's limit and offset, and the filters that are set. */
export type ListRequest<S extends string> = ReturnType<typeof listQuery<S>>;

/**
 * A console list: its search, filters and page in the URL, the read of that page (the previous page
 * kept on screen while the next one loads), and the notice its row actions report to. `read` names
 * the list's endpoint: `(query, init) => $api.queryOptions('get', path, { params: { query }, ...init })`.
 */
export function useConsoleList<S extends string, TData, TError, TKey extends QueryKey>(
  statuses: readonly S[],
  read: (
    query: ListRequest<S>,
    init: ReturnType<typeof withToken>,
  ) => UseQueryOptions<TData, TError, TData, TKey>,
) {
  const { token } = useAdminSession();
  const { state, setState, filtered } = useListState(statuses);
  const [notice, setNotice] = useState<Parameters<Notify>[0] | null>(null);
  const query = useQuery({
    ...read(listQuery(state), withToken(token)),
    placeholderData: keepPreviousData,
  });
  return {
    query,
    notice,
    notify: setNotice,
    /** What ListControls and ListBody take of the list. */
    list: { state, onChange: setState, filtered },
  };
}
