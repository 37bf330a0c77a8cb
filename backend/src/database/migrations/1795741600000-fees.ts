import { MigrationInterface, QueryRunner } from 'typeorm';
import { dropTables } from '../migration-helpers';

/**
 * No-show and late-cancellation fees (docs/money.md, "Fees"): one per appointment (its primary
 * guard: ten cancels at once record one fee), charged off-session with one idempotency key per fee
 * (`charge_key`, the same on every retry). `chargeable_at` is fixed when the fee is recorded, from
 * the owner's grace window then (`schedule_settings.fee_grace_hours`, beside her other settings).
 * Fees stay with their appointment and are deleted by the fee retention sweep after the ledger's
 * seven years.
 */
export class Fees1795741600000 implements MigrationInterface {
  name = 'Fees1795741600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE fees (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        appointment_id uuid NOT NULL UNIQUE REFERENCES appointments (id),
        reason varchar(20) NOT NULL CHECK (reason IN ('late_cancellation', 'no_show')),
        state varchar(10) NOT NULL DEFAULT 'pending'
          CHECK (state IN ('pending', 'waived', 'charged', 'due', 'paid', 'refunded')),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        currency varchar(3) NOT NULL,
        recorded_at timestamptz(3) NOT NULL,
        chargeable_at timestamptz(3) NOT NULL,
        charge_key varchar(100) NOT NULL UNIQUE,
        payment_id varchar(255),
        pay_session_id varchar(255) UNIQUE,
        pay_url text,
        refund_id varchar(255),
        attempts integer NOT NULL DEFAULT 0,
        last_outcome varchar(40),
        settled_at timestamptz(3)
      )`);
    await q.query(`CREATE INDEX fees_pending_idx ON fees (chargeable_at) WHERE state = 'pending'`);
    await q.query(`CREATE INDEX fees_due_idx ON fees (recorded_at) WHERE state = 'due'`);
    await q.query(`CREATE INDEX fees_recorded_idx ON fees (recorded_at, id)`);
    await q.query(`
      ALTER TABLE schedule_settings ADD COLUMN fee_grace_hours smallint NOT NULL DEFAULT 2
        CHECK (fee_grace_hours BETWEEN 0 AND 168)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE schedule_settings DROP COLUMN IF EXISTS fee_grace_hours`);
    await dropTables(q, 'fees');
  }
}
