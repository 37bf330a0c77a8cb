import { Module } from '@nestjs/common';
import { BookingsPortsModule } from '../bookings/bookings-ports.module';
import { ClientsPortsModule } from '../clients/clients.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PaymentsModule } from '../payments/payments.module';
import { SelfServiceModule } from '../self-service/self-service.module';
import { WaitlistModule } from '../waitlist/waitlist.module';
import { AccountErasureService } from './account-erasure.service';
import { AccountExportService } from './account-export.service';
import { AccountErasure } from './ports/account-erasure.port';
import { TypeormPrivacyRecords } from './adapters/typeorm-privacy-records';
import { PrivacyRecords } from './ports/privacy-records.port';
import { PrivacyController } from './privacy.controller';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';
import { HealthAccessModule } from '../health-access/health-access.module';

/** The personal data every table holds of a person, for the export and the erasure. */
@Module({
  providers: [{ provide: PrivacyRecords, useClass: TypeormPrivacyRecords }],
  exports: [PrivacyRecords],
})
export class PrivacyPortsModule {}

/**
 * The client's rights (docs/api.md#clients-data-access-log-export-deletion): the access log of
 * their health answers, the export of everything held about them, and the deletion of their
 * account.
 */
@Module({
  imports: [
    PrivacyPortsModule,
    BookingsPortsModule,
    ClientsPortsModule,
    NotificationsModule,
    PaymentsModule,
    WaitlistModule,
    SelfServiceModule,
    WebhooksModule,
    HealthAccessModule,
  ],
  controllers: [PrivacyController],
  providers: [
    AccountExportService,
    AccountErasureService,
    { provide: AccountErasure, useExisting: AccountErasureService },
  ],
  exports: [AccountErasure],
})
export class PrivacyModule {}
