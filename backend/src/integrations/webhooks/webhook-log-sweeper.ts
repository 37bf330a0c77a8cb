import { Injectable } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { DatabaseOutage } from '../../common/database-outage';
import { PeriodicSweep } from '../../common/periodic-sweep';
import { AppConfig } from '../../config/app-config';
import { WebhookStore } from './ports/webhook-store.port';

/** How long a finished delivery (delivered, failed, refused) stays in the log, its body and attempts. */
export const WEBHOOK_LOG_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;
/** The most deleted at once, so one pass holds its locks briefly. */
const BATCH = 1000;

/**
 * The delivery log's retention: every sweep interval, deletes the finished deliveries of events older
 * than WEBHOOK_LOG_RETENTION_MS with their attempts; those still being tried stay. A pass answers how
 * many went.
 */
@Injectable()
export class WebhookLogSweeper extends PeriodicSweep<number> {
  constructor(
    private readonly store: WebhookStore,
    private readonly clock: Clock,
    config: AppConfig,
    database: DatabaseOutage,
  ) {
    super('WebhookLogSweeper', config.sweepIntervalMs, database);
  }

  protected async pass(): Promise<number> {
    const before = new Date(this.clock.now().getTime() - WEBHOOK_LOG_RETENTION_MS);
    let deleted = 0;
    for (let n = BATCH; n === BATCH; deleted += n)
      n = await this.store.deleteFinishedBefore(before, BATCH);
    return deleted;
  }
}
