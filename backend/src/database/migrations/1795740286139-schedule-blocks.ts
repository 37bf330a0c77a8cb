import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The owner's time off: one-off blocks (two instants, at most two years apart) and weekly blocks (a
 * weekday and wall-clock minutes), each with an optional private note. One-off blocks that ended over
 * a year ago are swept when a block is added (their index).
 */
export class ScheduleBlocks1795740286139 implements MigrationInterface {
  name = 'ScheduleBlocks1795740286139';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE schedule_blocks (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        kind varchar(8) NOT NULL CHECK (kind IN ('once', 'weekly')),
        starts_at timestamptz,
        ends_at timestamptz,
        weekday smallint CHECK (weekday BETWEEN 0 AND 6),
        from_minute smallint CHECK (from_minute >= 0 AND from_minute < 1440),
        to_minute smallint CHECK (to_minute > 0 AND to_minute <= 1440),
        note varchar(500),
        created_at timestamptz NOT NULL,
        CHECK (
          (kind = 'once' AND starts_at IS NOT NULL AND ends_at > starts_at
            AND ends_at - starts_at <= interval '731 days'
            AND weekday IS NULL AND from_minute IS NULL AND to_minute IS NULL)
          OR (kind = 'weekly' AND starts_at IS NULL AND ends_at IS NULL
            AND weekday IS NOT NULL AND from_minute IS NOT NULL AND to_minute > from_minute)
        )
      )`);
    await q.query(`CREATE INDEX schedule_blocks_ends_idx ON schedule_blocks (ends_at)`);
    await q.query(`CREATE INDEX schedule_blocks_list_idx ON schedule_blocks (created_at DESC, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS schedule_blocks`);
  }
}
