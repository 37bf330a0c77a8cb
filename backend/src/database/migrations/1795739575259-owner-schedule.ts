import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables } from '../migration-helpers';

/**
 * The owner's schedule: her week (zero or more open intervals a weekday, in minutes since midnight,
 * on a 5-minute grid, not overlapping: the database refuses an overlap too) and her settings (the
 * step between start times, the minimum notice). One settings row; its presence says the week was
 * seeded (from business.json's hours or the spec's week) at the first start, so a week she closed
 * entirely stays closed. API keys may hold the schedule scopes.
 */
export class OwnerSchedule1795739575259 implements MigrationInterface {
  name = 'OwnerSchedule1795739575259';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE schedule_settings (
        id boolean PRIMARY KEY DEFAULT true CHECK (id),
        start_step_minutes smallint NOT NULL CHECK (start_step_minutes IN (5, 10, 15, 20, 30, 60)),
        min_notice_hours smallint NOT NULL CHECK (min_notice_hours BETWEEN 0 AND 168),
        updated_at timestamptz NOT NULL
      )`);
    await q.query(`
      CREATE TABLE schedule_hours (
        weekday smallint NOT NULL CHECK (weekday BETWEEN 0 AND 6),
        opens_minute smallint NOT NULL CHECK (opens_minute >= 0 AND opens_minute % 5 = 0),
        closes_minute smallint NOT NULL
          CHECK (closes_minute <= 1440 AND closes_minute % 5 = 0 AND closes_minute > opens_minute),
        PRIMARY KEY (weekday, opens_minute),
        CONSTRAINT schedule_hours_no_overlap EXCLUDE USING gist (
          weekday WITH =,
          int4range(opens_minute, closes_minute) WITH &&
        )
      )`);
    await q.query(`ALTER TABLE api_keys DROP CONSTRAINT IF EXISTS api_keys_scopes_check`);
    await q.query(`
      ALTER TABLE api_keys ADD CONSTRAINT api_keys_scopes_check CHECK (
        cardinality(scopes) > 0 AND scopes <@ ARRAY[
          'appointments:read', 'appointments:write', 'clients:read', 'inquiries:read',
          'webhooks:manage', 'schedule:read', 'schedule:write'
        ]::text[]
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, 'schedule_hours', 'schedule_settings');
  }
}
