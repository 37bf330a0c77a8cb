import { InboxStatus, ValidCorporateInquiry } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { Page } from '../../common/dto/pagination.dto';
import { InboxFilter, searchTerms } from '../../common/search';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import {
  CorporateInquiry,
  CorporateInquiryRepository,
} from '../ports/corporate-inquiry-repository.port';
import { CorporateInquiryEntity } from './corporate-inquiry.entity';
import { toCorporateInquiry, toCorporateInquiryRow } from './corporate-inquiry.mapper';

@Injectable()
export class TypeormCorporateInquiryRepository extends CorporateInquiryRepository {
  constructor(private readonly uow: TypeormUnitOfWork) {
    super();
  }

  /** The table, through the transaction in progress when there is one. */
  private get rows() {
    return this.uow.manager.getRepository(CorporateInquiryEntity);
  }

  async add(
    i: ValidCorporateInquiry,
    submittedAt: Date | null,
    now: Date,
  ): Promise<CorporateInquiry> {
    const saved = await this.rows.save(
      this.rows.create(toCorporateInquiryRow(i, submittedAt, now)),
    );
    return toCorporateInquiry(saved);
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
    const [rows, total] = await query
      .orderBy('i.created_at', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .take(page.limit)
      .skip(page.offset)
      .getManyAndCount();
    return { items: rows.map(toCorporateInquiry), total };
  }

  async setStatus(id: string, status: InboxStatus): Promise<CorporateInquiry | null> {
    const result = await this.rows.update({ id }, { status });
    if (!result.affected) return null;
    const row = await this.rows.findOneBy({ id });
    return row ? toCorporateInquiry(row) : null;
  }
}
