import { ContactForm, InboxStatus } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Page } from '../common/dto/pagination.dto';
import { InboxFilter, searchTerms } from '../common/search';
import { ContactMessageEntity } from './contact-message.entity';
import { OutgoingMail, queueMail } from '../notifications/outbox';

export interface ContactMessage extends ContactForm {
  readonly id: string;
  readonly status: InboxStatus;
  readonly created_at: Date;
}

export abstract class ContactRepository {
  /** Stores the message and queues the mails `compose` gives for it, in one transaction. */
  abstract add(
    message: ContactForm,
    now: Date,
    compose?: (m: ContactMessage) => OutgoingMail[],
  ): Promise<ContactMessage>;
  /** A page of the messages that match, newest first, with the count of all that match. */
  abstract list(
    page: Page,
    filter: InboxFilter,
  ): Promise<{ items: ContactMessage[]; total: number }>;
  /** Sets the status; null when there is no such message. */
  abstract setStatus(id: string, status: InboxStatus): Promise<ContactMessage | null>;
}

@Injectable()
export class TypeormContactRepository extends ContactRepository {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly rows: Repository<ContactMessageEntity>,
  ) {
    super();
  }

  add(
    message: ContactForm,
    now: Date,
    compose?: (m: ContactMessage) => OutgoingMail[],
  ): Promise<ContactMessage> {
    return this.rows.manager.transaction(async (tx) => {
      const repo = tx.getRepository(ContactMessageEntity);
      const saved = await repo.save(repo.create({ ...message, status: 'new', created_at: now }));
      if (compose) await queueMail(tx, compose(saved), now);
      return saved;
    });
  }

  async list(page: Page, filter: InboxFilter): Promise<{ items: ContactMessage[]; total: number }> {
    const query = this.rows.createQueryBuilder('m');
    if (filter.status) query.andWhere('m.status = :status', { status: filter.status });
    if (filter.search) {
      const { pattern } = searchTerms(filter.search);
      query.andWhere(
        '(m.name ILIKE :pattern OR m.email ILIKE :pattern OR m.subject ILIKE :pattern)',
        {
          pattern,
        },
      );
    }
    const [items, total] = await query
      .orderBy('m.created_at', 'DESC')
      .addOrderBy('m.id', 'DESC')
      .take(page.limit)
      .skip(page.offset)
      .getManyAndCount();
    return { items, total };
  }

  async setStatus(id: string, status: InboxStatus): Promise<ContactMessage | null> {
    const result = await this.rows.update({ id }, { status });
    return result.affected ? this.rows.findOneBy({ id }) : null;
  }
}
