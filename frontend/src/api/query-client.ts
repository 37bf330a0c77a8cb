import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { throwApiErrors, ApiError, isSessionExpired } from './errors';
import { bearer } from './client';

/**
 * The request options of the client's own calls: its token, and error answers thrown as ApiError.
 * openapi-react-query puts them in the query key, so another token is another cache entry.
 */
export const withToken = (token: string) => ({
  headers: bearer(token),
  middleware: [throwApiErrors],
});

/** The request options of the public calls of the area (login, register, checkout). */
export const withoutToken = { middleware: [throwApiErrors] };

/**
 * Whether a failed read is tried again: an answer of the server (a refusal, a missing form) is final,
 * no answer at all or a server failure is worth one more try.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < 1;
}

/**
 * A signed-in area's cache of server state (client area, admin console). A call refused because the token expired or was rejected
 * ends the session, whatever screen made it (the guard then shows the login page and the notice).
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
