import { CancellationOutcome, CancellationOutcomeKind, CancelledBy } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { CancellationOutcomeRepository } from '../ports/cancellation-outcome.port';
import { RecordedCancellation } from '../ports/cancellation-settlement.port';
import { RefundStatus } from '../ports/payment-gateway.port';

interface OutcomeRow {
  appointment_id: string;
  decided_at: Date;
  cancelled_by: CancelledBy;
  kind: CancellationOutcomeKind;
  rule: string;
  notice_from: Date;
  paid_cents: number;
  refund_cents: number;
  credit_cents: number;
  kept_cents: number;
  fee_cents: number;
  charge_cents: number;
  refund_status: RefundStatus | null;
  summary: string;
}

const toRecorded = (r: OutcomeRow): RecordedCancellation => ({
  appointmentId: r.appointment_id,
  decidedAt: r.decided_at,
  by: r.cancelled_by,
  kind: r.kind,
  rule: r.rule,
  noticeFrom: r.notice_from,
  paidCents: r.paid_cents,
  refundCents: r.refund_cents,
  creditCents: r.credit_cents,
  keptCents: r.kept_cents,
  feeCents: r.fee_cents,
  chargeCents: r.charge_cents,
  refundStatus: r.refund_status,
  summary: r.summary,
});

@Injectable()
export class TypeormCancellationOutcomeRepository extends CancellationOutcomeRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  private get db() {
    return this.uow.manager;
  }

  async recordOnce(id: string, o: CancellationOutcome, now: Date): Promise<boolean> {
    // The primary key is the appointment: a concurrent insert waits for the first to commit, then
    // does nothing.
    const rows: unknown[] = await this.db.query(
      `INSERT INTO cancellation_outcomes (appointment_id, decided_at, cancelled_by, kind, rule,
         notice_from, paid_cents, refund_cents, credit_cents, kept_cents, fee_cents, charge_cents, summary)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       ON CONFLICT (appointment_id) DO NOTHING
       RETURNING appointment_id`,
      [
        id,
        now,
        o.by,
        o.kind,
        o.rule,
        o.noticeFrom,
        o.paidCents,
        o.refundCents,
        o.creditCents,
        o.keptCents,
        o.feeCents,
        o.chargeCents,
        o.summary,
      ],
    );
    return rows.length === 1;
  }

  async setRefundStatus(id: string, status: RefundStatus): Promise<void> {
    await this.db.query(
      `UPDATE cancellation_outcomes SET refund_status = $2 WHERE appointment_id = $1`,
      [id, status],
    );
  }

  async find(id: string): Promise<RecordedCancellation | null> {
    const rows: OutcomeRow[] = await this.db.query(
      `SELECT * FROM cancellation_outcomes WHERE appointment_id = $1`,
      [id],
    );
    return rows.length ? toRecorded(rows[0]) : null;
  }
}
