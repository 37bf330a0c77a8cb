import { MESSAGES } from '@esthetics/domain';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import {
  CLIENT_SESSION_KEY,
  isTokenExpired,
  mergeClient,
  readClientSession,
  writeClientSession,
  type Client,
  type ClientSession,
} from './client-session';

export interface ClientContextValue {
  /** True until the stored session has been read. */
  readonly loading: boolean;
  readonly session: ClientSession | null;
  readonly client: Client | null;
  /** Why the client was logged out (an expired or rejected token), shown on the login page. */
  readonly notice: string | null;
  login(session: ClientSession): void;
  logout(reason?: string): void;
  updateClient(client: Partial<Client>): void;
}

const ClientContext = createContext<ClientContextValue | null>(null);

function readCurrent(): { session: ClientSession | null; expired: boolean } {
  const session = readClientSession(localStorage);
  if (session && isTokenExpired(session.token, new Date())) {
    localStorage.removeItem(CLIENT_SESSION_KEY);
    return { session: null, expired: true };
  }
  return { session, expired: false };
}

/** The logged-in client, kept in local storage and shared by every page (and across tabs). */
export function ClientProvider({ children }: { children: ReactNode }) {
  const [loading, setLoading] = useState(true);
  const [session, setSession] = useState<ClientSession | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    const sync = () => {
      const current = readCurrent();
      setSession(current.session);
      if (current.expired) setNotice(MESSAGES.sessionExpired);
      setLoading(false);
    };
    sync();
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === CLIENT_SESSION_KEY) sync();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const login = useCallback((next: ClientSession) => {
    writeClientSession(localStorage, next);
    setSession(next);
    setNotice(null);
  }, []);

  const logout = useCallback((reason?: string) => {
    localStorage.removeItem(CLIENT_SESSION_KEY);
    setSession(null);
    setNotice(reason ?? null);
  }, []);

  const updateClient = useCallback((client: Partial<Client>) => {
    setSession((current) => {
      if (!current) return current;
      const next = mergeClient(current, client);
      writeClientSession(localStorage, next);
      return next;
    });
  }, []);

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

/** The client session; throws outside a ClientProvider (spec section 6). */
export function useClient(): ClientContextValue {
  const value = useContext(ClientContext);
  if (!value) throw new Error(MESSAGES.useClientOutsideProvider);
  return value;
}
