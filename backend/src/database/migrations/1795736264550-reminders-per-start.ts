import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A reminder's dedupe key names the start it was written for (reminderKey): the keys of the
 * reminders already queued get theirs, the appointment's start when they were written for it (queued
 * within their offset before it), else a mark that matches no start (the appointment has moved since,
 * and its new time gets its own reminders).
 */
export class RemindersPerStart1795736264550 implements MigrationInterface {
  name = 'RemindersPerStart1795736264550';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE outbox_messages o
         SET dedupe_key = o.dedupe_key || '-' || CASE
               WHEN o.created_at < a.starts_at AND o.created_at >= a.starts_at
                    - make_interval(hours => substring(o.dedupe_key from '^reminder-([0-9]+)h-')::int)
               THEN (extract(epoch FROM a.starts_at) * 1000)::bigint::text
               ELSE 'moved' END
        FROM appointments a
       WHERE o.appointment_id = a.id
         AND o.dedupe_key ~ '^reminder-[0-9]+h-[0-9a-f-]{36}$'`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`
      UPDATE outbox_messages
         SET dedupe_key = substring(dedupe_key from '^(reminder-[0-9]+h-[0-9a-f-]{36})-')
       WHERE dedupe_key ~ '^reminder-[0-9]+h-[0-9a-f-]{36}-'`);
  }
}
