import { Global, Module } from '@nestjs/common';
import path from 'node:path';
import { CalendarModule } from '../calendar/calendar.module';
import { AppConfig } from '../config/app-config';
import { FileOutboxMailer, SmtpMailer } from './adapters/nodemailer.mailer';
import { TypeormOutboxRepository } from './adapters/typeorm-outbox.repository';
import { AccountMailsService } from './account-mails.service';
import { MailComposerService } from './mail-composer.service';
import { MailDeliveryService } from './mail-delivery.service';
import { MailSweeper } from './mail-sweeper';
import { AccountMails } from './ports/account-mails.port';
import { Mailer } from './ports/mailer.port';
import { MailComposer } from './ports/mail-composer.port';
import { MailDispatch } from './ports/mail-dispatch.port';
import { MailQueue } from './ports/mail-queue.port';
import { OutboxRepository } from './ports/outbox.port';

/** Composing mails (MailComposer), queueing them (MailQueue) and delivering the outbox. */
@Global()
@Module({
  imports: [CalendarModule],
  providers: [
    MailComposerService,
    MailDeliveryService,
    MailSweeper,
    { provide: OutboxRepository, useClass: TypeormOutboxRepository },
    { provide: MailQueue, useExisting: OutboxRepository },
    { provide: MailDispatch, useExisting: MailSweeper },
    { provide: MailComposer, useExisting: MailComposerService },
    { provide: AccountMails, useClass: AccountMailsService },
    {
      provide: Mailer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.smtpUrl
          ? new SmtpMailer(config.smtpUrl)
          : new FileOutboxMailer(path.join(config.dataDir, 'outbox')),
    },
  ],
  exports: [MailComposer, AccountMails, OutboxRepository, MailQueue, MailDispatch, Mailer],
})
export class NotificationsModule {}
