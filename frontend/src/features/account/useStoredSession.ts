import { SESSION_MESSAGES } from '@esthetics/domain';
import { useCallback, useEffect, useState } from 'react';
import { isTokenExpired } from '../../api/token';
import type { Store } from './session-store';

/**
 * The session of a signed-in area, kept in local storage under `key` and followed across tabs: an
 * expired token is dropped on arrival with a notice; `login` stores a session, `logout` removes it
 * (with the reason shown on the login page). `read` and `write` are module functions (stable).
 */
export function useStoredSession<S extends { readonly token: string }>(
  key: string,
  read: (storage: Store) => S | null,
  write: (storage: Store, session: S) => void,
) {
  const [loading, setLoading] = useState(true);
  const [session, setSession] = useState<S | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    const sync = () => {
      const stored = read(localStorage);
      if (stored && isTokenExpired(stored.token, new Date())) {
        localStorage.removeItem(key);
        setSession(null);
        setNotice(SESSION_MESSAGES.sessionExpired);
      } else {
        setSession(stored);
      }
      setLoading(false);
    };
    sync();
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === key) sync();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [key, read]);

  const login = useCallback(
    (next: S) => {
      write(localStorage, next);
      setSession(next);
      setNotice(null);
    },
    [write],
  );

  const logout = useCallback(
    (reason?: string) => {
      localStorage.removeItem(key);
      setSession(null);
      setNotice(reason ?? null);
    },
    [key],
  );

  return { loading, session, setSession, notice, login, logout };
}
