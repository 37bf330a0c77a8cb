import { Injectable } from '@nestjs/common';
import { AdminSessionOrigin, AdminSessions, AdminSessionView } from '../../auth/admin-sessions';
import { TypeormUnitOfWork } from '../../common/unit-of-work';

/** How long a noted "last seen" stands before the next request writes a newer one. */
export const LAST_SEEN_RESOLUTION_MS = 60_000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Row {
  id: string;
  created_at: Date;
  last_seen_at: Date;
  expires_at: Date;
  user_agent: string | null;
  ip_prefix: string | null;
}

/** How many rows a data-changing query touched (TypeORM answers [rows, count] for them). */
const affected = (result: unknown): number =>
  Array.isArray(result) && typeof result[1] === 'number' ? result[1] : 0;

const toView = (row: Row): AdminSessionView => ({
  id: row.id,
  createdAt: new Date(row.created_at),
  lastSeenAt: new Date(row.last_seen_at),
  expiresAt: new Date(row.expires_at),
  userAgent: row.user_agent,
  ipPrefix: row.ip_prefix,
});

/**
 * A session `s` of the admin named by parameter `username` that still counts at parameter `now`
 * (their placeholders, `$2`...): the condition every read and revoke shares.
 */
const live = (username: string, now: string) =>
  `s.admin_id = (SELECT id FROM admins WHERE username = ${username})
   AND s.revoked_at IS NULL AND s.expires_at > ${now}`;
const LIVE = live('$2', '$3');

/** The owner's sessions in the `admin_sessions` table (plain SQL), through the transaction if any. */
@Injectable()
export class PostgresAdminSessions extends AdminSessions {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async open(
    username: string,
    origin: AdminSessionOrigin,
    now: Date,
    expiresAt: Date,
  ): Promise<string> {
    const rows: { id: string }[] = await this.uow.manager.query(
      `INSERT INTO admin_sessions
         (admin_id, created_at, last_seen_at, expires_at, user_agent, ip_prefix)
       SELECT id, $2, $2, $3, $4, $5 FROM admins WHERE username = $1
       RETURNING id`,
      [username, now, expiresAt, origin.userAgent, origin.ipPrefix],
    );
    if (!rows[0]) throw new Error(`No admin named ${username} to open a session for`);
    return rows[0].id;
  }

  async isLive(sessionId: string, username: string, now: Date): Promise<boolean> {
    // A token's `jti` that is not a uuid names no session (and must not reach the uuid column).
    if (!UUID.test(sessionId)) return false;
    const rows: { last_seen_at: Date }[] = await this.uow.manager.query(
      `SELECT s.last_seen_at FROM admin_sessions s WHERE s.id = $1 AND ${LIVE}`,
      [sessionId, username, now],
    );
    if (!rows[0]) return false;
    const notBefore = new Date(now.getTime() - LAST_SEEN_RESOLUTION_MS);
    if (new Date(rows[0].last_seen_at) < notBefore) {
      // Of several requests at once, the first to write wins; the others change nothing.
      await this.uow.manager.query(
        `UPDATE admin_sessions SET last_seen_at = $2 WHERE id = $1 AND last_seen_at < $3`,
        [sessionId, now, notBefore],
      );
    }
    return true;
  }

  async revoke(sessionId: string, username: string, now: Date): Promise<boolean> {
    if (!UUID.test(sessionId)) return false;
    const result: unknown = await this.uow.manager.query(
      `UPDATE admin_sessions s SET revoked_at = $3 WHERE s.id = $1 AND ${LIVE}`,
      [sessionId, username, now],
    );
    return affected(result) > 0;
  }

  async revokeAllBut(username: string, keep: string, now: Date): Promise<number> {
    const result: unknown = await this.uow.manager.query(
      `UPDATE admin_sessions s SET revoked_at = $3
        WHERE ${LIVE} AND s.id::text IS DISTINCT FROM $1`,
      [keep, username, now],
    );
    return affected(result);
  }

  async listLive(
    username: string,
    now: Date,
    page: { limit: number; offset: number },
    first: string | null,
  ): Promise<{ items: AdminSessionView[]; total: number }> {
    const [rows, counted]: [Row[], { total: string }[]] = await Promise.all([
      this.uow.manager.query(
        `SELECT s.id, s.created_at, s.last_seen_at, s.expires_at, s.user_agent, s.ip_prefix
           FROM admin_sessions s WHERE ${live('$1', '$2')}
          ORDER BY s.id::text IS NOT DISTINCT FROM $5 DESC, s.created_at DESC, s.id
          LIMIT $3 OFFSET $4`,
        [username, now, page.limit, page.offset, first],
      ),
      this.uow.manager.query(
        `SELECT count(*) AS total FROM admin_sessions s WHERE ${live('$1', '$2')}`,
        [username, now],
      ),
    ]);
    return { items: rows.map(toView), total: Number(counted[0].total) };
  }

  async deleteEndedBefore(before: Date): Promise<number> {
    const result: unknown = await this.uow.manager.query(
      `DELETE FROM admin_sessions WHERE LEAST(revoked_at, expires_at) < $1`,
      [before],
    );
    return affected(result);
  }
}
