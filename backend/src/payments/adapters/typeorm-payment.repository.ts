import { Amount, applyDepositPaid, CURRENCY, Appointment } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import {
  ApplyResult,
  ExpiredHolds,
  PaidDeposit,
  PaymentRefund,
  PaymentRepository,
  ProviderEvent,
  ReceivedPayment,
  SessionPayment,
  RefundablePayment,
  StoredCheckout,
} from '../ports/payment.port';
import { CheckoutPaymentStatus, CheckoutStatus } from '../ports/payment-gateway.port';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { MailQueue, OutgoingMail } from '../../notifications/ports/mail-queue.port';
import { AppointmentLists } from '../../bookings/ports/appointment-lists.port';
import { AppointmentWrites } from '../../bookings/ports/appointment-writes.port';

@Injectable()
export class TypeormPaymentRepository extends PaymentRepository {
  constructor(
    private readonly uow: TypeormUnitOfWork,
    private readonly appointments: AppointmentLists,
    private readonly appointmentWrites: AppointmentWrites,
    private readonly mail: MailQueue,
  ) {
    super();
  }

  private get db() {
    return this.uow.manager;
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

  async paymentOfSession(sessionId: string): Promise<SessionPayment | null> {
    const rows: SessionPayment[] = await this.db.query(
      `SELECT amount_cents, lower(currency) AS currency, needs_refund FROM payments
        WHERE provider_session_id = $1`,
      [sessionId],
    );
    return rows[0] ?? null;
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
  private async claimEvent(event: ProviderEvent | undefined, now: Date): Promise<boolean> {
    if (!event) return true;
    const rows: unknown[] = await this.db.query(
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
    return this.uow.run(async () => {
      if (!(await this.claimEvent(event, now))) return 'duplicate_event';
      const state = await this.appointmentWrites.lockState(paid.bookingId);
      if (!state) return 'unknown_booking';
      const inserted: unknown[] = await this.db.query(
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
      await this.db.query(
        `UPDATE checkout_sessions SET status = 'complete', payment_status = 'paid', updated_at = $2 WHERE id = $1`,
        [paid.sessionId, now],
      );
      if (inserted.length === 0) return 'already_paid';
      const outcome = applyDepositPaid(state, {
        paid: { cents: paid.amountCents, currency: paid.currency },
        due: await this.depositDue(paid),
      });
      if (outcome.kind !== 'confirmed') {
        // Money for a booking that no longer takes it (cancelled, or paid twice), or not the deposit
        // asked for: keep it visible for a refund.
        await this.db.query(
          `UPDATE payments SET needs_refund = true WHERE provider_session_id = $1`,
          [paid.sessionId],
        );
      }
      await this.appointmentWrites.saveState(paid.bookingId, outcome.state, now);
      if (outcome.kind === 'confirmed' && onConfirmed) {
        const confirmed = await this.appointments.findById(paid.bookingId);
        if (confirmed) await this.mail.queue(onConfirmed(confirmed), now);
      }
      return outcome.kind;
    });
  }

  /** What the session asked for; the booking's deposit when the session is not ours. */
  private async depositDue(paid: PaidDeposit): Promise<Amount> {
    const rows: { cents: number; currency: string }[] = await this.db.query(
      `SELECT 1 AS rank, amount_cents AS cents, currency FROM checkout_sessions WHERE id = $1
       UNION ALL
       SELECT 2 AS rank, deposit_cents AS cents, $3 AS currency FROM appointments WHERE id = $2
       ORDER BY rank LIMIT 1`,
      [paid.sessionId, paid.bookingId, CURRENCY],
    );
    return rows[0];
  }

  async expireOpenOf(provider: StoredCheckout['provider'], now: Date): Promise<number> {
    const closed: unknown[] = await this.db.query(
      `UPDATE checkout_sessions SET status = 'expired', updated_at = $2
       WHERE provider = $1 AND status = 'open' RETURNING id`,
      [provider, now],
    );
    return closed.length;
  }

  markCheckout(
    id: string,
    change: { status?: CheckoutStatus; paymentStatus?: CheckoutPaymentStatus },
    now: Date,
    event?: ProviderEvent,
  ): Promise<boolean> {
    return this.uow.run(async () => {
      if (!(await this.claimEvent(event, now))) return false;
      // A completed (paid) session never goes back to open or expired.
      await this.db.query(
        `UPDATE checkout_sessions
            SET status = COALESCE($2, status), payment_status = COALESCE($3, payment_status), updated_at = $4
          WHERE id = $1 AND payment_status <> 'paid'`,
        [id, change.status ?? null, change.paymentStatus ?? null, now],
      );
      if (change.paymentStatus === 'failed') {
        const checkout = await this.findCheckout(id);
        if (checkout) await this.appointmentWrites.markPaymentFailed(checkout.appointment_id, now);
      }
      return true;
    });
  }

  recordEvent(event: ProviderEvent, now: Date): Promise<boolean> {
    return this.uow.run(() => this.claimEvent(event, now));
  }

  expireHolds(
    now: Date,
    limit: number,
    onCancelled?: (a: Appointment) => OutgoingMail[],
  ): Promise<ExpiredHolds> {
    return this.uow.run(async () => {
      const cancelled = await this.appointmentWrites.cancelExpiredHolds(now, limit);
      const ids = cancelled.map((a) => a.id);
      if (ids.length === 0) return { appointmentIds: [], sessions: [] };
      // An UPDATE ... RETURNING answers [rows, count] through TypeORM.
      const [sessions]: [StoredCheckout[], number] = await this.db.query(
        `UPDATE checkout_sessions SET status = 'expired', updated_at = $2
          WHERE appointment_id = ANY($1::uuid[]) AND status = 'open'
          RETURNING *`,
        [ids, now],
      );
      if (onCancelled) {
        for (const a of cancelled) await this.mail.queue(onCancelled(a), now);
      }
      return { appointmentIds: ids, sessions };
    });
  }

  refundablePayments(appointmentId: string): Promise<RefundablePayment[]> {
    return this.db.query(
      `SELECT id, provider, provider_payment_id, amount_cents, refunded_cents FROM payments
        WHERE appointment_id = $1 AND NOT needs_refund
        ORDER BY paid_at, id
        FOR UPDATE`,
      [appointmentId],
    );
  }

  async recordRefund(paymentRowId: string, refund: PaymentRefund, now: Date): Promise<void> {
    const paidBack = refund.status === 'failed' ? 0 : refund.amountCents;
    await this.db.query(
      `UPDATE payments
          SET refunded_cents = refunded_cents + $2, refund_status = $3, provider_refund_id = $4,
              refunded_at = $5
        WHERE id = $1`,
      [paymentRowId, paidBack, refund.status, refund.providerRefundId, now],
    );
  }
}
