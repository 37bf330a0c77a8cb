import { AppointmentStatus, Interval, PaymentStatus, Appointment } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { DatabaseWrites } from '../../database/database-writes';
import { AppointmentAvailability } from '../ports/appointment-availability.port';
import { AppointmentTable } from './appointment-rows';
import { toAppointment } from './appointment.mapper';
import { blockedRangeSql, blocksSlotSql } from './appointment.sql';
import { BusyRowsCache } from './busy-rows-cache';

/** A row of shownBusyIntervals' read. */
interface BusyRowColumns {
  starts_at: Date;
  blocked_until: Date;
  status: AppointmentStatus;
  payment_status: PaymentStatus;
  hold_expires_at: Date | null;
}

const ACTIVE = blocksSlotSql('a', ':now');

@Injectable()
export class TypeormAppointmentAvailability extends AppointmentAvailability {
  private readonly shown: BusyRowsCache;

  constructor(
    private readonly table: AppointmentTable,
    writes: DatabaseWrites,
    config: AppConfig,
  ) {
    super();
    this.shown = new BusyRowsCache(writes, config.availabilityCacheMs);
  }

  busyIntervals(from: Date, to: Date, now: Date): Promise<Interval[]> {
    return this.busy(from, to, now, null);
  }

  shownBusyIntervals(from: Date, to: Date, now: Date): Promise<Interval[]> {
    return this.shown.busyAt(`${from.toISOString()}/${to.toISOString()}`, now, async () => {
      // Every pending and confirmed one, whether it blocks decided in memory at each request's now
      // (an unpaid hold that ran out and is not yet cancelled by the sweep is among them).
      const rows: BusyRowColumns[] = await this.table.db.query(
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

  busyIntervalsExcept(from: Date, to: Date, now: Date, exceptId: string): Promise<Interval[]> {
    return this.busy(from, to, now, exceptId);
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
    const rows: { starts_at: Date; blocked_until: Date }[] = await this.table.db.query(
      `SELECT a.starts_at, a.blocked_until FROM appointments a
        WHERE ${blockedRangeSql('a')} && tstzrange($1, $2, '[)')
          AND a.status IN ('pending', 'confirmed') AND ${blocksSlotSql('a', '$3')}
          AND ($4::uuid IS NULL OR a.id <> $4::uuid)`,
      [from, to, now, exceptId],
    );
    return rows.map((r) => ({ start: r.starts_at, end: r.blocked_until }));
  }

  async listActive(from: Date, now: Date): Promise<Appointment[]> {
    const rows = await this.table.rows
      .createQueryBuilder('a')
      .where('a.ends_at > :from', { from })
      .andWhere(ACTIVE, { now })
      .orderBy('a.starts_at', 'ASC')
      .getMany();
    return rows.map(toAppointment);
  }
}
