import { ClientProfileForm, ConsultationForm } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QueryFailedError, Repository } from 'typeorm';
import { Page } from '../../common/dto/pagination.dto';
import { searchTerms } from '../../common/search';
import {
  Client,
  ClientRepository,
  Consultation,
  ConsultationRepository,
} from '../ports/client.repository';
import { ClientEntity, ConsultationEntity } from './client.entity';
import { OutgoingMail, queueMail } from '../../notifications/outbox';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (e: unknown) =>
  e instanceof QueryFailedError &&
  (e as QueryFailedError & { code?: string }).code === UNIQUE_VIOLATION;

const toClient = (e: ClientEntity): Client => ({
  id: e.id,
  first_name: e.first_name,
  last_name: e.last_name,
  email: e.email,
  phone: e.phone,
  date_of_birth: e.date_of_birth,
  emergency_contact_name: e.emergency_contact_name,
  emergency_contact_phone: e.emergency_contact_phone,
  created_at: e.created_at,
});

@Injectable()
export class TypeormClientRepository extends ClientRepository {
  constructor(@InjectRepository(ClientEntity) private readonly rows: Repository<ClientEntity>) {
    super();
  }

  async findById(id: string): Promise<Client | null> {
    const row = await this.rows.findOneBy({ id });
    return row ? toClient(row) : null;
  }

  async findByEmail(email: string): Promise<Client | null> {
    const row = await this.rows.findOneBy({ email });
    return row ? toClient(row) : null;
  }

  async create(
    profile: ClientProfileForm,
    now: Date,
    compose?: (c: Client) => OutgoingMail[],
  ): Promise<Client | null> {
    try {
      return await this.rows.manager.transaction(async (tx) => {
        const repo = tx.getRepository(ClientEntity);
        const client = toClient(
          await repo.save(repo.create({ ...profile, created_at: now, updated_at: now })),
        );
        await tx.query(
          `UPDATE appointments SET client_id = $1 WHERE client_id IS NULL AND client_email = $2 AND client_phone = $3`,
          [client.id, client.email, client.phone],
        );
        if (compose) await queueMail(tx, compose(client), now);
        return client;
      });
    } catch (e) {
      if (isUniqueViolation(e)) return null;
      throw e;
    }
  }

  async update(
    id: string,
    profile: ClientProfileForm,
    now: Date,
  ): Promise<Client | null | 'email_taken'> {
    try {
      const result = await this.rows.update({ id }, { ...profile, updated_at: now });
      if (!result.affected) return null;
    } catch (e) {
      if (isUniqueViolation(e)) return 'email_taken';
      throw e;
    }
    return this.findById(id);
  }

  async list(page: Page, search: string | null): Promise<{ items: Client[]; total: number }> {
    const query = this.rows.createQueryBuilder('c');
    if (search) {
      const { pattern, digitsPattern } = searchTerms(search);
      query.where(
        `((c.first_name || ' ' || c.last_name) ILIKE :pattern OR c.email ILIKE :pattern` +
          (digitsPattern ? ` OR c.phone LIKE :digitsPattern)` : ')'),
        { pattern, digitsPattern },
      );
    }
    const [rows, total] = await query
      .orderBy('c.created_at', 'DESC')
      .addOrderBy('c.id', 'DESC')
      .take(page.limit)
      .skip(page.offset)
      .getManyAndCount();
    return { items: rows.map(toClient), total };
  }
}

@Injectable()
export class TypeormConsultationRepository extends ConsultationRepository {
  constructor(
    @InjectRepository(ConsultationEntity) private readonly rows: Repository<ConsultationEntity>,
  ) {
    super();
  }

  async find(clientId: string): Promise<Consultation | null> {
    const row = await this.rows.findOneBy({ client_id: clientId });
    return row
      ? {
          ...(row.answers as unknown as ConsultationForm),
          client_id: row.client_id,
          updated_at: row.updated_at,
        }
      : null;
  }

  async save(clientId: string, answers: ConsultationForm, now: Date): Promise<Consultation> {
    await this.rows.query(
      `INSERT INTO consultations (client_id, answers, created_at, updated_at) VALUES ($1, $2, $3, $3)
       ON CONFLICT (client_id) DO UPDATE SET answers = EXCLUDED.answers, updated_at = EXCLUDED.updated_at`,
      [clientId, JSON.stringify(answers), now],
    );
    return { ...answers, client_id: clientId, updated_at: now };
  }
}
