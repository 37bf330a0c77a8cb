import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Unpaid bookings are counted per e-mail, phone and client address
 * (docs/api.md#holds-and-the-booking-horizon): the address a booking was made from is kept with it,
 * and the pending rows are indexed by each of the three.
 */
export class UnpaidHolds1764700000000 implements MigrationInterface {
  name = 'UnpaidHolds1764700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments ADD COLUMN client_address varchar(64)`);
    for (const column of ['client_email', 'client_phone', 'client_address']) {
      await q.query(
        `CREATE INDEX appointments_pending_${column}_idx ON appointments (${column}) WHERE status = 'pending'`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const column of ['client_email', 'client_phone', 'client_address']) {
      await q.query(`DROP INDEX IF EXISTS appointments_pending_${column}_idx`);
    }
    await q.query(`ALTER TABLE appointments DROP COLUMN IF EXISTS client_address`);
  }
}
