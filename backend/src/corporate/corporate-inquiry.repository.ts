import { ValidCorporateInquiry } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Page } from '../common/dto/pagination.dto';
import { CorporateInquiryEntity } from './corporate-inquiry.entity';
import { OutgoingMail, queueMail } from '../notifications/outbox';

export type CorporateInquiry = CorporateInquiryEntity;

export abstract class CorporateInquiryRepository {
  abstract add(
    inquiry: ValidCorporateInquiry,
    submittedAt: Date | null,
    now: Date,
    compose?: (saved: CorporateInquiry) => OutgoingMail[],
  ): Promise<CorporateInquiry>;
  abstract list(page: Page): Promise<{ items: CorporateInquiry[]; total: number }>;
}

@Injectable()
export class TypeormCorporateInquiryRepository extends CorporateInquiryRepository {
  constructor(
    @InjectRepository(CorporateInquiryEntity)
    private readonly rows: Repository<CorporateInquiryEntity>,
  ) {
    super();
  }

  add(
    i: ValidCorporateInquiry,
    submittedAt: Date | null,
    now: Date,
    compose?: (saved: CorporateInquiry) => OutgoingMail[],
  ): Promise<CorporateInquiry> {
    return this.rows.manager.transaction(async (tx) => {
      const repo = tx.getRepository(CorporateInquiryEntity);
      const saved = await repo.save(
        repo.create({
          company_name: i.companyName,
          contact_name: i.contactName,
          email: i.email,
          phone: i.phone,
          event_type: i.eventType,
          group_size: i.groupSize,
          event_duration: i.eventDuration,
          preferred_date: i.preferredDate,
          package_type: i.packageType,
          selected_package: i.selectedPackage ? { ...i.selectedPackage } : null,
          special_requirements: i.specialRequirements,
          submitted_at: submittedAt,
          status: 'new',
          created_at: now,
        }),
      );
      if (compose) await queueMail(tx, compose(saved), now);
      return saved;
    });
  }

  async list(page: Page): Promise<{ items: CorporateInquiry[]; total: number }> {
    const [items, total] = await this.rows.findAndCount({
      order: { created_at: 'DESC', id: 'DESC' },
      take: page.limit,
      skip: page.offset,
    });
    return { items, total };
  }
}
