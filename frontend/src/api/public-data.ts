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

/** One public read as it stands: what it holds, when that was read, whether the last read failed. */
export interface ReadState<T> {
  readonly data?: T;
  readonly updatedAt: number;
  readonly failed: boolean;
  readonly fetching: boolean;
}

/** One public resource, shared by every component that shows it. */
export interface PublicRead<T> {
  /** Its state now (the same object until it changes, as useSyncExternalStore needs). */
  readonly current: () => ReadState<T>;
  /** A component shows it from now on: read when there is nothing yet or it went stale. */
  readonly subscribe: (listener: () => void) => () => void;
  /** Reads it now (a retry, the console's save); a read already on its way is shared. */
  readonly fetch: () => Promise<T>;
}

/** Whether the browser is online, and a way to hear when it is back (nothing to hear outside one). */
export interface Network {
  readonly online: () => boolean;
  readonly onOnline: (listener: () => void) => void;
}

const browserNetwork: Network = {
  online: () => typeof navigator === 'undefined' || navigator.onLine !== false,
  onOnline: (listener) => {
    if (typeof window !== 'undefined') window.addEventListener('online', listener);
  },
};

/** The one API client, loaded when a read first needs it (a page with its data inlined never does). */
const loadApi = async (): Promise<ApiClient> => (await import('./client')).api;

/** An answer's data, or a failure the read reports (and the page offers to retry). */
function answered<T>({ data, response }: { data?: T; response: Response }): T {
  if (data === undefined) throw new Error(`${response.url} answered ${response.status}`);
  return data;
}

/**
 * The site's public reads (GET /api/site, GET /api/catalog), each seeded with what the server inlined
 * in the page: ready at once, no request before the first paint. Without it (a page cached before an
 * update, the dev server) the read goes to the API, once for every component that asks. The data is
 * the same for every visitor and changes only when the owner edits it. The site's profile is read at
 * most once a visit (again only when the visitor asks: a failed read's "Try again"). The catalogue
 * holds the prices the owner edits in the console's Menu: it stays fresh for a few seconds (the first
 * page shows the inlined copy without asking), after which a page that shows it (services, booking)
 * reads it again when it opens, so a new price shows on the next page without a reload; the answer
 * carries an ETag, so an unchanged menu costs a 304. A small store rather than TanStack Query: the
 * public pages load with the entry, and the query library would be a tenth of its JavaScript.
 */
/** How long a read catalogue is shown without asking again when a page opens. */
export const CATALOG_FRESH_MS = 5_000;

export function createPublicData(
  initial: Partial<PublicData>,
  client = loadApi,
  network = browserNetwork,
) {
  // The inlined copy is as old as the page: a page opened later than CATALOG_FRESH_MS after it
  // reads the catalogue again.
  const inlinedAt = Date.now();
  return {
    site: publicRead(
      async (): Promise<Site> => answered(await (await client()).GET('/api/site')),
      initial.site,
      inlinedAt,
      Infinity,
      network,
    ),
    catalog: publicRead(
      async (): Promise<Catalog> => answered(await (await client()).GET('/api/catalog')),
      initial.catalog,
      inlinedAt,
      CATALOG_FRESH_MS,
      network,
    ),
  };
}

function publicRead<T>(
  read: () => Promise<T>,
  initial: T | undefined,
  inlinedAt: number,
  freshMs: number,
  network: Network,
): PublicRead<T> {
  let state: ReadState<T> = { data: initial, updatedAt: inlinedAt, failed: false, fetching: false };
  let inFlight: Promise<T> | undefined;
  let resume: (() => void) | undefined;
  const listeners = new Set<() => void>();
  const update = (next: Partial<ReadState<T>>) => {
    state = { ...state, ...next };
    listeners.forEach((listener) => listener());
  };
  // An answer equal to what is shown keeps the shown object, so what was computed from it stays.
  const same = (a: T | undefined, b: T) =>
    a !== undefined && JSON.stringify(a) === JSON.stringify(b);
  const stale = () => state.data === undefined || Date.now() - state.updatedAt >= freshMs;
  const fetch = (): Promise<T> => {
    if (inFlight) return inFlight;
    if (!network.online()) {
      // Offline, a read waits for the network and changes nothing until then: the page keeps what
      // it shows (or its loading state) rather than a failure.
      inFlight = new Promise<void>((go) => (resume = go)).then(() => {
        inFlight = undefined;
        return fetch();
      });
      return inFlight;
    }
    const reading = read().then(
      (answer) => {
        inFlight = undefined;
        const data = same(state.data, answer) ? (state.data as T) : answer;
        update({ data, updatedAt: Date.now(), failed: false, fetching: false });
        return data;
      },
      (error: unknown) => {
        inFlight = undefined;
        update({ failed: true, fetching: false });
        throw error;
      },
    );
    inFlight = reading;
    update({ fetching: true });
    return reading;
  };
  // Back online: a waiting read goes ahead; else a read a page shows is read again if it went stale.
  network.onOnline(() => {
    const waiting = resume;
    resume = undefined;
    if (waiting) waiting();
    else if (listeners.size > 0 && stale()) fetch().catch(() => undefined);
  });
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    if (stale()) fetch().catch(() => undefined);
    return () => void listeners.delete(listener);
  };
  return { current: () => state, subscribe, fetch };
}

/** A read as a page shows it; a retry shows the loading state again while it reads. */
export function loaded<T>(read: PublicRead<T>, state = read.current()): Loaded<T> {
  const retry = () => void read.fetch().catch(() => undefined);
  if (state.failed && !state.fetching) return { status: 'error', retry };
  if (state.data !== undefined && !state.failed)
    return { status: 'ready', data: state.data, retry };
  return { status: 'loading', retry };
}
