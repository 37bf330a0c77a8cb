import { Appointment } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { ReminderAppointments } from '../../notifications/ports/reminder-appointments.port';
import { toAppointment } from './appointment.mapper';
import { AppointmentTable } from './appointment-rows';

/** The appointments the mail delivery's reminders are about. */
@Injectable()
export class TypeormReminderAppointments extends ReminderAppointments {
  constructor(private readonly table: AppointmentTable) {
    super();
  }

  findById(id: string): Promise<Appointment | null> {
    return this.table.find(id);
  }

  async lockConfirmedStarting(now: Date, until: Date): Promise<Appointment[]> {
    const rows = await this.table.rows
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
}
