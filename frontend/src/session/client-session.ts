import { SESSION_STORAGE_KEYS } from '@esthetics/domain';

/**
 * The logged-in client as the browser keeps it (spec 4: a client key in local storage; logout clears
 * it; unparsable data is discarded). Client login itself arrives with the client area; the navigation
 * already shows the stored client's first name and a Logout button.
 */
export const CLIENT_SESSION_KEY = SESSION_STORAGE_KEYS.client;

export interface StoredClient {
  readonly id: string;
  readonly first_name: string;
}

/** The stored client, or null; a record that cannot be read is removed. */
export function readStoredClient(
  storage: Pick<Storage, 'getItem' | 'removeItem'>,
): StoredClient | null {
  const raw = storage.getItem(CLIENT_SESSION_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    const record = (value && typeof value === 'object' ? value : {}) as Record<string, unknown>;
    const client = (
      record.client && typeof record.client === 'object' ? record.client : record
    ) as Record<string, unknown>;
    if (typeof client.first_name === 'string' && client.first_name.trim() !== '') {
      return { id: String(client.id ?? ''), first_name: client.first_name.trim() };
    }
  } catch {
    // fall through: unparsable
  }
  storage.removeItem(CLIENT_SESSION_KEY);
  return null;
}
