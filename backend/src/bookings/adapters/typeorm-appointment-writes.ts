import {
  Appointment,
  AppointmentState,
  AppointmentStatus,
  HOLD_EXPIRED_REASON,
  NewAppointment,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { AppError } from '../../common/app-errors';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { AppointmentWrites, HeldBooking } from '../ports/appointment-writes.port';
import { AppointmentEntity } from './appointment.entity';
import { toAppointment, toAppointmentRow } from './appointment.mapper';
import { AppointmentTable, slotConflict } from './appointment-rows';
import { blockedRangeSql, holdExpiredSql } from './appointment.sql';
import { held, heldInsert, HeldRow } from './held-booking.sql';

/** New bookings, and the changes of an appointment's status and payment state. */
@Injectable()
export class TypeormAppointmentWrites extends AppointmentWrites {
  constructor(
    private readonly uow: TypeormUnitOfWork,
    private readonly table: AppointmentTable,
  ) {
    super();
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
      await this.table.db.query(
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

  setStatus(id: string, status: AppointmentStatus, now: Date): Promise<Appointment | null> {
    return this.uow.run(async () => {
      if (status === 'confirmed') {
        // Re-activating: holds that ran out unpaid in its time give way, as for a new booking.
        await this.table.db.query(
          `UPDATE appointments o SET status = 'cancelled', cancellation_reason = $2, updated_at = $3
            FROM appointments a
           WHERE a.id = $1 AND o.id <> a.id AND ${holdExpiredSql('o', '$3')}
             AND ${blockedRangeSql('o')} && ${blockedRangeSql('a')}`,
          [id, HOLD_EXPIRED_REASON, now],
        );
      }
      try {
        const result = await this.table.rows.update(
          { id },
          {
            status,
            updated_at: now,
            // The calendars' copies change with it (cancelled, or confirmed again).
            ics_sequence: () => 'ics_sequence + 1',
            ...(status === 'cancelled' ? { cancellation_reason: 'Cancelled by the business' } : {}),
          },
        );
        return result.affected ? this.table.find(id) : null;
      } catch (e) {
        if (slotConflict(e)) throw AppError.of('slotTaken');
        throw e;
      }
    });
  }

  async lockState(id: string): Promise<AppointmentState | null> {
    const rows: Pick<AppointmentEntity, 'status' | 'payment_status' | 'hold_expires_at'>[] =
      await this.table.db.query(
        `SELECT status, payment_status, hold_expires_at FROM appointments WHERE id = $1 FOR UPDATE`,
        [id],
      );
    if (rows.length === 0) return null;
    const [r] = rows;
    return { status: r.status, paymentStatus: r.payment_status, holdExpiresAt: r.hold_expires_at };
  }

  async saveState(id: string, state: AppointmentState, now: Date): Promise<void> {
    await this.table.db.query(
      `UPDATE appointments SET status = $2, payment_status = $3, hold_expires_at = $4, updated_at = $5 WHERE id = $1`,
      [id, state.status, state.paymentStatus, state.holdExpiresAt, now],
    );
  }

  async attachToClient(client: { id: string; email: string; phone: string }): Promise<void> {
    await this.table.db.query(
      `UPDATE appointments SET client_id = $1 WHERE client_id IS NULL AND client_email = $2 AND client_phone = $3`,
      [client.id, client.email, client.phone],
    );
  }

  async markPaymentFailed(id: string, now: Date): Promise<void> {
    await this.table.db.query(
      `UPDATE appointments SET payment_status = 'failed', updated_at = $2 WHERE id = $1 AND payment_status = 'unpaid'`,
      [id, now],
    );
  }

  cancelExpiredHolds(now: Date, limit: number): Promise<Appointment[]> {
    return this.uow.run(async () => {
      const claimed: { id: string }[] = await this.table.db.query(
        `SELECT a.id FROM appointments a
          WHERE ${holdExpiredSql('a', '$1')}
          ORDER BY a.hold_expires_at
          LIMIT $2
          FOR UPDATE SKIP LOCKED`,
        [now, limit],
      );
      const ids = claimed.map((r) => r.id);
      if (ids.length === 0) return [];
      await this.table.db.query(
        `UPDATE appointments SET status = 'cancelled', cancellation_reason = $2, updated_at = $3 WHERE id = ANY($1::uuid[])`,
        [ids, HOLD_EXPIRED_REASON, now],
      );
      const rows = await this.table.rows.findBy({ id: In(ids) });
      return rows.map(toAppointment);
    });
  }
}
