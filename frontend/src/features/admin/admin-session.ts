import { SESSION_STORAGE_KEYS } from '@esthetics/domain';
import type { Schemas } from '../../api/client';
import { hasToken, isRecord, storedSession } from '../account/session-store';

/**
 * The logged-in admin as the browser keeps it (docs/spec.md#sessions): the login answer's admin
 * record and its token, in local storage under `<prefix>_admin`; logout clears it; an unparsable
 * record is removed and the error logged. Framework-free so it is tested without a browser.
 */
export const ADMIN_SESSION_KEY = SESSION_STORAGE_KEYS.admin;

export type Admin = Schemas['AdminDto'];

export interface AdminSession {
  readonly token: string;
  readonly admin: Admin;
}

function parseAdminSession(value: unknown): AdminSession | null {
  if (
    hasToken(value) &&
    isRecord(value.admin) &&
    typeof value.admin.username === 'string' &&
    value.admin.username !== ''
  ) {
    return { token: value.token, admin: { username: value.admin.username } };
  }
  return null;
}

const adminSession = storedSession(
  ADMIN_SESSION_KEY,
  'admin session',
  parseAdminSession,
  '/api/admin/logout',
);

/** The stored admin session, or null; a record that cannot be read is removed (and logged). */
export const readAdminSession = adminSession.read;
export const writeAdminSession = adminSession.write;
/** Logs the admin out here at once, then asks the server to revoke the session (see logOut). */
export const logOutAdmin = adminSession.logOut;
