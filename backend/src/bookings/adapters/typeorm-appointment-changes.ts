import {
  AppointmentChange,
  HOLD_EXPIRED_REASON,
  NewAppointmentChange,
  NewSlot,
  SequencedAppointment,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/app-errors';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { AppointmentChanges } from '../ports/appointment-changes.port';
import { AppointmentChangeRow, toAppointmentChange } from './appointment-change.mapper';
import { AppointmentTable, slotConflict } from './appointment-rows';
import { blockedRangeSql, holdExpiredSql } from './appointment.sql';

/** The columns of a recorded change, its dates as text (YYYY-MM-DD). */
const CHANGE_COLUMNS = `id, appointment_id, at, actor_kind, actor_id, kind,
  to_char(old_date, 'YYYY-MM-DD') AS old_date, old_time, to_char(new_date, 'YYYY-MM-DD') AS new_date,
  new_time, old_status, new_status, rule, refund_cents, credit_cents, kept_cents, fee_cents,
  charge_cents, message`;

/** The self-service changes (docs/cancellations.md), under the appointment's row lock. */
@Injectable()
export class TypeormAppointmentChanges extends AppointmentChanges {
  constructor(
    private readonly uow: TypeormUnitOfWork,
    private readonly table: AppointmentTable,
  ) {
    super();
  }

  async lockForChange(id: string): Promise<SequencedAppointment | null> {
    const locked: { ics_sequence: number }[] = await this.table.db.query(
      `SELECT ics_sequence FROM appointments WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (locked.length === 0) return null;
    const appointment = await this.table.find(id);
    return appointment && { appointment, icsSequence: locked[0].ics_sequence };
  }

  moveTo(id: string, slot: NewSlot, now: Date): Promise<SequencedAppointment> {
    return this.uow.run(async () => {
      // Holds that ran out unpaid in the new time give way, as for a new booking.
      await this.table.db.query(
        `UPDATE appointments a SET status = 'cancelled', cancellation_reason = $1, updated_at = $2
          WHERE a.id <> $5 AND ${holdExpiredSql('a', '$2')}
            AND ${blockedRangeSql('a')} && tstzrange($3, $4, '[)')`,
        [HOLD_EXPIRED_REASON, now, slot.startsAt, slot.blockedUntil ?? slot.endsAt, id],
      );
      try {
        // An unpaid hold never outlasts the start (see newBookingState).
        await this.table.db.query(
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
      await this.table.db.query(
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
    const appointment = await this.table.find(id);
    if (!appointment) throw AppError.of('appointmentNotFound');
    return { appointment, icsSequence: appointment.icsSequence };
  }

  async recordChange(c: NewAppointmentChange): Promise<AppointmentChange> {
    const rows: AppointmentChangeRow[] = await this.table.db.query(
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
    const rows: AppointmentChangeRow[] = await this.table.db.query(
      `SELECT ${CHANGE_COLUMNS} FROM appointment_changes WHERE appointment_id = $1 ORDER BY at, seq`,
      [appointmentId],
    );
    return rows.map(toAppointmentChange);
  }
}
