import { Module } from '@nestjs/common';
import path from 'node:path';
import { CalendarInvitationsModule } from '../calendar/calendar-invitations.module';
import { AppConfig } from '../config/app-config';
import { FileOutboxMailer, SmtpMailer } from './adapters/nodemailer.mailer';
import { TypeormOutboxRepository } from './adapters/typeorm-outbox.repository';
import { AccountMailsService } from './account-mails.service';
import { MailComposerService } from './mail-composer.service';
import { MailDispatchSignal } from './mail-dispatch-signal';
import { AccountMails } from './ports/account-mails.port';
import { Mailer } from './ports/mailer.port';
import { MailComposer } from './ports/mail-composer.port';
import { MailDispatch } from './ports/mail-dispatch.port';
import { MailQueue } from './ports/mail-queue.port';
import { OutboxRepository } from './ports/outbox.port';

/** Composing mails (MailComposer) and queueing them (MailQueue); MailDeliveryModule delivers them. */
@Module({
  imports: [CalendarInvitationsModule],
  providers: [
    MailComposerService,
    MailDispatchSignal,
    { provide: OutboxRepository, useClass: TypeormOutboxRepository },
    { provide: MailQueue, useExisting: OutboxRepository },
    { provide: MailDispatch, useExisting: MailDispatchSignal },
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
  exports: [
    MailComposer,
    MailComposerService,
    MailDispatchSignal,
    AccountMails,
    OutboxRepository,
    MailQueue,
    MailDispatch,
    Mailer,
  ],
})
export class NotificationsModule {}
