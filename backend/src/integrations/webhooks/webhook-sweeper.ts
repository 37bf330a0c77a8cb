import { Injectable } from '@nestjs/common';
import { DatabaseOutage } from '../../common/database-outage';
import { PeriodicSweep } from '../../common/periodic-sweep';
import { AppConfig } from '../../config/app-config';
import { WebhookDeliveryService } from './webhook-delivery.service';

/** Sends due webhooks on the webhook interval (WEBHOOK_INTERVAL_MS, 5 s by default). */
@Injectable()
export class WebhookSweeper extends PeriodicSweep<{ delivered: number; failed: number }> {
  constructor(
    private readonly delivery: WebhookDeliveryService,
    config: AppConfig,
    database: DatabaseOutage,
  ) {
    super('WebhookSweeper', config.webhookIntervalMs, database);
  }

  protected pass() {
    return this.delivery.deliverDue();
  }
}
