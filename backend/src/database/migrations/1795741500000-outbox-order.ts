import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The mails queued by one request share their created_at (the clock is read once), so the console's
 * Mail list ordered them by their random ids: a registration's welcome and its address check swapped
 * places from one reading to the next. A sequence number, given as each mail is queued, orders them
 * as they were written; the list pages by the index on both.
 */
export class OutboxOrder1795741500000 implements MigrationInterface {
  name = 'OutboxOrder1795741500000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_messages ADD COLUMN seq bigint GENERATED ALWAYS AS IDENTITY`);
    await q.query(`DROP INDEX outbox_created_idx`);
    await q.query(`CREATE INDEX outbox_created_idx ON outbox_messages (created_at DESC, seq DESC)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX outbox_created_idx`);
    await q.query(`ALTER TABLE outbox_messages DROP COLUMN seq`);
    await q.query(`CREATE INDEX outbox_created_idx ON outbox_messages (created_at DESC)`);
  }
}
