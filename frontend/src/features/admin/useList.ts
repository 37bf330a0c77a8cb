import { useSearchParams } from 'react-router-dom';
import { listStateFrom, searchWithList, type ListState } from './list-state';

/** A console list's state in the URL, and a way to change it (each change is a history entry). */
export function useListState<S extends string>(statuses: readonly S[]) {
  const [search, setSearch] = useSearchParams();
  const state = listStateFrom(search, statuses);
  const setState = (next: ListState<S>) => setSearch(searchWithList(search, next));
  const filtered = Boolean(state.q || state.status || state.from || state.to);
  return { state, setState, filtered };
}
