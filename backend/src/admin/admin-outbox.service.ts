import { MESSAGES } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { Page } from '../common/dto/pagination.dto';
import { OutboxRepository } from '../notifications/ports/outbox.port';
import { outboxStatusParam } from './admin-filters';
import { toOutboxMessageDto } from './admin.mappers';

/** The e-mails the site sends: their delivery state, and sending one again. */
@Injectable()
export class AdminOutboxService {
  constructor(
    private readonly outbox: OutboxRepository,
    private readonly clock: Clock,
  ) {}

  async list(query: { status?: unknown }, page: Page) {
    const { items, total } = await this.outbox.list(page, outboxStatusParam(query.status));
    return { status: 'success', messages: items.map(toOutboxMessageDto), total };
  }

  /** A message not sent yet (failed, or queued) is due again now, with a fresh round of attempts. */
  async retry(id: string) {
    const outcome = await this.outbox.retry(id, this.clock.now());
    if (outcome === 'not_found') throw AppError.of('outboxMessageNotFound');
    if (outcome === 'already_sent') throw AppError.of('outboxAlreadySent');
    return { status: 'success', message: MESSAGES.outboxRetried };
  }
}
