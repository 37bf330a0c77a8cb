import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The money of a cancellation, recorded once per appointment (docs/cancellations.md):
 * - `appointments.first_starts_at`: the start as first booked, set by the first move (null until
 *   then: the start is the first start). A cancellation's notice is counted from it.
 * - `cancellation_outcomes`: one row per appointment cancelled with money on it (its primary key is
 *   the appointment: a second cancel, or ten at once, cannot record or refund twice). Every view and
 *   e-mail reads it. Rows go with their appointment (ON DELETE CASCADE), so they follow its retention.
 *
 * Appointments moved before this migration get their first start from their oldest recorded move, its
 * local date and time read in the business's time zone (BUSINESS_TIMEZONE, as the app reads it).
 */
export class CancellationOutcomes1795735917743 implements MigrationInterface {
  name = 'CancellationOutcomes1795735917743';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE appointments ADD COLUMN first_starts_at timestamptz`);
    await q.query(
      `UPDATE appointments a
          SET first_starts_at = (c.old_date + c.old_time::time) AT TIME ZONE $1
         FROM (SELECT DISTINCT ON (appointment_id) appointment_id, old_date, old_time
                 FROM appointment_changes
                WHERE kind = 'rescheduled' AND old_date IS NOT NULL AND old_time IS NOT NULL
                ORDER BY appointment_id, at, seq) c
        WHERE c.appointment_id = a.id`,
      [process.env.BUSINESS_TIMEZONE || 'America/New_York'],
    );
    await q.query(`
      CREATE TABLE cancellation_outcomes (
        appointment_id uuid PRIMARY KEY REFERENCES appointments(id) ON DELETE CASCADE,
        decided_at timestamptz NOT NULL,
        cancelled_by varchar(20) NOT NULL
          CHECK (cancelled_by IN ('client', 'business', 'admin_policy', 'hold_expiry', 'account_deletion')),
        kind varchar(16) NOT NULL CHECK (kind IN ('refund', 'credit', 'fee', 'nothing_paid')),
        rule varchar(32) NOT NULL,
        notice_from timestamptz NOT NULL,
        paid_cents integer NOT NULL CHECK (paid_cents >= 0),
        refund_cents integer NOT NULL CHECK (refund_cents >= 0),
        credit_cents integer NOT NULL CHECK (credit_cents >= 0),
        kept_cents integer NOT NULL CHECK (kept_cents >= 0),
        fee_cents integer NOT NULL CHECK (fee_cents >= 0),
        charge_cents integer NOT NULL CHECK (charge_cents >= 0),
        -- The provider's answer to the refund; null when nothing is refunded.
        refund_status varchar(16) CHECK (refund_status IN ('succeeded', 'pending', 'failed')),
        summary text NOT NULL,
        CHECK (refund_cents + credit_cents + kept_cents = paid_cents)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS cancellation_outcomes`);
    await q.query(`ALTER TABLE appointments DROP COLUMN IF EXISTS first_starts_at`);
  }
}
