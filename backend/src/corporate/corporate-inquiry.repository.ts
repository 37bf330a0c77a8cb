import { InboxStatus, ValidCorporateInquiry } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Page } from '../common/dto/pagination.dto';
import { InboxFilter, searchTerms } from '../common/search';
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
  /** A page of the inquiries that match, newest first, with the count of all that match. */
  abstract list(
    page: Page,
    filter: InboxFilter,
  ): Promise<{ items: CorporateInquiry[]; total: number }>;
  /** Sets the status; null when there is no such inquiry. */
  abstract setStatus(id: string, status: InboxStatus): Promise<CorporateInquiry | null>;
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

  async list(
    page: Page,
    filter: InboxFilter,
  ): Promise<{ items: CorporateInquiry[]; total: number }> {
    const query = this.rows.createQueryBuilder('i');
    if (filter.status) query.andWhere('i.status = :status', { status: filter.status });
    if (filter.search) {
      const { pattern } = searchTerms(filter.search);
      query.andWhere(
        '(i.company_name ILIKE :pattern OR i.contact_name ILIKE :pattern OR i.email ILIKE :pattern)',
        { pattern },
      );
    }
    const [items, total] = await query
      .orderBy('i.created_at', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .take(page.limit)
      .skip(page.offset)
      .getManyAndCount();
    return { items, total };
  }

  async setStatus(id: string, status: InboxStatus): Promise<CorporateInquiry | null> {
    const result = await this.rows.update({ id }, { status });
    return result.affected ? this.rows.findOneBy({ id }) : null;
  }
}
