import { SESSION_STORAGE_KEYS } from '@esthetics/domain';
import type { Schemas } from '../../api/client';

/**
 * The logged-in admin as the browser keeps it (spec section 4): the login answer's admin record and
 * its token, in local storage under `<prefix>_admin`; logout clears it; an unparsable record is
 * removed and the error logged. Framework-free so it is tested without a browser.
 */
export const ADMIN_SESSION_KEY = SESSION_STORAGE_KEYS.admin;

export type Admin = Schemas['AdminDto'];

export interface AdminSession {
  readonly token: string;
  readonly admin: Admin;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** The stored admin session, or null; a record that cannot be read is removed (and logged). */
export function readAdminSession(storage: Store): AdminSession | null {
  const raw = storage.getItem(ADMIN_SESSION_KEY);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      isRecord(value) &&
      typeof value.token === 'string' &&
      value.token !== '' &&
      isRecord(value.admin) &&
      typeof value.admin.username === 'string' &&
      value.admin.username !== ''
    ) {
      return { token: value.token, admin: { username: value.admin.username } };
    }
    console.error('Removed an unreadable admin session record');
  } catch (e) {
    console.error('Removed an unparsable admin session record', e);
  }
  storage.removeItem(ADMIN_SESSION_KEY);
  return null;
}

export function writeAdminSession(storage: Store, session: AdminSession): void {
  storage.setItem(ADMIN_SESSION_KEY, JSON.stringify(session));
}
