import { SESSION_STORAGE_KEYS } from '@esthetics/domain';
import type { ApiClient, Schemas } from '../../api/client';
import {
  hasToken,
  isRecord,
  logOut,
  readStored,
  writeStored,
  type Store,
} from '../account/session-store';

/**
 * The logged-in client as the browser keeps it (docs/spec.md#sessions): the login answer's client
 * record and its token, in local storage under `<prefix>_client`. Logout clears it, a profile
 * update merges into it, unparsable data is discarded. Framework-free so it is tested without a
 * browser.
 */
export const CLIENT_SESSION_KEY = SESSION_STORAGE_KEYS.client;

export type Client = Schemas['ClientDto'];

export interface ClientSession {
  readonly token: string;
  readonly client: Client;
}

/** The stored session, or null; a record that cannot be read is removed (and the reason logged). */
export const readClientSession = (storage: Store): ClientSession | null =>
  readStored(storage, CLIENT_SESSION_KEY, parseClientSession, 'client session');

function parseClientSession(value: unknown): ClientSession | null {
  if (
    hasToken(value) &&
    isRecord(value.client) &&
    typeof value.client.id === 'string' &&
    value.client.id !== '' &&
    typeof value.client.first_name === 'string' &&
    value.client.first_name.trim() !== ''
  ) {
    return { token: value.token, client: value.client as unknown as Client };
  }
  return null;
}

export function writeClientSession(storage: Store, session: ClientSession): void {
  writeStored(storage, CLIENT_SESSION_KEY, session);
}

/** Logs the client out here at once, then asks the server to end the session (see logOut). */
export const logOutClient = (
  token: string | null,
  forget: () => void,
  loadApi: () => Promise<ApiClient>,
): Promise<void> => logOut('/api/clients/logout', token, forget, loadApi);

/** The session with the client's record updated (a profile change keeps the token). */
export function mergeClient(session: ClientSession, client: Partial<Client>): ClientSession {
  return { ...session, client: { ...session.client, ...client } };
}

export { bearer, isTokenExpired } from '../../api/token';
