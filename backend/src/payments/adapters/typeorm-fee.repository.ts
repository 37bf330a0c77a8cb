import { FEE_GRACE_HOURS, FeeReason, FeeState, Interval } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import {
  Fee,
  FeeCursor,
  FeePatch,
  FeeRepository,
  FeeStateSum,
  ListedFee,
  NewFee,
} from '../ports/fees.port';

interface FeeRow {
  id: string;
  appointment_id: string;
  reason: FeeReason;
  state: FeeState;
  amount_cents: number;
  currency: string;
  recorded_at: Date;
  chargeable_at: Date;
  charge_key: string;
  payment_id: string | null;
  pay_session_id: string | null;
  pay_url: string | null;
  refund_id: string | null;
  attempts: number;
  last_outcome: string | null;
  settled_at: Date | null;
}

interface ListedRow extends FeeRow {
  client_name: string;
  appointment_date: string;
  appointment_time: string;
}

const toFee = (r: FeeRow): Fee => ({
  id: r.id,
  appointmentId: r.appointment_id,
  reason: r.reason,
  state: r.state,
  amountCents: r.amount_cents,
  currency: r.currency,
  recordedAt: r.recorded_at,
  chargeableAt: r.chargeable_at,
  chargeKey: r.charge_key,
  paymentId: r.payment_id,
  paySessionId: r.pay_session_id,
  payUrl: r.pay_url,
  refundId: r.refund_id,
  attempts: r.attempts,
  lastOutcome: r.last_outcome,
  settledAt: r.settled_at,
});

/** The patch's fields as columns. */
const COLUMNS: Record<keyof FeePatch, string> = {
  state: 'state',
  paymentId: 'payment_id',
  paySessionId: 'pay_session_id',
  payUrl: 'pay_url',
  refundId: 'refund_id',
  attempts: 'attempts',
  lastOutcome: 'last_outcome',
  settledAt: 'settled_at',
};

@Injectable()
export class TypeormFeeRepository extends FeeRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get db() {
    return this.uow.manager;
  }

  private async one(sql: string, params: unknown[]): Promise<Fee | null> {
    const rows: FeeRow[] = await this.db.query(sql, params);
    return rows[0] ? toFee(rows[0]) : null;
  }

  async insertOnce(
    f: NewFee & Pick<Fee, 'currency' | 'recordedAt' | 'chargeableAt' | 'chargeKey'>,
  ): Promise<boolean> {
    // UNIQUE (appointment_id): a concurrent insert waits for the first to commit, then does nothing.
    const rows: unknown[] = await this.db.query(
      `INSERT INTO fees (appointment_id, reason, amount_cents, currency, recorded_at, chargeable_at,
         charge_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7)
       ON CONFLICT (appointment_id) DO NOTHING
       RETURNING id`,
      [
        f.appointmentId,
        f.reason,
        f.amountCents,
        f.currency,
        f.recordedAt,
        f.chargeableAt,
        f.chargeKey,
      ],
    );
    return rows.length > 0;
  }

  claimChargeable(now: Date): Promise<Fee | null> {
    return this.one(
      `SELECT * FROM fees WHERE state = 'pending' AND chargeable_at <= $1
        ORDER BY chargeable_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now],
    );
  }

  lock(id: string): Promise<Fee | null> {
    return this.one(`SELECT * FROM fees WHERE id = $1 FOR UPDATE`, [id]);
  }

  async update(id: string, patch: FeePatch): Promise<Fee> {
    const entries = Object.entries(patch) as [keyof FeePatch, unknown][];
    const sets = entries.map(([key], i) => `${COLUMNS[key]} = $${i + 2}`);
    const rows: FeeRow[] = await this.db.query(
      // Wrapped in a SELECT: TypeORM answers a bare UPDATE ... RETURNING as [rows, count].
      `WITH set AS (UPDATE fees SET ${sets.join(', ')} WHERE id = $1 RETURNING *)
       SELECT * FROM set`,
      [id, ...entries.map(([, value]) => value)],
    );
    return toFee(rows[0]);
  }

  find(id: string): Promise<Fee | null> {
    return this.one(`SELECT * FROM fees WHERE id = $1`, [id]);
  }

  ofAppointment(appointmentId: string): Promise<Fee | null> {
    return this.one(`SELECT * FROM fees WHERE appointment_id = $1`, [appointmentId]);
  }

  byPaySession(sessionId: string): Promise<Fee | null> {
    return this.one(`SELECT * FROM fees WHERE pay_session_id = $1`, [sessionId]);
  }

  lockByPaySession(sessionId: string): Promise<Fee | null> {
    return this.one(`SELECT * FROM fees WHERE pay_session_id = $1 FOR UPDATE`, [sessionId]);
  }

  async dueWithLinks(limit: number): Promise<Fee[]> {
    const rows: FeeRow[] = await this.db.query(
      `SELECT * FROM fees WHERE state = 'due' AND pay_session_id IS NOT NULL
        ORDER BY recorded_at, id LIMIT $1`,
      [limit],
    );
    return rows.map(toFee);
  }

  async page(state: FeeState | null, after: FeeCursor | null, limit: number): Promise<ListedFee[]> {
    const rows: ListedRow[] = await this.db.query(
      `SELECT f.*, trim(a.client_first_name || ' ' || a.client_last_name) AS client_name,
              to_char(a.appointment_date, 'YYYY-MM-DD') AS appointment_date,
              a.appointment_time
         FROM fees f JOIN appointments a ON a.id = f.appointment_id
        WHERE ($1::text IS NULL OR f.state = $1)
          AND ($2::timestamptz IS NULL OR (f.recorded_at, f.id) > ($2, $3::uuid))
        ORDER BY f.recorded_at, f.id
        LIMIT $4`,
      [state, after?.at ?? null, after?.id ?? null, limit],
    );
    return rows.map((r) => ({
      ...toFee(r),
      clientName: r.client_name,
      appointmentDate: r.appointment_date,
      appointmentTime: r.appointment_time,
    }));
  }

  async totalsBetween(within: Interval): Promise<FeeStateSum[]> {
    const rows: { state: FeeState; count: number; cents: string }[] = await this.db.query(
      `SELECT state, count(*)::int AS count, sum(amount_cents)::bigint AS cents FROM fees
        WHERE coalesce(settled_at, recorded_at) >= $1 AND coalesce(settled_at, recorded_at) < $2
        GROUP BY state`,
      [within.start, within.end],
    );
    return rows.map((r) => ({ state: r.state, count: r.count, amountCents: Number(r.cents) }));
  }

  async deleteBefore(before: Date, limit: number): Promise<number> {
    const rows: unknown[] = await this.db.query(
      `WITH gone AS (DELETE FROM fees WHERE id IN (
         SELECT id FROM fees WHERE recorded_at < $1 ORDER BY recorded_at LIMIT $2) RETURNING id)
       SELECT id FROM gone`,
      [before, limit],
    );
    return rows.length;
  }

  async graceHours(): Promise<number> {
    const rows: { fee_grace_hours: number }[] = await this.db.query(
      `SELECT fee_grace_hours FROM schedule_settings`,
    );
    return rows[0]?.fee_grace_hours ?? FEE_GRACE_HOURS;
  }

  async setGraceHours(hours: number): Promise<void> {
    await this.db.query(`UPDATE schedule_settings SET fee_grace_hours = $1`, [hours]);
  }
}
