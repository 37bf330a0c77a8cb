import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Health answers behind a one-time e-mailed code
 * (docs/security.md#health-answers-behind-a-one-time-code). A client session records when its code
 * was confirmed. Each client has at most one code row: the live code (its salted HMAC only, never
 * the digits), the session it was asked from, its tries (counted by the UPDATE that checks them, so
 * concurrent guesses cannot pass the limit), and the times of the client's recent requests (the
 * hourly limit, checked in the same upsert that replaces the code).
 */
export class HealthAccess1765200000000 implements MigrationInterface {
  name = 'HealthAccess1765200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE client_sessions ADD COLUMN health_confirmed_at timestamptz`);
    await q.query(`
      CREATE TABLE health_access_codes (
        client_id uuid PRIMARY KEY REFERENCES clients(id) ON DELETE CASCADE,
        session_id uuid REFERENCES client_sessions(id) ON DELETE SET NULL,
        code_hash char(64),
        salt char(32),
        tries integer NOT NULL DEFAULT 0 CHECK (tries >= 0),
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        requested_at timestamptz[] NOT NULL DEFAULT '{}',
        CHECK ((code_hash IS NULL) = (salt IS NULL))
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS health_access_codes`);
    await q.query(`ALTER TABLE client_sessions DROP COLUMN IF EXISTS health_confirmed_at`);
  }
}
