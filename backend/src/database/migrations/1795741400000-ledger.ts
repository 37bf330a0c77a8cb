import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The ledger (docs/money.md): one row per money movement of an appointment, in integer cents, always
 * positive, the kind saying which way it went. The kinds and methods are the domain's LEDGER_KINDS and
 * LEDGER_METHODS. A provider's movement is recorded once: the same (kind, provider id) cannot be
 * inserted twice, whether the webhook, the return page or the sweep reports it first.
 *
 * Rows stay with their appointment as the payments do (no ON DELETE: an erased client's past
 * appointments are kept for the books without the person) and go after seven years (LedgerSweeper).
 *
 * Backfilled from what was recorded before: every payment received is a deposit entry, and what was
 * paid back of it (succeeded at the provider) a refund entry naming the payment it gives back.
 * Idempotent: a movement already in the ledger is not inserted again.
 */
export class Ledger1795741400000 implements MigrationInterface {
  name = 'Ledger1795741400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE IF NOT EXISTS ledger_entries (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        appointment_id uuid NOT NULL REFERENCES appointments(id),
        kind varchar(16) NOT NULL CHECK (kind IN (
          'deposit', 'balance', 'tip', 'product', 'fee', 'refund', 'credit_issued', 'credit_used')),
        method varchar(16) NOT NULL CHECK (method IN ('card', 'cash', 'outside_card', 'credit')),
        amount_cents integer NOT NULL CHECK (amount_cents > 0),
        provider_id text,
        refund_of text,
        created_at timestamptz(3) NOT NULL
      )`);
    await q.query(
      `CREATE UNIQUE INDEX IF NOT EXISTS ledger_entries_provider_key
         ON ledger_entries (kind, provider_id) WHERE provider_id IS NOT NULL`,
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS ledger_entries_appointment_idx ON ledger_entries (appointment_id)`,
    );
    await q.query(
      `CREATE INDEX IF NOT EXISTS ledger_entries_created_idx ON ledger_entries (created_at, id)`,
    );
    await q.query(BACKFILL_DEPOSITS);
    await q.query(BACKFILL_REFUNDS);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS ledger_entries`);
  }
}

/** A movement is already in the ledger when its provider id is, or (without one) the same row is. */
const NOT_RECORDED = `NOT EXISTS (
  SELECT 1 FROM ledger_entries l
   WHERE l.kind = e.kind AND l.appointment_id = e.appointment_id
     AND l.amount_cents = e.amount_cents AND l.created_at = e.created_at
     AND l.provider_id IS NOT DISTINCT FROM e.provider_id)`;

export const BACKFILL_DEPOSITS = `
  INSERT INTO ledger_entries (appointment_id, kind, method, amount_cents, provider_id, created_at)
  SELECT e.* FROM (
    SELECT appointment_id, 'deposit' AS kind, 'card' AS method, amount_cents,
           provider_payment_id::text AS provider_id, paid_at AS created_at
      FROM payments WHERE amount_cents > 0
  ) e
  WHERE ${NOT_RECORDED}
  ON CONFLICT DO NOTHING`;

/** The payments row keeps the sum paid back and the last refund's id and time: one entry for it. */
export const BACKFILL_REFUNDS = `
  INSERT INTO ledger_entries (appointment_id, kind, method, amount_cents, provider_id, refund_of, created_at)
  SELECT e.* FROM (
    SELECT appointment_id, 'refund' AS kind, 'card' AS method, refunded_cents AS amount_cents,
           provider_refund_id::text AS provider_id, provider_payment_id::text AS refund_of,
           COALESCE(refunded_at, paid_at) AS created_at
      FROM payments WHERE refunded_cents > 0 AND refund_status = 'succeeded'
  ) e
  WHERE ${NOT_RECORDED}
  ON CONFLICT DO NOTHING`;
