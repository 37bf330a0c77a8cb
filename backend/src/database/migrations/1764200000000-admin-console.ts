import { MigrationInterface, QueryRunner } from 'typeorm';

/** Kinds of e-mail about one appointment (their dedupe keys carry its id). */
const APPOINTMENT_MAIL_KINDS = [
  'booking_received',
  'appointment_confirmed',
  'payment_link',
  'hold_expired',
  'status_confirmed',
  'status_cancelled',
  'reminder_24h',
  'reminder_1h',
];
const UUID_PATTERN = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

/**
 * The admin console: e-mails linked to their appointment, indexes for the list filters and the
 * figures, and the inbox statuses (new, read, replied, archived) enforced by the database.
 */
export class AdminConsole1764200000000 implements MigrationInterface {
  name = 'AdminConsole1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE outbox_messages ADD COLUMN appointment_id uuid`);
    await q.query(
      `UPDATE outbox_messages o SET appointment_id = a.id
         FROM appointments a
        WHERE o.kind = ANY($1::text[]) AND a.id::text = substring(o.dedupe_key from $2)`,
      [APPOINTMENT_MAIL_KINDS, UUID_PATTERN],
    );
    await q.query(
      `CREATE INDEX outbox_appointment_idx ON outbox_messages (appointment_id, created_at)
        WHERE appointment_id IS NOT NULL`,
    );
    await q.query(`CREATE INDEX outbox_status_idx ON outbox_messages (status, created_at DESC)`);
    await q.query(`CREATE INDEX appointments_date_idx ON appointments (appointment_date)`);
    await q.query(`CREATE INDEX appointments_starts_idx ON appointments (starts_at)`);
    await q.query(`CREATE INDEX payments_paid_at_idx ON payments (paid_at)`);
    for (const table of ['contact_messages', 'corporate_inquiries']) {
      await q.query(
        `UPDATE ${table} SET status = 'new' WHERE status NOT IN ('new', 'read', 'replied', 'archived')`,
      );
      await q.query(
        `ALTER TABLE ${table} ADD CONSTRAINT ${table}_status_check
           CHECK (status IN ('new', 'read', 'replied', 'archived'))`,
      );
    }
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of ['contact_messages', 'corporate_inquiries']) {
      await q.query(`ALTER TABLE ${table} DROP CONSTRAINT IF EXISTS ${table}_status_check`);
    }
    await q.query(`DROP INDEX IF EXISTS payments_paid_at_idx`);
    await q.query(`DROP INDEX IF EXISTS appointments_starts_idx`);
    await q.query(`DROP INDEX IF EXISTS appointments_date_idx`);
    await q.query(`DROP INDEX IF EXISTS outbox_status_idx`);
    await q.query(`DROP INDEX IF EXISTS outbox_appointment_idx`);
    await q.query(`ALTER TABLE outbox_messages DROP COLUMN IF EXISTS appointment_id`);
  }
}
