import { validateContact } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import { asRecord, valueOrThrow } from '../common/input';
import { UnitOfWork } from '../common/unit-of-work';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import { ContactMessage, ContactRepository } from './ports/contact-repository.port';
import { toContactMessageDto } from './dto/contact-message.mapper';
import { WebhookEvents } from '../integrations/webhooks/ports/webhook-events.port';

/** A visitor writes to the business: the message is stored and acknowledged by mail, together. */
@Injectable()
export class ContactService {
  constructor(
    private readonly messages: ContactRepository,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly composer: MailComposer,
    private readonly mail: MailQueue,
    private readonly webhooks: WebhookEvents,
  ) {}

  send(body: unknown): Promise<ContactMessage> {
    const form = valueOrThrow(validateContact(asRecord(body)));
    const now = this.clock.now();
    return this.uow.run(async () => {
      const saved = await this.messages.add(form, now);
      await this.mail.queue(this.composer.contactReceived(saved), now);
      await this.webhooks.publish('contact_message.created', toContactMessageDto(saved));
      return saved;
    });
  }
}
