import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { DatabaseOutage } from '../../common/database-outage';
import { RetentionSweep } from '../../common/retention-sweep';
import { AppConfig } from '../../config/app-config';
import { WebhookStore } from './ports/webhook-store.port';

/** How long a finished delivery (delivered, failed, refused) stays in the log, its body and attempts. */
export const WEBHOOK_LOG_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The delivery log's retention: every sweep interval, deletes the finished deliveries of events older
 * than WEBHOOK_LOG_RETENTION_MS with their attempts; those still being tried stay. A pass answers how
 * many went.
 */
@Injectable()
export class WebhookLogSweeper extends RetentionSweep {
  constructor(
    private readonly store: WebhookStore,
    clock: Clock,
    config: AppConfig,
    database: DatabaseOutage,
  ) {
    super('WebhookLogSweeper', WEBHOOK_LOG_RETENTION_MS, clock, config.sweepIntervalMs, database);
  }

  protected deleteBefore(before: Date, limit: number): Promise<number> {
    return this.store.deleteFinishedBefore(before, limit);
  }
}
