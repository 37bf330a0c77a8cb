import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A booking no longer creates a client account: it belongs to an account only when the booker's
 * e-mail and phone match one (or match when the account is registered later).
 */
export class BookingsWithoutAccount1764100000000 implements MigrationInterface {
  name = 'BookingsWithoutAccount1764100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments ALTER COLUMN client_id DROP NOT NULL`);
    await q.query(
      `CREATE INDEX appointments_unowned_email_idx ON appointments (client_email) WHERE client_id IS NULL`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS appointments_unowned_email_idx`);
    await q.query(`ALTER TABLE appointments ALTER COLUMN client_id SET NOT NULL`);
  }
}
