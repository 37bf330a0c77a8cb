import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's sessions kept on the server: an admin token names its row (the JWT's `jti`) and is
 * refused once the row is revoked (a logout, a session ended from the console, a password change) or
 * past its expiry. The browser and a truncated address (IPv4 /24, IPv6 /48) tell sessions apart in
 * the console without keeping where the owner was exactly. Admin tokens issued before this migration
 * name no session and are refused: the owner logs in again.
 */
export class AdminSessions1795735819726 implements MigrationInterface {
  name = 'AdminSessions1795735819726';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE admin_sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        admin_id uuid NOT NULL REFERENCES admins(id) ON DELETE CASCADE,
        created_at timestamptz NOT NULL,
        last_seen_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL CHECK (expires_at > created_at),
        user_agent varchar(300),
        ip_prefix varchar(64),
        revoked_at timestamptz
      )`);
    // The console's list of live sessions, newest first.
    await q.query(
      `CREATE INDEX admin_sessions_live_idx ON admin_sessions (admin_id, created_at DESC)
         WHERE revoked_at IS NULL`,
    );
    // The retention sweep: when a session stopped counting (revoked, or else expired).
    await q.query(
      `CREATE INDEX admin_sessions_ended_idx ON admin_sessions ((LEAST(revoked_at, expires_at)))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS admin_sessions`);
  }
}
