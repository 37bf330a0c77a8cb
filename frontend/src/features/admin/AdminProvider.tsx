import { MESSAGES } from '@esthetics/domain';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { ApiClient } from '../../api/client';
import { useStoredSession } from '../account/useStoredSession';
import {
  ADMIN_SESSION_KEY,
  logOutAdmin,
  readAdminSession,
  writeAdminSession,
  type AdminSession,
} from './admin-session';

export interface AdminContextValue {
  /** True until the stored session has been read. */
  readonly loading: boolean;
  readonly session: AdminSession | null;
  /** Why the admin was logged out (an expired or rejected token), shown on the login page. */
  readonly notice: string | null;
  login(session: AdminSession): void;
  /** Forgets the session here at once and revokes it on the server (see logOutAdmin). */
  logout(reason?: string): void;
}

const AdminContext = createContext<AdminContextValue | null>(null);

/** The API client, loaded only when a logout needs it. */
const loadApi = async (): Promise<ApiClient> => (await import('../../api/client')).api;

/** The logged-in admin, kept in local storage (mounted by the console only). */
export function AdminProvider({ children }: { children: ReactNode }) {
  const {
    loading,
    session,
    notice,
    login,
    logout: forget,
  } = useStoredSession(ADMIN_SESSION_KEY, readAdminSession, writeAdminSession);

  const logout = useCallback(
    (reason?: string) => void logOutAdmin(session?.token ?? null, () => forget(reason), loadApi),
    [session, forget],
  );

  const value = useMemo<AdminContextValue>(
    () => ({ loading, session, notice, login, logout }),
    [loading, session, notice, login, logout],
  );
  return <AdminContext.Provider value={value}>{children}</AdminContext.Provider>;
}

/** The admin session; throws outside an AdminProvider (docs/spec.md#roles-and-permissions). */
export function useAdmin(): AdminContextValue {
  const value = useContext(AdminContext);
  if (!value) throw new Error(MESSAGES.useAdminOutsideProvider);
  return value;
}

/** The signed-in admin's session, for screens behind the guard. */
export function useAdminSession(): AdminSession {
  const { session } = useAdmin();
  if (!session) throw new Error('The admin console screens render behind the admin guard only');
  return session;
}
