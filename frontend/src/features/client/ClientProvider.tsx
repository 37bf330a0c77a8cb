import { SESSION_MESSAGES } from '@esthetics/domain';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../../api/client';
import {
  CLIENT_SESSION_KEY,
  logOutClient,
  mergeClient,
  readClientSession,
  writeClientSession,
  type Client,
  type ClientSession,
} from './client-session';
import { useStoredSession } from '../account/useStoredSession';

export interface ClientContextValue {
  /** True until the stored session has been read. */
  readonly loading: boolean;
  readonly session: ClientSession | null;
  readonly client: Client | null;
  /** Why the client was logged out (an expired or rejected token), shown on the login page. */
  readonly notice: string | null;
  login(session: ClientSession): void;
  /** Forgets the session here at once and ends it on the server (see logOutClient). */
  logout(reason?: string): void;
  updateClient(client: Partial<Client>): void;
}

const ClientContext = createContext<ClientContextValue | null>(null);

/** The API client, loaded only when a logout needs it (public pages do not load it). */
const loadApi = async (): Promise<ApiClient> => (await import('../../api/client')).api;

/** The logged-in client, kept in local storage and shared by every page (and across tabs). */
export function ClientProvider({ children }: { children: ReactNode }) {
  const {
    loading,
    session,
    setSession,
    notice,
    login,
    logout: forget,
  } = useStoredSession(CLIENT_SESSION_KEY, readClientSession, writeClientSession);

  const logout = useCallback(
    (reason?: string) => void logOutClient(session?.token ?? null, () => forget(reason), loadApi),
    [session, forget],
  );

  const updateClient = useCallback(
    (client: Partial<Client>) => {
      setSession((current) => {
        if (!current) return current;
        const next = mergeClient(current, client);
        writeClientSession(localStorage, next);
        return next;
      });
    },
    [setSession],
  );

  const value = useMemo<ClientContextValue>(
    () => ({
      loading,
      session,
      client: session?.client ?? null,
      notice,
      login,
      logout,
      updateClient,
    }),
    [loading, session, notice, login, logout, updateClient],
  );
  return <ClientContext.Provider value={value}>{children}</ClientContext.Provider>;
}

/** The client session; throws outside a ClientProvider (docs/spec.md#roles-and-permissions). */
export function useClient(): ClientContextValue {
  const value = useContext(ClientContext);
  if (!value) throw new Error(SESSION_MESSAGES.useClientOutsideProvider);
  return value;
}
