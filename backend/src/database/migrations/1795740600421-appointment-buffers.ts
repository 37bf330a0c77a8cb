import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Buffers: an appointment blocks `[starts_at, blocked_until)`, its end and the buffer after its
 * services (cleanup, travel) fixed at booking (the domain's blockedRange). Existing appointments keep
 * the range they were booked with (no buffer). The exclusion constraint guards that range.
 */
export class AppointmentBuffers1795740600421 implements MigrationInterface {
  name = 'AppointmentBuffers1795740600421';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments ADD COLUMN blocked_until timestamptz`);
    await q.query(`UPDATE appointments SET blocked_until = ends_at`);
    await q.query(`ALTER TABLE appointments ALTER COLUMN blocked_until SET NOT NULL`);
    await q.query(
      `ALTER TABLE appointments ADD CONSTRAINT appointments_blocked_until_check
         CHECK (blocked_until >= ends_at)`,
    );
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap`);
    await q.query(
      `ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
         EXCLUDE USING gist (tstzrange(starts_at, blocked_until, '[)') WITH &&)
         WHERE (status IN ('pending', 'confirmed'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_no_overlap`);
    await q.query(
      `ALTER TABLE appointments ADD CONSTRAINT appointments_no_overlap
         EXCLUDE USING gist (tstzrange(starts_at, ends_at, '[)') WITH &&)
         WHERE (status IN ('pending', 'confirmed'))`,
    );
    await q.query(`ALTER TABLE appointments DROP COLUMN blocked_until`);
  }
}
