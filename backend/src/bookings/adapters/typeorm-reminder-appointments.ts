import { Appointment } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { ReminderAppointments } from '../../notifications/ports/reminder-appointments.port';
import { AppointmentEntity } from './appointment.entity';
import { toAppointment } from './appointment.mapper';
import { findAppointment } from './appointment-rows';

/** The appointments the mail delivery's reminders are about. */
@Injectable()
export class TypeormReminderAppointments extends ReminderAppointments {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  findById(id: string): Promise<Appointment | null> {
    return findAppointment(this.uow.manager, id);
  }

  async lockConfirmedStarting(now: Date, until: Date): Promise<Appointment[]> {
    const rows = await this.uow.manager
      .getRepository(AppointmentEntity)
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
