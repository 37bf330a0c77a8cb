import { Appointment, DateRange } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { Page } from '../../common/dto/pagination.dto';
import { searchTerms } from '../../common/search';
import {
  AppointmentFilter,
  AppointmentLists,
  PeriodFigures,
} from '../ports/appointment-lists.port';
import { toAppointment } from './appointment.mapper';
import { AppointmentTable } from './appointment-rows';
import { blocksSlotSql } from './appointment.sql';

/** What has been paid towards an appointment and is kept (not flagged for a refund). */
const KEPT_PAYMENTS = `(SELECT COALESCE(sum(p.amount_cents), 0) FROM payments p WHERE p.appointment_id = a.id AND NOT p.needs_refund)`;

@Injectable()
export class TypeormAppointmentLists extends AppointmentLists {
  constructor(private readonly table: AppointmentTable) {
    super();
  }

  findById(id: string): Promise<Appointment | null> {
    return this.table.find(id);
  }

  async listForClient(clientId: string): Promise<Appointment[]> {
    const rows = await this.table.rows.find({
      where: { client_id: clientId },
      order: { starts_at: 'ASC' },
    });
    return rows.map(toAppointment);
  }

  async list(
    filter: AppointmentFilter,
    page: Page,
  ): Promise<{ items: Appointment[]; total: number }> {
    const query = this.table.rows.createQueryBuilder('a');
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
      await this.table.db.query(
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
    const rows: { date: string; bookings: string }[] = await this.table.db.query(
      `SELECT to_char(appointment_date, 'YYYY-MM-DD') AS date, count(*) AS bookings
         FROM appointments
        WHERE appointment_date BETWEEN $1 AND $2 AND status <> 'cancelled'
        GROUP BY appointment_date
        ORDER BY appointment_date`,
      [range.from, range.to],
    );
    return rows.map((r) => ({ date: r.date, bookings: Number(r.bookings) }));
  }
}
