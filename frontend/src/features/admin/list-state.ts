import {
  ADMIN_LIST_DEFAULT_LIMIT,
  APPOINTMENT_STATUSES,
  INBOX_STATUSES,
  isValidDate,
} from '@esthetics/domain';

/**
 * A console list as the URL keeps it (so Back, a reload or a shared link show the same rows): the
 * search text, a status filter, a date range (appointments) and the page. The API does the
 * searching and filtering; this only reads and writes the query string and builds the request.
 */
export interface ListState<S extends string = string> {
  readonly q: string;
  /** One of the list's statuses, or '' for all. */
  readonly status: S | '';
  readonly from: string;
  readonly to: string;
  /** 1-based. */
  readonly page: number;
}

export const PAGE_SIZE = ADMIN_LIST_DEFAULT_LIMIT;

/** The statuses each list can be filtered by. */
export const LIST_STATUSES = {
  appointments: APPOINTMENT_STATUSES,
  messages: INBOX_STATUSES,
  corporate: INBOX_STATUSES,
  clients: [],
} as const;

const PARAMS = ['q', 'status', 'from', 'to', 'page'] as const;

export function listStateFrom<S extends string>(
  search: URLSearchParams,
  statuses: readonly S[],
): ListState<S> {
  const page = Number(search.get('page'));
  const asked = search.get('status') ?? '';
  const status = statuses.find((s) => s === asked) ?? '';
  const date = (name: string) => {
    const value = search.get(name) ?? '';
    return isValidDate(value) ? value : '';
  };
  return {
    q: (search.get('q') ?? '').slice(0, 100),
    status,
    from: date('from'),
    to: date('to'),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

/** The query string for a list state (empty values left out), other parameters (the tab) kept. */
export function searchWithList(search: URLSearchParams, state: ListState): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const name of PARAMS) next.delete(name);
  if (state.q.trim()) next.set('q', state.q.trim());
  if (state.status) next.set('status', state.status);
  if (state.from) next.set('from', state.from);
  if (state.to) next.set('to', state.to);
  if (state.page > 1) next.set('page', String(state.page));
  return next;
}

/** The API query of a list state: the page as limit and offset, filters only when set. */
export function listQuery<S extends string>(
  state: ListState<S>,
): {
  limit: number;
  offset: number;
  q?: string;
  status?: S;
  from?: string;
  to?: string;
} {
  return {
    limit: PAGE_SIZE,
    offset: (state.page - 1) * PAGE_SIZE,
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...(state.status ? { status: state.status } : {}),
    ...(state.from ? { from: state.from } : {}),
    ...(state.to ? { to: state.to } : {}),
  };
}

/** "21–40 of 57", or null when there is nothing. */
export function pageRange(page: number, shown: number, total: number): string | null {
  if (total === 0 || shown === 0) return null;
  const first = (page - 1) * PAGE_SIZE + 1;
  return `${first}–${first + shown - 1} of ${total}`;
}

export const pageCount = (total: number): number => Math.max(1, Math.ceil(total / PAGE_SIZE));
