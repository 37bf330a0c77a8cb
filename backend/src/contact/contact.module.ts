import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { ContactMessageEntity } from './adapters/contact-message.entity';
import { TypeormContactRepository } from './adapters/typeorm-contact.repository';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { ContactRepository } from './ports/contact-repository.port';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';
import { IdempotencyModule } from '../integrations/idempotency/idempotency.module';
import { NotificationsModule } from '../notifications/notifications.module';

/** The contact form; its messages are read by the admin inbox through the ContactRepository port. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ContactMessageEntity]),
    NotificationsModule,
    WebhooksModule,
    IdempotencyModule,
  ],
  controllers: [ContactController],
  providers: [ContactService, { provide: ContactRepository, useClass: TypeormContactRepository }],
  exports: [ContactRepository],
})
export class ContactModule {}
