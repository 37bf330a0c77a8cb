import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Self-service (docs/api.md#reschedule-and-cancel): the `no_show` status, every change of an
 * appointment recorded (who, when, from what to what, and the money of a cancellation or a
 * no-show), the calendar invitation's SEQUENCE per appointment, and refunds recorded on the payment
 * they pay back.
 *
 * Credit: a deposit kept as credit toward a future booking is recorded on the change that kept it
 * (`credit_cents`); a client's credit is the sum over the changes of their appointments. No balance
 * column to keep in step.
 */
export class SelfService1764900000000 implements MigrationInterface {
  name = 'SelfService1764900000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_status_check`);
    await q.query(
      `ALTER TABLE appointments ADD CONSTRAINT appointments_status_check
         CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled', 'no_show'))`,
    );
    // Raised on every change the client's calendar must take over (a new time, a cancellation).
    await q.query(`ALTER TABLE appointments ADD COLUMN ics_sequence integer NOT NULL DEFAULT 0`);
    await q.query(`
      CREATE TABLE appointment_changes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        appointment_id uuid NOT NULL REFERENCES appointments(id) ON DELETE CASCADE,
        at timestamptz NOT NULL,
        -- The order changes were recorded in, when two share a moment.
        seq bigint GENERATED ALWAYS AS IDENTITY,
        actor_kind varchar(8) NOT NULL CHECK (actor_kind IN ('client', 'admin')),
        actor_id varchar(254),
        kind varchar(16) NOT NULL CHECK (kind IN ('rescheduled', 'cancelled', 'no_show', 'status')),
        old_date date,
        old_time char(5),
        new_date date,
        new_time char(5),
        old_status varchar(16),
        new_status varchar(16),
        rule varchar(32),
        refund_cents integer NOT NULL DEFAULT 0 CHECK (refund_cents >= 0),
        credit_cents integer NOT NULL DEFAULT 0 CHECK (credit_cents >= 0),
        kept_cents integer NOT NULL DEFAULT 0 CHECK (kept_cents >= 0),
        fee_cents integer NOT NULL DEFAULT 0 CHECK (fee_cents >= 0),
        charge_cents integer NOT NULL DEFAULT 0 CHECK (charge_cents >= 0),
        message text
      )`);
    await q.query(
      `CREATE INDEX appointment_changes_appointment_idx ON appointment_changes (appointment_id, at, seq)`,
    );
    await q.query(
      `ALTER TABLE payments
         ADD COLUMN refunded_cents integer NOT NULL DEFAULT 0 CHECK (refunded_cents >= 0),
         ADD COLUMN refund_status varchar(16) CHECK (refund_status IN ('succeeded', 'pending', 'failed')),
         ADD COLUMN provider_refund_id varchar(255),
         ADD COLUMN refunded_at timestamptz`,
    );
    await q.query(
      `ALTER TABLE payments ADD CONSTRAINT payments_refund_not_above_amount
         CHECK (refunded_cents <= amount_cents)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(
      `ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_refund_not_above_amount`,
    );
    await q.query(
      `ALTER TABLE payments DROP COLUMN IF EXISTS refunded_at, DROP COLUMN IF EXISTS provider_refund_id,
         DROP COLUMN IF EXISTS refund_status, DROP COLUMN IF EXISTS refunded_cents`,
    );
    await q.query(`DROP TABLE IF EXISTS appointment_changes`);
    await q.query(`ALTER TABLE appointments DROP COLUMN IF EXISTS ics_sequence`);
    await q.query(`UPDATE appointments SET status = 'completed' WHERE status = 'no_show'`);
    await q.query(`ALTER TABLE appointments DROP CONSTRAINT appointments_status_check`);
    await q.query(
      `ALTER TABLE appointments ADD CONSTRAINT appointments_status_check
         CHECK (status IN ('pending', 'confirmed', 'completed', 'cancelled'))`,
    );
  }
}
