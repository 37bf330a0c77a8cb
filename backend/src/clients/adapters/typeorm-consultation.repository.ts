import { ConsultationForm } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { Consultation, ConsultationRepository } from '../ports/client.repository';
import { ConsultationEntity } from './consultation.entity';

@Injectable()
export class TypeormConsultationRepository extends ConsultationRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  async find(clientId: string): Promise<Consultation | null> {
    const row = await this.uow.manager
      .getRepository(ConsultationEntity)
      .findOneBy({ client_id: clientId });
    return row
      ? {
          ...(row.answers as unknown as ConsultationForm),
          client_id: row.client_id,
          updated_at: row.updated_at,
        }
      : null;
  }

  async save(clientId: string, answers: ConsultationForm, now: Date): Promise<Consultation> {
    await this.uow.manager.query(
      `INSERT INTO consultations (client_id, answers, created_at, updated_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (client_id) DO UPDATE SET answers = EXCLUDED.answers, updated_at = EXCLUDED.updated_at`,
      [clientId, JSON.stringify(answers), now],
    );
    return { ...answers, client_id: clientId, updated_at: now };
  }
}
