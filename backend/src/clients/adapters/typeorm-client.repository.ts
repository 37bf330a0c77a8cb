import { ClientProfileForm } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { Page } from '../../common/dto/pagination.dto';
import { searchTerms } from '../../common/search';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { Client, ClientRepository } from '../ports/client.port';
import { ClientEntity } from './client.entity';
import { toClient } from './client.mapper';

const UNIQUE_VIOLATION = '23505';
const isUniqueViolation = (e: unknown) =>
  e instanceof QueryFailedError &&
  (e as QueryFailedError & { code?: string }).code === UNIQUE_VIOLATION;

@Injectable()
export class TypeormClientRepository extends ClientRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  /** The table, through the transaction in progress when there is one. */
  private get rows() {
    return this.uow.manager.getRepository(ClientEntity);
  }

  async findById(id: string): Promise<Client | null> {
    const row = await this.rows.findOneBy({ id });
    return row ? toClient(row) : null;
  }

  async findByEmail(email: string): Promise<Client | null> {
    const row = await this.rows.findOneBy({ email });
    return row ? toClient(row) : null;
  }

  async create(profile: ClientProfileForm, now: Date): Promise<Client | null> {
    // ON CONFLICT DO NOTHING: an e-mail that has an account inserts nothing and aborts nothing.
    const inserted = await this.rows
      .createQueryBuilder()
      .insert()
      .values({ ...profile, created_at: now, updated_at: now })
      .orIgnore()
      .returning('id')
      .execute();
    const id = (inserted.raw as { id: string }[])[0]?.id;
    return id ? this.findById(id) : null;
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
