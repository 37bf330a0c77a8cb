import { Module } from '@nestjs/common';
import { DnsHostResolver } from './adapters/dns-host-resolver';
import { HttpWebhookSender } from './adapters/http-webhook-sender';
import { TypeormWebhookErasure } from './adapters/typeorm-webhook-erasure';
import { TypeormWebhookStore } from './adapters/typeorm-webhook.store';
import { HostResolver } from './ports/host-resolver.port';
import { WebhookErasure } from './ports/webhook-erasure.port';
import { WebhookEvents } from './ports/webhook-events.port';
import { WebhookSender } from './ports/webhook-sender.port';
import { WebhookStore } from './ports/webhook-store.port';
import { SecretBox } from './secret-box';
import { UrlGuard } from './url-guard';
import { WebhookDeliveryService } from './webhook-delivery.service';
import { WebhookLogSweeper } from './webhook-log-sweeper';
import { WebhookPublisher } from './webhook-publisher';
import { WebhookSweeper } from './webhook-sweeper';
import { WebhooksController } from './webhooks.controller';
import { WebhooksService } from './webhooks.service';
import { NotificationsModule } from '../../notifications/notifications.module';

/**
 * Signed webhooks from a transactional outbox: every module publishes its events through
 * WebhookEvents in its own transaction; the sweep delivers them. Erasing a client forgets them here
 * too (WebhookErasure).
 */
@Module({
  imports: [NotificationsModule],
  controllers: [WebhooksController],
  providers: [
    WebhooksService,
    WebhookDeliveryService,
    WebhookSweeper,
    WebhookLogSweeper,
    SecretBox,
    UrlGuard,
    { provide: WebhookStore, useClass: TypeormWebhookStore },
    { provide: WebhookSender, useClass: HttpWebhookSender },
    { provide: HostResolver, useClass: DnsHostResolver },
    { provide: WebhookEvents, useClass: WebhookPublisher },
    { provide: WebhookErasure, useClass: TypeormWebhookErasure },
  ],
  exports: [WebhookEvents, WebhookErasure],
})
export class WebhooksModule {}
