import { MutationCache, QueryCache, QueryClient, type Query } from '@tanstack/react-query';
import { ApiError, isSessionExpired } from './api-error';

/**
 * Whether a failed read is tried again: an answer of the server (a refusal, a missing form) is final,
 * no answer at all or a server failure is worth one more try.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * How the booking flow reads (free times, payment statuses, waitlist offers): they change under the
 * visitor's feet, so each read goes to the server when the page asks for it and is not kept once no
 * screen shows it, nothing is read again behind the page's back (focus, reconnect), and a failure is
 * shown as it is (the page offers "Try again").
 */
export const FRESH_READ = {
  staleTime: 0,
  gcTime: 0,
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
} as const;

/**
 * A cache of server state. A call refused because the token expired or was rejected calls
 * `onSessionExpired`, whatever screen made it (the signed-in area's guard then shows the login page
 * and the notice). The site makes one (below); tests make their own, to start empty.
 */
export function createAppQueryClient(onSessionExpired: () => void): QueryClient {
  const onError = (error: unknown) => {
    if (isSessionExpired(error)) onSessionExpired();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      queries: { retry: shouldRetry, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}

const sessionEnders = new Set<() => void>();

/** The site's one cache of server state: public data, the booking flow, the signed-in areas. */
export const queryClient = createAppQueryClient(() => sessionEnders.forEach((end) => end()));

/** Calls `end` when a call is refused for its token, until the returned function is called. */
export function onSessionExpired(end: () => void): () => void {
  sessionEnders.add(end);
  return () => sessionEnders.delete(end);
}

/**
 * What a change in a signed-in area makes out of date: every read but the public data (the site and
 * the catalogue, which the areas do not change; the console's Menu refreshes the catalogue itself).
 */
export const AREA_READS = {
  predicate: (query: Query): boolean => query.meta?.publicData !== true,
};

/** Whether a query was read with a signed-in token (`withToken` puts it in the key). */
export const readWithToken = (query: Query): boolean => {
  const init = query.queryKey[2] as { headers?: Record<string, unknown> } | undefined;
  return typeof init?.headers?.Authorization === 'string';
};
