import { MESSAGES } from '@esthetics/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { onSessionExpired, queryClient, readWithToken } from '../../api/query-client';

/** Forgets what was read with a token: nothing read outlives the session or the area. */
const forgetSignedInReads = () => queryClient.removeQueries({ predicate: readWithToken });

/**
 * A signed-in area's view of the site's cache of server state (the client area, the console): a
 * refused token ends the session with a notice, and nothing read with the token outlives the session
 * or the area (leaving it and coming back reads again, as a fresh page would).
 */
export function useAreaQueryClient(
  signedIn: boolean,
  logout: (reason?: string) => void,
): QueryClient {
  // The latest logout (it changes with the session), read when a call is refused.
  const logoutRef = useRef(logout);
  useEffect(() => {
    logoutRef.current = logout;
  }, [logout]);
  useEffect(() => {
    const stop = onSessionExpired(() => logoutRef.current(MESSAGES.sessionExpired));
    return () => {
      stop();
      forgetSignedInReads();
    };
  }, []);
  useEffect(() => {
    if (!signedIn) forgetSignedInReads();
  }, [signedIn]);
  return queryClient;
}
