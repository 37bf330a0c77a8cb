import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An address's owner can take over an account someone started with it and never confirmed, with a
 * link mailed to the address (docs/security.md, "Taking over an unconfirmed account"). The links are
 * kept apart from the account's own proof, so that whoever holds the account cannot replace them by
 * asking for codes; only keyed hashes are stored, and expired links are deleted as new ones come.
 */
export class EmailClaims1795741800000 implements MigrationInterface {
  name = 'EmailClaims1795741800000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE email_claims (
        link_hash char(64) PRIMARY KEY,
        client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
        email varchar(254) NOT NULL,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX email_claims_client_idx ON email_claims (client_id)`);
    await q.query(`CREATE INDEX email_claims_expiry_idx ON email_claims (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE email_claims`);
  }
}
