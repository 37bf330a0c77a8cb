import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables } from '../migration-helpers';

/**
 * Proof of e-mail ownership (docs/security.md, "E-mail ownership"). On `clients`: when the address
 * was confirmed (accounts made before this are unconfirmed until their owner confirms), when it
 * became the account's, the confirmed address before the latest change, and a lock on changes.
 * `email_proofs`: the one live code (and link) per account, for its address or a new one, stored as
 * keyed hashes. `email_change_alerts`: the "this wasn't me" links mailed to the old address. And
 * `outbox_messages.sealed_body`: the encrypted body of a mail that carries a code or link.
 */
export class EmailOwnership1765900000001 implements MigrationInterface {
  name = 'EmailOwnership1765900000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE clients
        ADD COLUMN email_verified_at timestamptz,
        ADD COLUMN email_since timestamptz,
        ADD COLUMN previous_email varchar(254),
        ADD COLUMN email_locked_until timestamptz`);
    await q.query(`
      CREATE TABLE email_proofs (
        client_id uuid PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        purpose varchar(10) NOT NULL CHECK (purpose IN ('verify', 'change')),
        code_hash char(64) NOT NULL,
        link_hash char(64) NOT NULL UNIQUE,
        tries smallint NOT NULL DEFAULT 0,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE email_change_alerts (
        link_hash char(64) PRIMARY KEY,
        seq bigserial NOT NULL,
        client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        old_email varchar(254) NOT NULL,
        old_verified boolean NOT NULL,
        new_email varchar(254) NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX email_change_alerts_client_idx ON email_change_alerts (client_id)`);
    await q.query(
      `CREATE INDEX email_change_alerts_expiry_idx ON email_change_alerts (expires_at)`,
    );
    // A mail that carries a one-time code or link keeps its body here, encrypted, until it is sent.
    await q.query(`ALTER TABLE outbox_messages ADD COLUMN sealed_body text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_messages DROP COLUMN IF EXISTS sealed_body`);
    await dropTables(q, 'email_change_alerts', 'email_proofs');
    await q.query(`
      ALTER TABLE clients
        DROP COLUMN email_verified_at, DROP COLUMN email_since, DROP COLUMN previous_email,
        DROP COLUMN email_locked_until`);
  }
}
