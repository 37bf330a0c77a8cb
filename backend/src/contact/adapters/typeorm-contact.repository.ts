import { ContactForm, InboxStatus } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { Page } from '../../common/dto/pagination.dto';
import { InboxFilter, searchTerms } from '../../common/search';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { ContactMessage, ContactRepository } from '../ports/contact-repository.port';
import { ContactMessageEntity } from './contact-message.entity';
import { toContactMessage } from './contact-message.mapper';

@Injectable()
export class TypeormContactRepository extends ContactRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  /** The table, through the transaction in progress when there is one. */
  private get rows() {
    return this.uow.manager.getRepository(ContactMessageEntity);
  }

  async add(message: ContactForm, now: Date): Promise<ContactMessage> {
    const saved = await this.rows.save(
      this.rows.create({ ...message, status: 'new', created_at: now }),
    );
    return toContactMessage(saved);
  }

  async list(page: Page, filter: InboxFilter): Promise<{ items: ContactMessage[]; total: number }> {
    const query = this.rows.createQueryBuilder('m');
    if (filter.status) query.andWhere('m.status = :status', { status: filter.status });
    if (filter.search) {
      const { pattern } = searchTerms(filter.search);
      query.andWhere(
        '(m.name ILIKE :pattern OR m.email ILIKE :pattern OR m.subject ILIKE :pattern)',
        { pattern },
      );
    }
    const [rows, total] = await query
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .take(page.limit)
      .skip(page.offset)
      .getManyAndCount();
    return { items: rows.map(toContactMessage), total };
  }

  async setStatus(id: string, status: InboxStatus): Promise<ContactMessage | null> {
    const result = await this.rows.update({ id }, { status });
    if (!result.affected) return null;
    const row = await this.rows.findOneBy({ id });
    return row ? toContactMessage(row) : null;
  }
}
