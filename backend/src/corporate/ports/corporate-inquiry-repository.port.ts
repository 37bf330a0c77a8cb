import { InboxStatus, ValidCorporateInquiry } from '@esthetics/domain';
import { Page } from '../../common/dto/pagination.dto';
import { InboxFilter } from '../../common/search';

/** A corporate event inquiry, as the owner works through it. */
export interface CorporateInquiry extends ValidCorporateInquiry {
  readonly id: string;
  readonly status: InboxStatus;
  /** When the visitor sent the form, as their browser tells it (null when not given or invalid). */
  readonly submittedAt: Date | null;
  readonly createdAt: Date;
}

export abstract class CorporateInquiryRepository {
  /** Stores a new inquiry (in the UnitOfWork in progress, if any). */
  abstract add(
    inquiry: ValidCorporateInquiry,
    submittedAt: Date | null,
    now: Date,
  ): Promise<CorporateInquiry>;
  /** A page of the inquiries that match, newest first, with the count of all that match. */
  abstract list(
    page: Page,
    filter: InboxFilter,
  ): Promise<{ items: CorporateInquiry[]; total: number }>;
  /** Sets the status; null when there is no such inquiry. */
  abstract setStatus(id: string, status: InboxStatus): Promise<CorporateInquiry | null>;
}
