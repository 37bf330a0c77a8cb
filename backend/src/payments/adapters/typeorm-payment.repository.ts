import { AppointmentState, applyDepositPaid, HOLD_EXPIRED_REASON } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In } from 'typeorm';
import {
  ApplyResult,
  ExpiredHolds,
  PaidDeposit,
  PaymentRepository,
  ProviderEvent,
  ReceivedPayment,
  StoredCheckout,
} from '../ports/payment.repository';
import { CheckoutPaymentStatus, CheckoutStatus } from '../ports/payment-gateway.port';
import { AppointmentEntity } from '../../bookings/adapters/appointment.entity';
import { Appointment } from '../../bookings/ports/appointment.repository';
import { OutgoingMail, queueMail } from '../../notifications/outbox';

@Injectable()
export class TypeormPaymentRepository extends PaymentRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  async saveCheckout(s: StoredCheckout): Promise<void> {
    await this.db.query(
      `INSERT INTO checkout_sessions (id, appointment_id, provider, amount_cents, currency, description,
         customer_email, url, success_url, cancel_url, status, payment_status, expires_at, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $14)
       ON CONFLICT (id) DO NOTHING`,
      [
        s.id,
        s.appointment_id,
        s.provider,
        s.amount_cents,
        s.currency,
        s.description,
        s.customer_email,
        s.url,
        s.success_url,
        s.cancel_url,
        s.status,
        s.payment_status,
        s.expires_at,
        s.created_at,
      ],
    );
  }

  async findCheckout(id: string): Promise<StoredCheckout | null> {
    const rows: StoredCheckout[] = await this.db.query(
      `SELECT * FROM checkout_sessions WHERE id = $1`,
      [id],
    );
    return rows[0] ?? null;
  }

  async countCheckouts(appointmentId: string): Promise<number> {
    const rows: { n: string }[] = await this.db.query(
      `SELECT count(*) AS n FROM checkout_sessions WHERE appointment_id = $1`,
      [appointmentId],
    );
    return Number(rows[0].n);
  }

  checkoutsOf(appointmentId: string): Promise<StoredCheckout[]> {
    return this.db.query(
      `SELECT * FROM checkout_sessions WHERE appointment_id = $1 ORDER BY created_at, id`,
      [appointmentId],
    );
  }

  async paymentsOf(appointmentIds: readonly string[]): Promise<ReceivedPayment[]> {
    if (appointmentIds.length === 0) return [];
    return this.db.query(
      `SELECT appointment_id, amount_cents, paid_at, needs_refund FROM payments
        WHERE appointment_id = ANY($1::uuid[]) ORDER BY paid_at, id`,
      [[...appointmentIds]],
    );
  }

  async receivedBetween(start: Date, end: Date): Promise<number> {
    const [row]: { total: string }[] = await this.db.query(
      `SELECT COALESCE(sum(amount_cents), 0) AS total FROM payments WHERE paid_at >= $1 AND paid_at < $2`,
      [start, end],
    );
    return Number(row.total);
  }

  openCheckouts(appointmentId: string): Promise<StoredCheckout[]> {
    return this.db.query(
      `SELECT * FROM checkout_sessions WHERE appointment_id = $1 AND status = 'open'`,
      [appointmentId],
    );
  }

  openCheckoutsOfEndedHolds(now: Date, limit: number): Promise<StoredCheckout[]> {
    return this.db.query(
      `SELECT s.* FROM checkout_sessions s JOIN appointments a ON a.id = s.appointment_id
        WHERE s.status = 'open' AND a.status = 'pending' AND a.payment_status <> 'paid' AND a.hold_expires_at <= $1
        ORDER BY a.hold_expires_at LIMIT $2`,
      [now, limit],
    );
  }

  /** Inserts the event id; false when it is already there (a replay). */
  private async claimEvent(
    tx: EntityManager,
    event: ProviderEvent | undefined,
    now: Date,
  ): Promise<boolean> {
    if (!event) return true;
    const rows: unknown[] = await tx.query(
      `INSERT INTO webhook_events (id, type, processed_at) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING RETURNING id`,
      [event.id, event.type, now],
    );
    return rows.length > 0;
  }

  applyDeposit(
    paid: PaidDeposit,
    now: Date,
    event?: ProviderEvent,
    onConfirmed?: (a: Appointment) => OutgoingMail[],
  ): Promise<ApplyResult> {
    return this.db.transaction(async (tx) => {
      if (!(await this.claimEvent(tx, event, now))) return 'duplicate_event';
      const rows: {
        status: AppointmentState['status'];
        payment_status: AppointmentState['paymentStatus'];
        hold_expires_at: Date | null;
      }[] = await tx.query(
        `SELECT status, payment_status, hold_expires_at FROM appointments WHERE id = $1 FOR UPDATE`,
        [paid.bookingId],
      );
      if (rows.length === 0) return 'unknown_booking';
      const inserted: unknown[] = await tx.query(
        `INSERT INTO payments (appointment_id, provider, provider_session_id, provider_payment_id, amount_cents, currency, paid_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT (provider_session_id) DO NOTHING RETURNING id`,
        [
          paid.bookingId,
          paid.provider,
          paid.sessionId,
          paid.paymentId,
          paid.amountCents,
          paid.currency,
          now,
        ],
      );
      await tx.query(
        `UPDATE checkout_sessions SET status = 'complete', payment_status = 'paid', updated_at = $2 WHERE id = $1`,
        [paid.sessionId, now],
      );
      if (inserted.length === 0) return 'already_paid';
      const outcome = applyDepositPaid({
        status: rows[0].status,
        paymentStatus: rows[0].payment_status,
        holdExpiresAt: rows[0].hold_expires_at,
      });
      if (outcome.kind !== 'confirmed') {
        // Money for a booking that no longer takes it (cancelled, or paid twice): keep it visible for a refund.
        await tx.query(`UPDATE payments SET needs_refund = true WHERE provider_session_id = $1`, [
          paid.sessionId,
        ]);
      }
      await tx.query(
        `UPDATE appointments SET status = $2, payment_status = $3, hold_expires_at = $4, updated_at = $5 WHERE id = $1`,
        [
          paid.bookingId,
          outcome.state.status,
          outcome.state.paymentStatus,
          outcome.state.holdExpiresAt,
          now,
        ],
      );
      if (outcome.kind === 'confirmed' && onConfirmed) {
        const confirmed = await tx
          .getRepository(AppointmentEntity)
          .findOneByOrFail({ id: paid.bookingId });
        await queueMail(tx, onConfirmed(confirmed), now);
      }
      return outcome.kind;
    });
  }

  markCheckout(
    id: string,
    change: { status?: CheckoutStatus; paymentStatus?: CheckoutPaymentStatus },
    now: Date,
    event?: ProviderEvent,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await this.claimEvent(tx, event, now))) return false;
      // A completed (paid) session never goes back to open or expired.
      await tx.query(
        `UPDATE checkout_sessions
            SET status = COALESCE($2, status), payment_status = COALESCE($3, payment_status), updated_at = $4
          WHERE id = $1 AND payment_status <> 'paid'`,
        [id, change.status ?? null, change.paymentStatus ?? null, now],
      );
      if (change.paymentStatus === 'failed') {
        await tx.query(
          `UPDATE appointments SET payment_status = 'failed', updated_at = $2
            WHERE id = (SELECT appointment_id FROM checkout_sessions WHERE id = $1) AND payment_status = 'unpaid'`,
          [id, now],
        );
      }
      return true;
    });
  }

  recordEvent(event: ProviderEvent, now: Date): Promise<boolean> {
    return this.db.transaction((tx) => this.claimEvent(tx, event, now));
  }

  expireHolds(
    now: Date,
    limit: number,
    onCancelled?: (a: Appointment) => OutgoingMail[],
  ): Promise<ExpiredHolds> {
    return this.db.transaction(async (tx) => {
      const claimed: { id: string }[] = await tx.query(
        `SELECT id FROM appointments
          WHERE status = 'pending' AND payment_status <> 'paid' AND hold_expires_at <= $1
          ORDER BY hold_expires_at
          LIMIT $2
          FOR UPDATE SKIP LOCKED`,
        [now, limit],
      );
      const ids = claimed.map((r) => r.id);
      if (ids.length === 0) return { appointmentIds: [], sessions: [] };
      await tx.query(
        `UPDATE appointments SET status = 'cancelled', cancellation_reason = $2, updated_at = $3 WHERE id = ANY($1::uuid[])`,
        [ids, HOLD_EXPIRED_REASON, now],
      );
      // An UPDATE ... RETURNING answers [rows, count] through TypeORM.
      const [sessions]: [StoredCheckout[], number] = await tx.query(
        `UPDATE checkout_sessions SET status = 'expired', updated_at = $2
          WHERE appointment_id = ANY($1::uuid[]) AND status = 'open'
          RETURNING *`,
        [ids, now],
      );
      if (onCancelled) {
        for (const a of await tx.getRepository(AppointmentEntity).findBy({ id: In(ids) })) {
          await queueMail(tx, onCancelled(a), now);
        }
      }
      return { appointmentIds: ids, sessions };
    });
  }
}
