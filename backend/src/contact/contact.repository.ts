import { ContactForm } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Page } from '../common/dto/pagination.dto';
import { ContactMessageEntity } from './contact-message.entity';
import { OutgoingMail, queueMail } from '../notifications/outbox';

export interface ContactMessage extends ContactForm {
  readonly id: string;
  readonly status: string;
  readonly created_at: Date;
}

export abstract class ContactRepository {
  /** Stores the message and queues the mails `compose` gives for it, in one transaction. */
  abstract add(
    message: ContactForm,
    now: Date,
    compose?: (m: ContactMessage) => OutgoingMail[],
  ): Promise<ContactMessage>;
  abstract list(page: Page): Promise<{ items: ContactMessage[]; total: number }>;
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

  async list(page: Page): Promise<{ items: ContactMessage[]; total: number }> {
    const [items, total] = await this.rows.findAndCount({
      order: { created_at: 'DESC', id: 'DESC' },
      take: page.limit,
      skip: page.offset,
    });
    return { items, total };
  }
}
