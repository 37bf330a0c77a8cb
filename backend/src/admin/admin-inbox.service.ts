import { isInboxStatus, MESSAGES } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-errors';
import { Page } from '../common/dto/pagination.dto';
import { asRecord } from '../common/input';
import { ContactRepository } from '../contact/ports/contact-repository.port';
import { CorporateInquiryRepository } from '../corporate/ports/corporate-inquiry-repository.port';
import { toContactMessageDto, toCorporateInquiryDto } from './admin-inbox.mappers';
import { inboxFilter } from './admin-filters';

type InboxQuery = { q?: unknown; status?: unknown };

function inboxStatusOf(body: unknown) {
  const status = asRecord(body).status;
  if (!isInboxStatus(status)) throw AppError.of('invalidInboxStatus', 'status');
  return status;
}

/** Contact messages and corporate inquiries as the owner works through them. */
@Injectable()
export class AdminInboxService {
  constructor(
    private readonly contacts: ContactRepository,
    private readonly inquiries: CorporateInquiryRepository,
  ) {}

  async listContacts(query: InboxQuery, page: Page) {
    const { items, total } = await this.contacts.list(page, inboxFilter(query));
    return { status: 'success', messages: items.map(toContactMessageDto), total };
  }

  async listInquiries(query: InboxQuery, page: Page) {
    const { items, total } = await this.inquiries.list(page, inboxFilter(query));
    return { status: 'success', inquiries: items.map(toCorporateInquiryDto), total };
  }

  async setContactStatus(id: string, body: unknown) {
    const status = inboxStatusOf(body);
    const updated = await this.contacts.setStatus(id, status);
    if (!updated) throw AppError.of('contactNotFound');
    return {
      status: 'success',
      message: MESSAGES.inboxStatusUpdated(status),
      item: toContactMessageDto(updated),
    };
  }

  async setInquiryStatus(id: string, body: unknown) {
    const status = inboxStatusOf(body);
    const updated = await this.inquiries.setStatus(id, status);
    if (!updated) throw AppError.of('inquiryNotFound');
    return {
      status: 'success',
      message: MESSAGES.inboxStatusUpdated(status),
      item: toCorporateInquiryDto(updated),
    };
  }
}
