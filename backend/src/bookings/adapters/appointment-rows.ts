import { Appointment } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { EntityManager, QueryFailedError, Repository } from 'typeorm';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { AppointmentEntity } from './appointment.entity';
import { toAppointment } from './appointment.mapper';

const EXCLUSION_VIOLATION = '23P01';

/** Whether the database refused a write for a taken slot (the exclusion constraint). */
export function slotConflict(e: unknown): boolean {
  return (
    e instanceof QueryFailedError &&
    (e as QueryFailedError & { code?: string }).code === EXCLUSION_VIOLATION
  );
}

/**
 * The appointments table through the transaction in progress, or the pool outside one: what each
 * bookings adapter reads and writes through.
 */
@Injectable()
export class AppointmentTable {
  constructor(private readonly uow: TypeormUnitOfWork) {}

  get db(): EntityManager {
    return this.uow.manager;
  }

  get rows(): Repository<AppointmentEntity> {
    return this.db.getRepository(AppointmentEntity);
  }

  /** One appointment by id; null if unknown. */
  async find(id: string): Promise<Appointment | null> {
    const row = await this.rows.findOneBy({ id });
    return row && toAppointment(row);
  }
}
