import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CorporateInquiryEntity } from './adapters/corporate-inquiry.entity';
import { TypeormCorporateInquiryRepository } from './adapters/typeorm-corporate-inquiry.repository';
import { CorporateController } from './corporate.controller';
import { CorporateService } from './corporate.service';
import { CorporateInquiryRepository } from './ports/corporate-inquiry-repository.port';
import { CatalogModule } from '../catalog/catalog.module';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';
import { IdempotencyModule } from '../integrations/idempotency/idempotency.module';
import { NotificationsModule } from '../notifications/notifications.module';

/** Corporate event inquiries; the admin inbox reads them through the CorporateInquiryRepository port. */
@Module({
  imports: [
    TypeOrmModule.forFeature([CorporateInquiryEntity]),
    CatalogModule,
    NotificationsModule,
    WebhooksModule,
    IdempotencyModule,
  ],
  controllers: [CorporateController],
  providers: [
    CorporateService,
    { provide: CorporateInquiryRepository, useClass: TypeormCorporateInquiryRepository },
  ],
  exports: [CorporateInquiryRepository],
})
export class CorporateModule {}
