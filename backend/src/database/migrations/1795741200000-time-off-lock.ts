import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The time-off lock (docs/schedule.md, "Time off and bookings at the same moment"): a transaction that
 * stores or moves a pending or confirmed appointment takes it shared, one that adds time off takes it
 * exclusive, so each sees what the other committed. An advisory lock held until the transaction ends,
 * space 11404 (next to the unpaid holds' 11401-11403), keyed by the schema so that apps on different
 * schemas of one database do not wait for each other.
 *
 * lock_time_off_for_appointment answers the time off that may cover [p_from, p_to) (every weekly block,
 * the one-off blocks overlapping it) read after the lock: in this VOLATILE function the read is a
 * statement of its own, so it sees every block whose transaction held the lock before (a plain
 * statement sees what was committed when it started, and the lock may be granted later).
 * lock_time_off_for_change waits for the appointments being stored; the caller reads them next, in a
 * statement of its own.
 */
export class TimeOffLock1795741200000 implements MigrationInterface {
  name = 'TimeOffLock1795741200000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE FUNCTION lock_time_off_for_appointment(p_from timestamptz, p_to timestamptz)
      RETURNS TABLE (kind varchar, starts_at timestamptz, ends_at timestamptz, weekday smallint,
                     from_minute smallint, to_minute smallint)
      LANGUAGE plpgsql VOLATILE AS $$
      BEGIN
        PERFORM pg_advisory_xact_lock_shared(11404, hashtext(current_schema()));
        RETURN QUERY
          SELECT b.kind, b.starts_at, b.ends_at, b.weekday, b.from_minute, b.to_minute
            FROM schedule_blocks b
           WHERE b.kind = 'weekly' OR (b.starts_at < p_to AND b.ends_at > p_from);
      END
      $$`);
    await q.query(`
      CREATE FUNCTION lock_time_off_for_change() RETURNS void
      LANGUAGE sql VOLATILE AS $$
        SELECT pg_advisory_xact_lock(11404, hashtext(current_schema()))
      $$`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP FUNCTION IF EXISTS lock_time_off_for_change()`);
    await q.query(
      `DROP FUNCTION IF EXISTS lock_time_off_for_appointment(timestamptz, timestamptz)`,
    );
  }
}
