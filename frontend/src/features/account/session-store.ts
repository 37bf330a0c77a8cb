/**
 * A signed-in area's session as the browser keeps it: one JSON record in local storage under the
 * area's key. A record that cannot be read is removed and the reason logged. Framework-free so it is
 * tested without a browser.
 */
import type { ApiClient } from '../../api/client';
import { bearer } from '../../api/token';

export type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null;

/** The record under `key` as `parse` accepts it, or null; one it refuses is removed (and logged). */
export function readStored<T>(
  storage: Store,
  key: string,
  parse: (value: unknown) => T | null,
  what: string,
): T | null {
  const raw = storage.getItem(key);
  if (raw === null) return null;
  try {
    const value = parse(JSON.parse(raw));
    if (value !== null) return value;
    console.error(`Removed an unreadable ${what} record`);
  } catch (e) {
    console.error(`Removed an unparsable ${what} record`, e);
  }
  storage.removeItem(key);
  return null;
}

export function writeStored(storage: Store, key: string, value: unknown): void {
  storage.setItem(key, JSON.stringify(value));
}

/** A stored record with a token: what both areas' sessions start with. */
export const hasToken = (v: unknown): v is Record<string, unknown> & { token: string } =>
  isRecord(v) && typeof v.token === 'string' && v.token !== '';

/**
 * Logs out: `forget` drops the session here at once (the area shows its login page), then the server
 * is asked at `path` to end it, so its token is refused from then on even if it was copied. A call
 * that fails (offline, a session already ended) leaves the browser logged out all the same.
 */
export async function logOut(
  path: '/api/admin/logout' | '/api/clients/logout',
  token: string | null,
  forget: () => void,
  loadApi: () => Promise<ApiClient>,
): Promise<void> {
  forget();
  if (token === null) return;
  try {
    await (await loadApi()).POST(path, { headers: bearer(token) });
  } catch {
    // Nothing more to do: this browser has forgotten the session.
  }
}

/** What an area's session module offers: read, write and log out, under one key and one path. */
export interface StoredSession<S> {
  readonly read: (storage: Store) => S | null;
  readonly write: (storage: Store, session: S) => void;
  readonly logOut: (
    token: string | null,
    forget: () => void,
    loadApi: () => Promise<ApiClient>,
  ) => Promise<void>;
}

export function storedSession<S>(
  key: string,
  what: string,
  parse: (value: unknown) => S | null,
  logoutPath: Parameters<typeof logOut>[0],
): StoredSession<S> {
  return {
    read: (storage) => readStored(storage, key, parse, what),
    write: (storage, session) => writeStored(storage, key, session),
    logOut: (token, forget, loadApi) => logOut(logoutPath, token, forget, loadApi),
  };
}
