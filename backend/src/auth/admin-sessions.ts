/** One of the owner's sessions as the console lists it (never the token). */
export interface AdminSessionView {
  readonly id: string;
  readonly createdAt: Date;
  readonly lastSeenAt: Date;
  readonly expiresAt: Date;
  readonly userAgent: string | null;
  /** The caller's address truncated (IPv4 /24, IPv6 /48), or null when unknown. */
  readonly ipPrefix: string | null;
}

/** Where a login came from, as kept with its session. */
export interface AdminSessionOrigin {
  readonly userAgent: string | null;
  readonly ipPrefix: string | null;
}

/**
 * The server side of the owner's sessions: an admin token names its session (the JWT's `jti`) and is
 * accepted only while that session is neither revoked nor expired. Bound by the admin-sessions
 * module, read by the guards (one primary-key lookup a request).
 */
export abstract class AdminSessions {
  /** Opens a session for the admin `username`, kept until `expiresAt`; answers its id. */
  abstract open(
    username: string,
    origin: AdminSessionOrigin,
    now: Date,
    expiresAt: Date,
  ): Promise<string>;
  /**
   * Whether the session exists, belongs to `username`, is not revoked and not expired at `now`.
   * Notes it as seen at `now` (at most once a minute, so a busy console does not write on each call).
   */
  abstract isLive(sessionId: string, username: string, now: Date): Promise<boolean>;
  /** Revokes one live session of `username` (a logout, or ended from the console); false if none. */
  abstract revoke(sessionId: string, username: string, now: Date): Promise<boolean>;
  /** Revokes every live session of `username` but `keep`; answers how many. */
  abstract revokeAllBut(username: string, keep: string, now: Date): Promise<number>;
  /**
   * The live sessions of `username`, `first` (the caller's) ahead and then newest first: a page of
   * them, and how many there are.
   */
  abstract listLive(
    username: string,
    now: Date,
    page: { limit: number; offset: number },
    first: string | null,
  ): Promise<{ items: AdminSessionView[]; total: number }>;
  /** Deletes the sessions revoked or expired before `before`; answers how many. */
  abstract deleteEndedBefore(before: Date): Promise<number>;
}
