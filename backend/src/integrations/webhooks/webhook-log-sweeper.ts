import { Injectable } from '@nestjs/common';
import { RetentionOf } from '../../common/retention-sweep';
import { WebhookStore } from './ports/webhook-store.port';

/** How long a finished delivery (delivered, failed, refused) stays in the log, its body and attempts. */
export const WEBHOOK_LOG_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/**
 * The delivery log's retention: every sweep interval, deletes the finished deliveries of events older
 * than WEBHOOK_LOG_RETENTION_MS with their attempts; those still being tried stay. A pass answers how
 * many went.
 */
@Injectable()
export class WebhookLogSweeper extends RetentionOf(
  WebhookStore,
  WEBHOOK_LOG_RETENTION_MS,
  (store, before, limit) => store.deleteFinishedBefore(before, limit),
) {}
