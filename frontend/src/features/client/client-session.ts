import { SESSION_STORAGE_KEYS } from '@esthetics/domain';
import type { Schemas } from '../../api/client';
import { hasToken, isRecord, storedSession } from '../account/session-store';

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

const clientSession = storedSession(
  CLIENT_SESSION_KEY,
  'client session',
  parseClientSession,
  '/api/clients/logout',
);

/** The stored session, or null; a record that cannot be read is removed (and the reason logged). */
export const readClientSession = clientSession.read;
export const writeClientSession = clientSession.write;
/** Logs the client out here at once, then asks the server to end the session (see logOut). */
export const logOutClient = clientSession.logOut;

/** The session with the client's record updated (a profile change keeps the token). */
export function mergeClient(session: ClientSession, client: Partial<Client>): ClientSession {
  return { ...session, client: { ...session.client, ...client } };
}

export { bearer, isTokenExpired } from '../../api/token';
