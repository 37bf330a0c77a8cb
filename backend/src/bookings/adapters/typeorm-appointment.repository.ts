import {
  AppointmentState,
  AppointmentStatus,
  DateRange,
  HOLD_EXPIRED_REASON,
  Interval,
  PaymentStatus,
  Appointment,
  AppointmentChange,
  NewAppointment,
  NewAppointmentChange,
  NewSlot,
  SequencedAppointment,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { In, QueryFailedError } from 'typeorm';
import { AppError } from '../../common/app-errors';
import { Page } from '../../common/dto/pagination.dto';
import { searchTerms } from '../../common/search';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { AppConfig } from '../../config/app-config';
import { DatabaseWrites } from '../../database/database-writes';
import { BusyRowsCache } from './busy-rows-cache';
import { blockedRangeSql, blocksSlotSql, holdExpiredSql } from './appointment.sql';
import { held, heldInsert, HeldRow } from './held-booking.sql';
import { AppointmentEntity } from './appointment.entity';
import { toAppointment, toAppointmentRow } from './appointment.mapper';
import { AppointmentChangeRow, toAppointmentChange } from './appointment-change.mapper';
import {
  AppointmentFilter,
  AppointmentRepository,
  HeldBooking,
  PeriodFigures,
} from '../ports/appointment.repository';

const EXCLUSION_VIOLATION = '23P01';

/** A row of shownBusyIntervals' read. */
interface BusyRowColumns {
  starts_at: Date;
  blocked_until: Date;
  status: AppointmentStatus;
  payment_status: PaymentStatus;
  hold_expires_at: Date | null;
}

const ACTIVE = blocksSlotSql('a', ':now');

/** What has been paid towards an appointment and is kept (not flagged for a refund). */
const KEPT_PAYMENTS = `(SELECT COALESCE(sum(p.amount_cents), 0) FROM payments p WHERE p.appointment_id = a.id AND NOT p.needs_refund)`;

/** The columns of a recorded change, its dates as text (YYYY-MM-DD). */
const CHANGE_COLUMNS = `id, appointment_id, at, actor_kind, actor_id, kind,
  to_char(old_date, 'YYYY-MM-DD') AS old_date, old_time, to_char(new_date, 'YYYY-MM-DD') AS new_date,
  new_time, old_status, new_status, rule, refund_cents, credit_cents, kept_cents, fee_cents,
  charge_cents, message`;

function slotConflict(e: unknown): boolean {
  return (
    e instanceof QueryFailedError &&
    (e as QueryFailedError & { code?: string }).code === EXCLUSION_VIOLATION
  );
}

@Injectable()
export class TypeormAppointmentRepository extends AppointmentRepository {
  private readonly shown: BusyRowsCache;

  constructor(
    private readonly uow: TypeormUnitOfWork,
    writes: DatabaseWrites,
    config: AppConfig,
  ) {
    super();
    this.shown = new BusyRowsCache(writes, config.availabilityCacheMs);
  }

  private get db() {
    return this.uow.manager;
  }

  private get rows() {
    return this.db.getRepository(AppointmentEntity);
  }

  busyIntervals(from: Date, to: Date, now: Date): Promise<Interval[]> {
    return this.busy(from, to, now, null);
  }

  shownBusyIntervals(from: Date, to: Date, now: Date): Promise<Interval[]> {
    return this.shown.busyAt(`${from.toISOString()}/${to.toISOString()}`, now, async () => {
      // Every pending and confirmed one, whether it blocks decided in memory at each request's now
      // (an unpaid hold that ran out and is not yet cancelled by the sweep is among them).
      const rows: BusyRowColumns[] = await this.db.query(
        `SELECT a.starts_at, a.blocked_until, a.status, a.payment_status, a.hold_expires_at
           FROM appointments a
          WHERE ${blockedRangeSql('a')} && tstzrange($1, $2, '[)')
            AND a.status IN ('pending', 'confirmed')`,
        [from, to],
      );
      return rows.map((r) => ({
        start: r.starts_at,
        end: r.blocked_until,
        state: {
          status: r.status,
          paymentStatus: r.payment_status,
          holdExpiresAt: r.hold_expires_at,
        },
      }));
    });
  }

  /**
   * The blocking intervals overlapping [from, to), but `exceptId`'s. Written as the exclusion
   * constraint's range overlap, among the statuses of its partial index, so that PostgreSQL finds them
   * with that GiST index instead of every appointment that started before `to`; plain rows, no entities.
   */
  private async busy(
    from: Date,
    to: Date,
    now: Date,
    exceptId: string | null,
  ): Promise<Interval[]> {
    const rows: { starts_at: Date; blocked_until: Date }[] = await this.db.query(
      `SELECT a.starts_at, a.blocked_until FROM appointments a
        WHERE ${blockedRangeSql('a')} && tstzrange($1, $2, '[)')
          AND a.status IN ('pending', 'confirmed') AND ${blocksSlotSql('a', '$3')}
          AND ($4::uuid IS NULL OR a.id <> $4::uuid)`,
      [from, to, now, exceptId],
    );
    return rows.map((r) => ({ start: r.starts_at, end: r.blocked_until }));
  }

  async attachToClient(client: { id: string; email: string; phone: string }): Promise<void> {
    await this.uow.manager.query(
      `UPDATE appointments SET client_id = $1 WHERE client_id IS NULL AND client_email = $2 AND client_phone = $3`,
      [client.id, client.email, client.phone],
    );
  }

  async createHeld(
    appointment: NewAppointment,
    clientAddress: string | null,
  ): Promise<HeldBooking> {
    const row = toAppointmentRow(appointment, appointment.createdAt, clientAddress);
    // The writes deferred in the transaction (the booking's e-mail, its webhook event) go with it,
    // in one round trip (see held-booking.sql.ts).
    const [first] = await this.uow.query<HeldRow[]>((written) => heldInsert(row, written));
    if (first.held) return held(row, first);
    if (first.expired_in_the_way) {
      // Holds that ran out unpaid in its time give way (the hold sweep had not come yet), then once more.
      await this.db.query(
        `UPDATE appointments a SET status = 'cancelled', cancellation_reason = $1, updated_at = $2
          WHERE ${holdExpiredSql('a', '$2')}
            AND ${blockedRangeSql('a')} && tstzrange($3, $4, '[)')`,
        [HOLD_EXPIRED_REASON, row.created_at, row.starts_at, row.blocked_until],
      );
      const [again] = await this.uow.query<HeldRow[]>((written) => heldInsert(row, written));
      if (again.held) return held(row, again);
    }
    throw AppError.of('slotTaken', 'preferred_time');
  }

  async findById(id: string): Promise<Appointment | null> {
    const row = await this.rows.findOneBy({ id });
    return row && toAppointment(row);
  }

  async listForClient(clientId: string): Promise<Appointment[]> {
    const rows = await this.rows.find({
      where: { client_id: clientId },
      order: { starts_at: 'ASC' },
    });
    return rows.map(toAppointment);
  }

  async listActive(from: Date, now: Date): Promise<Appointment[]> {
    const rows = await this.rows
      .createQueryBuilder('a')
      .where('a.ends_at > :from', { from })
      .andWhere(ACTIVE, { now })
      .orderBy('a.starts_at', 'ASC')
      .getMany();
    return rows.map(toAppointment);
  }

  async list(
    filter: AppointmentFilter,
    page: Page,
  ): Promise<{ items: Appointment[]; total: number }> {
    const query = this.rows.createQueryBuilder('a');
    if (filter.search) {
      const { pattern, digitsPattern } = searchTerms(filter.search);
      query.andWhere(
        `((a.client_first_name || ' ' || a.client_last_name) ILIKE :pattern OR a.client_email ILIKE :pattern` +
          (digitsPattern ? ` OR a.client_phone LIKE :digitsPattern)` : ')'),
        { pattern, digitsPattern },
      );
    }
    if (filter.status) query.andWhere('a.status = :status', { status: filter.status });
    if (filter.from) query.andWhere('a.appointment_date >= :from', { from: filter.from });
    if (filter.to) query.andWhere('a.appointment_date <= :to', { to: filter.to });
    if (filter.order === 'start') query.orderBy('a.starts_at', 'ASC').addOrderBy('a.id', 'ASC');
    else query.orderBy('a.created_at', 'DESC').addOrderBy('a.id', 'DESC');
    const [rows, total] = await query.take(page.limit).skip(page.offset).getManyAndCount();
    return { items: rows.map(toAppointment), total };
  }

  async periodFigures(range: DateRange, now: Date): Promise<PeriodFigures> {
    const [row]: { bookings: string; cancellations: string; balance: string }[] =
      await this.db.query(
        `SELECT count(*) FILTER (WHERE a.status <> 'cancelled') AS bookings,
                count(*) FILTER (WHERE a.status = 'cancelled') AS cancellations,
                COALESCE(sum(GREATEST(a.total_price_cents - ${KEPT_PAYMENTS}, 0))
                  FILTER (WHERE ${blocksSlotSql('a', '$3')}), 0) AS balance
           FROM appointments a
          WHERE a.appointment_date BETWEEN $1 AND $2`,
        [range.from, range.to, now],
      );
    return {
      bookings: Number(row.bookings),
      cancellations: Number(row.cancellations),
      balanceToCollectCents: Number(row.balance),
    };
  }

  async bookingsPerDay(range: DateRange): Promise<{ date: string; bookings: number }[]> {
    const rows: { date: string; bookings: string }[] = await this.db.query(
      `SELECT to_char(appointment_date, 'YYYY-MM-DD') AS date, count(*) AS bookings
         FROM appointments
        WHERE appointment_date BETWEEN $1 AND $2 AND status <> 'cancelled'
        GROUP BY appointment_date
        ORDER BY appointment_date`,
      [range.from, range.to],
    );
    return rows.map((r) => ({ date: r.date, bookings: Number(r.bookings) }));
  }

  setStatus(id: string, status: AppointmentStatus, now: Date): Promise<Appointment | null> {
    return this.uow.run(async () => {
      if (status === 'confirmed') {
        // Re-activating: holds that ran out unpaid in its time give way, as for a new booking.
        await this.db.query(
          `UPDATE appointments o SET status = 'cancelled', cancellation_reason = $2, updated_at = $3
            FROM appointments a
           WHERE a.id = $1 AND o.id <> a.id AND ${holdExpiredSql('o', '$3')}
             AND ${blockedRangeSql('o')} && ${blockedRangeSql('a')}`,
          [id, HOLD_EXPIRED_REASON, now],
        );
      }
      try {
        const result = await this.rows.update(
          { id },
          {
            status,
            updated_at: now,
            // The calendars' copies change with it (cancelled, or confirmed again).
            ics_sequence: () => 'ics_sequence + 1',
            ...(status === 'cancelled' ? { cancellation_reason: 'Cancelled by the business' } : {}),
          },
        );
        return result.affected ? this.findById(id) : null;
      } catch (e) {
        if (slotConflict(e)) throw AppError.of('slotTaken');
        throw e;
      }
    });
  }

  async lockConfirmedStarting(now: Date, until: Date): Promise<Appointment[]> {
    const rows = await this.rows
      .createQueryBuilder('a')
      .where(`a.status = 'confirmed' AND a.starts_at > :now AND a.starts_at <= :until`, {
        now,
        until,
      })
      .orderBy('a.starts_at', 'ASC')
      .setLock('pessimistic_write')
      .setOnLocked('skip_locked')
      .getMany();
    return rows.map(toAppointment);
  }

  async lockState(id: string): Promise<AppointmentState | null> {
    const rows: Pick<AppointmentEntity, 'status' | 'payment_status' | 'hold_expires_at'>[] =
      await this.db.query(
        `SELECT status, payment_status, hold_expires_at FROM appointments WHERE id = $1 FOR UPDATE`,
        [id],
      );
    if (rows.length === 0) return null;
    const [r] = rows;
    return { status: r.status, paymentStatus: r.payment_status, holdExpiresAt: r.hold_expires_at };
  }

  async saveState(id: string, state: AppointmentState, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE appointments SET status = $2, payment_status = $3, hold_expires_at = $4, updated_at = $5 WHERE id = $1`,
      [id, state.status, state.paymentStatus, state.holdExpiresAt, now],
    );
  }

  async markPaymentFailed(id: string, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE appointments SET payment_status = 'failed', updated_at = $2 WHERE id = $1 AND payment_status = 'unpaid'`,
      [id, now],
    );
  }

  cancelExpiredHolds(now: Date, limit: number): Promise<Appointment[]> {
    return this.uow.run(async () => {
      const claimed: { id: string }[] = await this.db.query(
        `SELECT a.id FROM appointments a
          WHERE ${holdExpiredSql('a', '$1')}
          ORDER BY a.hold_expires_at
          LIMIT $2
          FOR UPDATE SKIP LOCKED`,
        [now, limit],
      );
      const ids = claimed.map((r) => r.id);
      if (ids.length === 0) return [];
      await this.db.query(
        `UPDATE appointments SET status = 'cancelled', cancellation_reason = $2, updated_at = $3 WHERE id = ANY($1::uuid[])`,
        [ids, HOLD_EXPIRED_REASON, now],
      );
      const rows = await this.rows.findBy({ id: In(ids) });
      return rows.map(toAppointment);
    });
  }

  // Self-service (docs/cancellations.md).

  async lockForChange(id: string): Promise<SequencedAppointment | null> {
    const locked: { ics_sequence: number }[] = await this.db.query(
      `SELECT ics_sequence FROM appointments WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (locked.length === 0) return null;
    const appointment = await this.findById(id);
    return appointment && { appointment, icsSequence: locked[0].ics_sequence };
  }

  busyIntervalsExcept(from: Date, to: Date, now: Date, exceptId: string): Promise<Interval[]> {
    return this.busy(from, to, now, exceptId);
  }

  moveTo(id: string, slot: NewSlot, now: Date): Promise<SequencedAppointment> {
    return this.uow.run(async () => {
      // Holds that ran out unpaid in the new time give way, as for a new booking.
      await this.db.query(
        `UPDATE appointments a SET status = 'cancelled', cancellation_reason = $1, updated_at = $2
          WHERE a.id <> $5 AND ${holdExpiredSql('a', '$2')}
            AND ${blockedRangeSql('a')} && tstzrange($3, $4, '[)')`,
        [HOLD_EXPIRED_REASON, now, slot.startsAt, slot.blockedUntil ?? slot.endsAt, id],
      );
      try {
        // An unpaid hold never outlasts the start (see newBookingState).
        await this.db.query(
          `UPDATE appointments
              SET first_starts_at = COALESCE(first_starts_at, starts_at),
                  appointment_date = $2, appointment_time = $3, starts_at = $4, ends_at = $5,
                  blocked_until = $7,
                  hold_expires_at = CASE WHEN hold_expires_at IS NULL THEN NULL ELSE LEAST(hold_expires_at, $4) END,
                  ics_sequence = ics_sequence + 1, updated_at = $6
            WHERE id = $1`,
          [
            id,
            slot.date,
            slot.time,
            slot.startsAt,
            slot.endsAt,
            now,
            slot.blockedUntil ?? slot.endsAt,
          ],
        );
      } catch (e) {
        if (slotConflict(e)) throw AppError.of('slotTaken', 'time');
        throw e;
      }
      return this.sequenced(id);
    });
  }

  cancelByClient(id: string, now: Date): Promise<SequencedAppointment> {
    return this.uow.run(async () => {
      await this.db.query(
        `UPDATE appointments
            SET status = 'cancelled', cancellation_reason = 'Cancelled by the client',
                ics_sequence = ics_sequence + 1, updated_at = $2
          WHERE id = $1`,
        [id, now],
      );
      return this.sequenced(id);
    });
  }

  private async sequenced(id: string): Promise<SequencedAppointment> {
    const appointment = await this.findById(id);
    if (!appointment) throw AppError.of('appointmentNotFound');
    return { appointment, icsSequence: appointment.icsSequence };
  }

  async recordChange(c: NewAppointmentChange): Promise<AppointmentChange> {
    const rows: AppointmentChangeRow[] = await this.db.query(
      `INSERT INTO appointment_changes (appointment_id, at, actor_kind, actor_id, kind, old_date, old_time,
         new_date, new_time, old_status, new_status, rule, refund_cents, credit_cents, kept_cents,
         fee_cents, charge_cents, message)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18)
       RETURNING ${CHANGE_COLUMNS}`,
      [
        c.appointmentId,
        c.at,
        c.actorKind,
        c.actorId,
        c.kind,
        c.oldDate ?? null,
        c.oldTime ?? null,
        c.newDate ?? null,
        c.newTime ?? null,
        c.oldStatus ?? null,
        c.newStatus ?? null,
        c.rule ?? null,
        c.refundCents ?? 0,
        c.creditCents ?? 0,
        c.keptCents ?? 0,
        c.feeCents ?? 0,
        c.chargeCents ?? 0,
        c.message ?? null,
      ],
    );
    return toAppointmentChange(rows[0]);
  }

  async changesOf(appointmentId: string): Promise<AppointmentChange[]> {
    const rows: AppointmentChangeRow[] = await this.db.query(
      `SELECT ${CHANGE_COLUMNS} FROM appointment_changes WHERE appointment_id = $1 ORDER BY at, seq`,
      [appointmentId],
    );
    return rows.map(toAppointmentChange);
  }
}
