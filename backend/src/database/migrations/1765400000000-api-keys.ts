import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Scoped API keys for integrators (docs/integrations.md#api-keys): a key is kept only as its
 * SHA-256 (unique, so a key names one row) with a short visible prefix; revoking sets revoked_at
 * (the row stays, refused).
 */
export class ApiKeys1765400000000 implements MigrationInterface {
  name = 'ApiKeys1765400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE api_keys (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(60) NOT NULL CHECK (length(btrim(name)) > 0),
        prefix varchar(16) NOT NULL,
        key_hash char(64) NOT NULL UNIQUE,
        scopes text[] NOT NULL CHECK (
          cardinality(scopes) > 0 AND scopes <@ ARRAY[
            'appointments:read', 'appointments:write', 'clients:read', 'inquiries:read',
            'webhooks:manage'
          ]::text[]
        ),
        created_at timestamptz NOT NULL,
        last_used_at timestamptz,
        revoked_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX api_keys_live_idx ON api_keys (created_at) WHERE revoked_at IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE api_keys`);
  }
}
