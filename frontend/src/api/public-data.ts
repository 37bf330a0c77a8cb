import type { QueryClient, QueryObserverResult } from '@tanstack/react-query';
import type { ApiClient, Catalog, Site } from './client';

/** What the server inlines in every page (see readInitialData) and the API answers on its own. */
export interface PublicData {
  readonly site: Site;
  readonly catalog: Catalog;
}

/** A read of public data as a page shows it: loading, ready, or failed with a retry. */
export type Loaded<T> = (
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly data: T }
  | { readonly status: 'error' }
) & { readonly retry: () => void };

/** The one API client, loaded when a read first needs it (a page with its data inlined never does). */
const loadApi = async (): Promise<ApiClient> => (await import('./client')).api;

/** An answer's data, or a failure the read reports (and the page offers to retry). */
function answered<T>({ data, response }: { data?: T; response: Response }): T {
  if (data === undefined) throw new Error(`${response.url} answered ${response.status}`);
  return data;
}

/**
 * The site's public reads (GET /api/site, GET /api/catalog) through TanStack Query over the generated
 * schema, keyed as openapi-react-query keys them. Each is seeded with what the server inlined in the
 * page (`initialData`): ready at once, no request before the first paint. Without it (a page cached
 * before an update, the dev server) the read goes to the API, once for every component that asks.
 * The data is the same for every visitor and changes only when the owner edits it. The site's
 * profile is read at most once a visit (again only when the visitor asks: a failed read's "Try
 * again"). The catalogue holds the prices the owner edits in the console's Menu: it stays fresh for
 * a few seconds (the first page shows the inlined copy without asking), after which a page that
 * shows it (services, booking) reads it again when it opens, so a new price shows on the next page
 * without a reload; the answer carries an ETag, so an unchanged menu costs a 304.
 */
/** How long a read catalogue is shown without asking again when a page opens. */
export const CATALOG_FRESH_MS = 5_000;

/** How public data is kept: read once, kept for the visit, never read again behind the page's back. */
const KEPT_FOR_THE_VISIT = {
  staleTime: Infinity,
  gcTime: Infinity,
  retry: false,
  refetchOnWindowFocus: false,
  meta: { publicData: true },
} as const;

/** The public reads, kept in `queryClient` (the site's one cache; a test's own). */
export function createPublicData(
  initial: Partial<PublicData>,
  queryClient: QueryClient,
  client = loadApi,
) {
  // The inlined copy is as old as the page: a page opened later than CATALOG_FRESH_MS after it
  // reads the catalogue again (a query first made then would otherwise count it as just read).
  const inlinedAt = Date.now();
  return {
    queryClient,
    site: {
      ...KEPT_FOR_THE_VISIT,
      queryKey: ['get', '/api/site'] as const,
      queryFn: async (): Promise<Site> => answered(await (await client()).GET('/api/site')),
      initialData: initial.site,
    },
    catalog: {
      ...KEPT_FOR_THE_VISIT,
      queryKey: ['get', '/api/catalog'] as const,
      queryFn: async (): Promise<Catalog> => answered(await (await client()).GET('/api/catalog')),
      initialData: initial.catalog,
      initialDataUpdatedAt: inlinedAt,
      staleTime: CATALOG_FRESH_MS,
    },
  };
}

/** A query's result as a page shows it; a retry shows the loading state again while it reads. */
export function loaded<T>(result: QueryObserverResult<T>): Loaded<T> {
  const retry = () => void result.refetch();
  if (result.status === 'success') return { status: 'ready', data: result.data, retry };
  if (result.status === 'error' && !result.isFetching) return { status: 'error', retry };
  return { status: 'loading', retry };
}
