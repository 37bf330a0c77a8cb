import { MESSAGES } from '@esthetics/domain';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { createAppQueryClient } from '../../api/query-client';

/**
 * A signed-in area's cache of server state (the client area, the console): a refused token ends the
 * session with a notice, and nothing read outlives the session.
 */
export function useAreaQueryClient(
  signedIn: boolean,
  logout: (reason?: string) => void,
): QueryClient {
  const [queryClient] = useState(() => createAppQueryClient(() => logout(MESSAGES.sessionExpired)));
  useEffect(() => {
    if (!signedIn) queryClient.clear();
  }, [signedIn, queryClient]);
  return queryClient;
}
