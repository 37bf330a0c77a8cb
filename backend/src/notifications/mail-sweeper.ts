import { Injectable } from '@nestjs/common';
import { DatabaseOutage } from '../common/database-outage';
import { PeriodicSweep } from '../common/periodic-sweep';
import { AppConfig } from '../config/app-config';
import { MailDeliveryService } from './mail-delivery.service';
import { MailDispatchSignal } from './mail-dispatch-signal';
import { MailDispatch } from './ports/mail-dispatch.port';

/** Queues due reminders and delivers queued e-mail, on the mail interval. */
@Injectable()
export class MailSweeper extends PeriodicSweep<void> implements MailDispatch {
  constructor(
    private readonly delivery: MailDeliveryService,
    config: AppConfig,
    database: DatabaseOutage,
    signal: MailDispatchSignal,
  ) {
    super('MailSweeper', config.mailIntervalMs, database);
    signal.listen(() => this.soon());
  }

  soon(): void {
    this.sweepSoon();
  }

  protected async pass(): Promise<void> {
    await this.delivery.queueReminders();
    await this.delivery.deliverDue();
  }
}
