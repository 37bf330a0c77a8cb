import { ConsultationForm } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { HealthCipher } from '../../health-data/health-data.module';
import { Consultation, ConsultationRepository } from '../ports/client.port';
import { ConsultationEntity } from './consultation.entity';

/**
 * The consultations, encrypted with the health data cipher on the way in and decrypted on the way
 * out: callers see plain answers, the table only ciphertext. An answer that does not decrypt (a key
 * this instance lacks, an altered row) throws HealthDataUnreadableError, which names the client and
 * the key, never the answers.
 */
@Injectable()
export class TypeormConsultationRepository extends ConsultationRepository {
  constructor(
    private readonly uow: TypeormUnitOfWork,
    private readonly cipher: HealthCipher,
  ) {
    super();
  }

  async find(clientId: string): Promise<Consultation | null> {
    const row = await this.uow.manager
      .getRepository(ConsultationEntity)
      .findOneBy({ client_id: clientId });
    return row
      ? {
          ...this.cipher.decrypt<ConsultationForm>(row, row.client_id),
          client_id: row.client_id,
          updated_at: row.updated_at,
        }
      : null;
  }

  async save(clientId: string, answers: ConsultationForm, now: Date): Promise<Consultation> {
    const record = this.cipher.encrypt(answers, clientId);
    await this.uow.manager.query(
      `INSERT INTO consultations (client_id, key_id, nonce, ciphertext, auth_tag, created_at, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6, $6)
       ON CONFLICT (client_id) DO UPDATE SET key_id = EXCLUDED.key_id, nonce = EXCLUDED.nonce,
         ciphertext = EXCLUDED.ciphertext, auth_tag = EXCLUDED.auth_tag, updated_at = EXCLUDED.updated_at`,
      [clientId, record.key_id, record.nonce, record.ciphertext, record.auth_tag, now],
    );
    return { ...answers, client_id: clientId, updated_at: now };
  }

  async remove(clientId: string): Promise<void> {
    await this.uow.manager.query(`DELETE FROM consultations WHERE client_id = $1`, [clientId]);
  }
}
