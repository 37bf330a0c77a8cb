import { Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DatabaseOutage } from '../common/database-outage';
import { AppConfig } from '../config/app-config';
import { MailDeliveryService } from './mail-delivery.service';

/** Delivers queued e-mail and queues due reminders, on a timer. Safe with several replicas. */
@Injectable()
export class MailSweeper implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('MailSweeper');
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;

  constructor(
    private readonly delivery: MailDeliveryService,
    private readonly config: AppConfig,
    private readonly database: DatabaseOutage,
  ) {}

  onApplicationBootstrap(): void {
    if (this.config.mailIntervalMs <= 0) return;
    this.timer = setInterval(() => void this.tick(), this.config.mailIntervalMs);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** One pass: queue due reminders, then deliver. */
  tick(): Promise<void> {
    this.running ??= (async () => {
      try {
        await this.delivery.queueReminders();
        await this.delivery.deliverDue();
      } catch (e) {
        if (!this.database.record(e)) this.logger.error(e instanceof Error ? e.message : String(e));
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }
}
