import { Global, Module } from '@nestjs/common';
import path from 'node:path';
import { AppConfig } from '../config/app-config';
import { FileOutboxMailer, SmtpMailer } from './adapters/nodemailer.mailer';
import { TypeormOutboxRepository } from './adapters/typeorm-outbox.repository';
import { MailSweeper } from './mail-sweeper';
import { NotificationsService } from './notifications.service';
import { Mailer } from './ports/mailer.port';
import { MailComposer } from './ports/mail-composer.port';
import { MailQueue } from './ports/mail-queue.port';
import { OutboxRepository } from './ports/outbox.repository';

@Global()
@Module({
  providers: [
    NotificationsService,
    MailSweeper,
    { provide: OutboxRepository, useClass: TypeormOutboxRepository },
    { provide: MailQueue, useExisting: OutboxRepository },
    { provide: MailComposer, useExisting: NotificationsService },
    {
      provide: Mailer,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        config.smtpUrl
          ? new SmtpMailer(config.smtpUrl)
          : new FileOutboxMailer(path.join(config.dataDir, 'outbox')),
    },
  ],
  exports: [MailComposer, OutboxRepository, MailQueue],
})
export class NotificationsModule {}
