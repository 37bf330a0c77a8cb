import {
  AppointmentStatus,
  DateRange,
  HOLD_EXPIRED_REASON,
  Interval,
  MESSAGES,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, QueryFailedError } from 'typeorm';
import { ConflictError } from '../../common/app-errors';
import { Page } from '../../common/dto/pagination.dto';
import { searchTerms } from '../../common/search';
import { OutgoingMail, queueMail } from '../../notifications/outbox';
import {
  Appointment,
  AppointmentFilter,
  AppointmentRepository,
  NewAppointment,
  PeriodFigures,
} from '../ports/appointment.repository';
import { AppointmentEntity } from './appointment.entity';

const EXCLUSION_VIOLATION = '23P01';

/** Same rule as the domain's blocksSlot: confirmed, or pending and still within its hold at `now`. */
const activeAt = (now: string) =>
  `(a.status = 'confirmed' OR (a.status = 'pending' AND (a.payment_status = 'paid' OR a.hold_expires_at IS NULL OR a.hold_expires_at > ${now})))`;
const ACTIVE = activeAt(':now');

/** What has been paid towards an appointment and is kept (not flagged for a refund). */
const KEPT_PAYMENTS = `(SELECT COALESCE(sum(p.amount_cents), 0) FROM payments p WHERE p.appointment_id = a.id AND NOT p.needs_refund)`;

function slotConflict(e: unknown): boolean {
  return (
    e instanceof QueryFailedError &&
    (e as QueryFailedError & { code?: string }).code === EXCLUSION_VIOLATION
  );
}

@Injectable()
export class TypeormAppointmentRepository extends AppointmentRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {
    super();
  }

  private get rows() {
    return this.db.getRepository(AppointmentEntity);
  }

  async busyIntervals(from: Date, to: Date, now: Date): Promise<Interval[]> {
    const rows = await this.rows
      .createQueryBuilder('a')
      .select(['a.starts_at', 'a.ends_at'])
      .where('a.starts_at < :to AND a.ends_at > :from', { from, to })
      .andWhere(ACTIVE, { now })
      .getMany();
    return rows.map((r) => ({ start: r.starts_at, end: r.ends_at }));
  }

  async createHeld(
    appointment: NewAppointment,
    mails: readonly OutgoingMail[],
  ): Promise<Appointment> {
    try {
      return await this.db.transaction(async (tx) => {
        const now = appointment.created_at;
        await tx.query(
          `UPDATE appointments SET status = 'cancelled', cancellation_reason = $1, updated_at = $2
           WHERE status = 'pending' AND payment_status <> 'paid' AND hold_expires_at <= $2
             AND tstzrange(starts_at, ends_at, '[)') && tstzrange($3, $4, '[)')`,
          [HOLD_EXPIRED_REASON, now, appointment.starts_at, appointment.ends_at],
        );
        const repo = tx.getRepository(AppointmentEntity);
        const saved = await repo.save(repo.create({ ...appointment, updated_at: now }));
        await queueMail(tx, mails, now);
        return saved;
      });
    } catch (e) {
      if (slotConflict(e)) throw new ConflictError(MESSAGES.slotTaken, 'preferred_time');
      throw e;
    }
  }

  findById(id: string): Promise<Appointment | null> {
    return this.rows.findOneBy({ id });
  }

  listForClient(clientId: string): Promise<Appointment[]> {
    return this.rows.find({ where: { client_id: clientId }, order: { starts_at: 'ASC' } });
  }

  listActive(from: Date, now: Date): Promise<Appointment[]> {
    return this.rows
      .createQueryBuilder('a')
      .where('a.ends_at > :from', { from })
      .andWhere(ACTIVE, { now })
      .orderBy('a.starts_at', 'ASC')
      .getMany();
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
    const [items, total] = await query.take(page.limit).skip(page.offset).getManyAndCount();
    return { items, total };
  }

  async periodFigures(range: DateRange, now: Date): Promise<PeriodFigures> {
    const [row]: { bookings: string; cancellations: string; balance: string }[] =
      await this.db.query(
        `SELECT count(*) FILTER (WHERE a.status <> 'cancelled') AS bookings,
                count(*) FILTER (WHERE a.status = 'cancelled') AS cancellations,
                COALESCE(sum(GREATEST(a.total_price_cents - ${KEPT_PAYMENTS}, 0))
                  FILTER (WHERE ${activeAt('$3')}), 0) AS balance
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

  async setStatus(
    id: string,
    status: AppointmentStatus,
    now: Date,
    compose?: (updated: Appointment) => OutgoingMail[],
  ): Promise<Appointment | null> {
    try {
      const affected = await this.db.transaction(async (tx) => {
        if (status === 'confirmed') {
          // Re-activating: holds that ran out unpaid in its time give way, as for a new booking.
          await tx.query(
            `UPDATE appointments o SET status = 'cancelled', cancellation_reason = $2, updated_at = $3
              FROM appointments a
             WHERE a.id = $1 AND o.id <> a.id AND o.status = 'pending' AND o.payment_status <> 'paid'
               AND o.hold_expires_at <= $3
               AND tstzrange(o.starts_at, o.ends_at, '[)') && tstzrange(a.starts_at, a.ends_at, '[)')`,
            [id, HOLD_EXPIRED_REASON, now],
          );
        }
        const result = await tx.getRepository(AppointmentEntity).update(
          { id },
          {
            status,
            updated_at: now,
            ...(status === 'cancelled' ? { cancellation_reason: 'Cancelled by the business' } : {}),
          },
        );
        if (result.affected && compose) {
          const updated = await tx.getRepository(AppointmentEntity).findOneByOrFail({ id });
          await queueMail(tx, compose(updated), now);
        }
        return result.affected ?? 0;
      });
      if (!affected) return null;
    } catch (e) {
      if (slotConflict(e)) throw new ConflictError(MESSAGES.slotTaken);
      throw e;
    }
    return this.findById(id);
  }
}
