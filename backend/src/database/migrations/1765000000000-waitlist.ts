import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables } from '../migration-helpers';

/**
 * The waitlist: who waits for which services on which days and start times, and the
 * offers of freed times made to them. The constraints keep a freed time with one person at a time
 * (one open offer per slot, one per entry, never the same slot twice to one entry) and a claim to one
 * booking (the status moves from open once; an appointment is named by one offer at most).
 */
export class Waitlist1765000000000 implements MigrationInterface {
  name = 'Waitlist1765000000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE waitlist_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        name varchar(100) NOT NULL,
        email varchar(254) NOT NULL,
        phone varchar(20) NOT NULL,
        service_ids text[] NOT NULL CHECK (cardinality(service_ids) > 0),
        days date[] NOT NULL CHECK (cardinality(days) > 0),
        from_time char(5) NOT NULL,
        to_time char(5) NOT NULL,
        leave_token varchar(64) NOT NULL UNIQUE,
        created_at timestamptz NOT NULL,
        left_at timestamptz,
        booked_at timestamptz,
        CHECK (from_time <= to_time)
      )`);
    await q.query(
      `CREATE INDEX waitlist_entries_days_idx ON waitlist_entries USING gin (days) WHERE left_at IS NULL`,
    );
    await q.query(`
      CREATE TABLE waitlist_offers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        entry_id uuid NOT NULL REFERENCES waitlist_entries(id) ON DELETE CASCADE,
        slot_date date NOT NULL,
        slot_time char(5) NOT NULL,
        token_hash char(64) NOT NULL UNIQUE,
        status varchar(16) NOT NULL DEFAULT 'open'
          CHECK (status IN ('open', 'claimed', 'expired', 'withdrawn')),
        offered_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        claimed_at timestamptz,
        appointment_id uuid UNIQUE REFERENCES appointments(id) ON DELETE SET NULL,
        CHECK ((status = 'claimed') = (claimed_at IS NOT NULL)),
        UNIQUE (entry_id, slot_date, slot_time)
      )`);
    await q.query(
      `CREATE UNIQUE INDEX waitlist_offers_open_slot_idx ON waitlist_offers (slot_date, slot_time) WHERE status = 'open'`,
    );
    await q.query(
      `CREATE UNIQUE INDEX waitlist_offers_open_entry_idx ON waitlist_offers (entry_id) WHERE status = 'open'`,
    );
    await q.query(
      `CREATE INDEX waitlist_offers_expiry_idx ON waitlist_offers (expires_at) WHERE status = 'open'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, 'waitlist_offers', 'waitlist_entries');
  }
}
