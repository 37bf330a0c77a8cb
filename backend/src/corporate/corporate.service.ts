import { validateCorporateInquiry } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { asRecord, valueOrThrow } from '../common/input';
import { UnitOfWork } from '../common/unit-of-work';
import { AppConfig } from '../config/app-config';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import {
  CorporateInquiry,
  CorporateInquiryRepository,
} from './ports/corporate-inquiry-repository.port';
import { toCorporateInquiryDto } from './dto/corporate-inquiry.mapper';
import { WebhookEvents } from '../integrations/webhooks/ports/webhook-events.port';
import { MenuCatalog } from '../catalog/ports/menu-catalog.port';

/** The browser's own submission time, when it sends a valid one. */
function submittedAtOf(raw: Record<string, unknown>): Date | null {
  const at = typeof raw.submittedAt === 'string' ? new Date(raw.submittedAt) : null;
  return at && !isNaN(at.getTime()) ? at : null;
}

/** A company asks for an event: the inquiry is stored and acknowledged by mail, together. */
@Injectable()
export class CorporateService {
  constructor(
    private readonly inquiries: CorporateInquiryRepository,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly uow: UnitOfWork,
    private readonly composer: MailComposer,
    private readonly mail: MailQueue,
    private readonly webhooks: WebhookEvents,
    private readonly catalog: MenuCatalog,
  ) {}

  async submit(body: unknown): Promise<CorporateInquiry> {
    const raw = asRecord(body);
    const now = this.clock.now();
    const inquiry = valueOrThrow(
      validateCorporateInquiry(raw, {
        now,
        timeZone: this.config.business.timeZone,
        catalog: await this.catalog.current(),
      }),
    );
    return this.uow.run(async () => {
      const saved = await this.inquiries.add(inquiry, submittedAtOf(raw), now);
      await this.mail.queue(this.composer.corporateReceived(saved), now);
      await this.webhooks.publish('corporate_inquiry.created', toCorporateInquiryDto(saved));
      return saved;
    });
  }
}
