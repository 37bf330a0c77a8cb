import { Appointment } from '@esthetics/domain';
import { EntityManager, QueryFailedError } from 'typeorm';
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

/** One appointment by id, through `db` (the transaction in progress, or the pool); null if unknown. */
export async function findAppointment(db: EntityManager, id: string): Promise<Appointment | null> {
  const row = await db.getRepository(AppointmentEntity).findOneBy({ id });
  return row && toAppointment(row);
}
