import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables } from '../migration-helpers';

export class Notifications1764000000000 implements MigrationInterface {
  name = 'Notifications1764000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE outbox_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(40) NOT NULL,
        dedupe_key varchar(200) NOT NULL UNIQUE,
        recipients text[] NOT NULL,
        subject text NOT NULL,
        text_body text NOT NULL,
        html_body text NOT NULL,
        ics text,
        status varchar(16) NOT NULL DEFAULT 'queued' CHECK (status IN ('queued', 'sent', 'failed')),
        attempts integer NOT NULL DEFAULT 0,
        next_attempt_at timestamptz NOT NULL,
        claimed_until timestamptz,
        last_error text,
        created_at timestamptz NOT NULL,
        sent_at timestamptz
      )`);
    await q.query(
      `CREATE INDEX outbox_due_idx ON outbox_messages (next_attempt_at) WHERE status = 'queued'`,
    );
    await q.query(`CREATE INDEX outbox_created_idx ON outbox_messages (created_at DESC)`);
    await q.query(`
      CREATE TABLE calendar_feeds (
        id smallint PRIMARY KEY CHECK (id = 1),
        token varchar(100) NOT NULL,
        rotated_at timestamptz NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, 'calendar_feeds', 'outbox_messages');
  }
}
