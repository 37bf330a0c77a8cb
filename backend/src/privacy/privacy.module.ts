import { Global, Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { WaitlistModule } from '../waitlist/waitlist.module';
import { AccountErasureService } from './account-erasure.service';
import { AccountExportService } from './account-export.service';
import { TypeormPrivacyRecords } from './adapters/typeorm-privacy-records';
import { RecordedHealthReads } from './health-reads.service';
import { HealthReads } from './ports/health-reads.port';
import { PrivacyRecords } from './ports/privacy-records.port';
import { AdminPrivacyController, PrivacyController } from './privacy.controller';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';
import { HealthAccessModule } from '../health-access/health-access.module';

/**
 * The port every module reads a client's health answers for the admin through (HealthReads: the
 * read is recorded). Global: the admin console and the clients module use it.
 */
@Global()
@Module({
  providers: [
    { provide: PrivacyRecords, useClass: TypeormPrivacyRecords },
    { provide: HealthReads, useClass: RecordedHealthReads },
  ],
  exports: [PrivacyRecords, HealthReads],
})
export class PrivacyPortsModule {}

/**
 * The client's rights (issue 13): the access log of their health answers, the export of everything
 * held about them, and the deletion of their account.
 */
@Module({
  imports: [PrivacyPortsModule, PaymentsModule, WaitlistModule, WebhooksModule, HealthAccessModule],
  controllers: [PrivacyController, AdminPrivacyController],
  providers: [AccountExportService, AccountErasureService],
})
export class PrivacyModule {}
