import { useCallback, useSyncExternalStore } from 'react';
import { CLIENT_SESSION_KEY, readStoredClient, type StoredClient } from './client-session';

const listeners = new Set<() => void>();
let cached: { raw: string | null; client: StoredClient | null } = { raw: null, client: null };

function snapshot(): StoredClient | null {
  const raw = localStorage.getItem(CLIENT_SESSION_KEY);
  if (raw !== cached.raw) cached = { raw, client: readStoredClient(localStorage) };
  return cached.client;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === null || e.key === CLIENT_SESSION_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored client (updates across tabs) and a logout that clears it. */
export function useStoredClient(): { client: StoredClient | null; logout: () => void } {
  const client = useSyncExternalStore(subscribe, snapshot, () => null);
  const logout = useCallback(() => {
    localStorage.removeItem(CLIENT_SESSION_KEY);
    listeners.forEach((l) => l());
  }, []);
  return { client, logout };
}
