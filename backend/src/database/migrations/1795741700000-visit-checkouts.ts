import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables } from '../migration-helpers';

/**
 * The visit's checkout (docs/money.md, "The visit's checkout"): one row per appointment checked out,
 * what it took and how. The appointment is its key, so a second checkout of the same visit (ten
 * requests at once, or a retry) can never be stored: the money it moved is in `ledger_entries`,
 * written in the same transaction.
 */
export class VisitCheckouts1795741700000 implements MigrationInterface {
  name = 'VisitCheckouts1795741700000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE visit_checkouts (
        appointment_id uuid PRIMARY KEY REFERENCES appointments (id),
        method varchar(16) NOT NULL CHECK (method IN ('saved_card', 'pay_link', 'cash', 'outside_card')),
        balance_cents integer NOT NULL CHECK (balance_cents >= 0),
        tip_cents integer NOT NULL CHECK (tip_cents >= 0),
        products jsonb NOT NULL DEFAULT '[]',
        total_cents integer NOT NULL CHECK (total_cents >= 0),
        payment_id text,
        checked_out_by varchar(255),
        created_at timestamptz(3) NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await dropTables(q, 'visit_checkouts');
  }
}
