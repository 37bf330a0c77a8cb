import { ContactForm } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Page } from '../common/dto/pagination.dto';
import { ContactMessageEntity } from './contact-message.entity';

export interface ContactMessage extends ContactForm {
  readonly id: string;
  readonly status: string;
  readonly created_at: Date;
}

export abstract class ContactRepository {
  abstract add(message: ContactForm, now: Date): Promise<ContactMessage>;
  abstract list(page: Page): Promise<{ items: ContactMessage[]; total: number }>;
}

@Injectable()
export class TypeormContactRepository extends ContactRepository {
  constructor(
    @InjectRepository(ContactMessageEntity) private readonly rows: Repository<ContactMessageEntity>,
  ) {
    super();
  }

  add(message: ContactForm, now: Date): Promise<ContactMessage> {
    return this.rows.save(this.rows.create({ ...message, status: 'new', created_at: now }));
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
