import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Idempotency-Key records (docs/integrations.md): per route and caller (`scope`) and key, the hash
 * of the first request's body and, once it answered, its status and body, replayed for 24 hours.
 * The primary key makes the claim of a key atomic (INSERT ... ON CONFLICT); `lock_token` names the
 * claim that may complete or release it.
 */
export class Idempotency1765600000000 implements MigrationInterface {
  name = 'Idempotency1765600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE idempotency_keys (
        scope varchar(300) NOT NULL,
        key varchar(255) NOT NULL,
        request_hash char(64) NOT NULL,
        status varchar(16) NOT NULL CHECK (status IN ('in_progress', 'completed')),
        lock_token uuid,
        response_status smallint,
        response_body text,
        created_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        PRIMARY KEY (scope, key),
        CHECK ((status = 'completed') = (response_status IS NOT NULL AND response_body IS NOT NULL)),
        CHECK ((status = 'in_progress') = (lock_token IS NOT NULL))
      )`);
    await q.query(`CREATE INDEX idempotency_keys_expiry_idx ON idempotency_keys (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS idempotency_keys`);
  }
}
