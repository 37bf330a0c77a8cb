import { ContactForm, InboxStatus } from '@esthetics/domain';
import { Page } from '../../common/dto/pagination.dto';
import { InboxFilter } from '../../common/search';

/** A message sent through the contact form, as the owner works through it. */
export interface ContactMessage extends ContactForm {
  readonly id: string;
  readonly status: InboxStatus;
  readonly createdAt: Date;
}

export abstract class ContactRepository {
  /** Stores a new message (in the UnitOfWork in progress, if any). */
  abstract add(message: ContactForm, now: Date): Promise<ContactMessage>;
  /** A page of the messages that match, newest first, with the count of all that match. */
  abstract list(
    page: Page,
    filter: InboxFilter,
  ): Promise<{ items: ContactMessage[]; total: number }>;
  /** Sets the status; null when there is no such message. */
  abstract setStatus(id: string, status: InboxStatus): Promise<ContactMessage | null>;
}
