import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { WaitlistModule } from '../waitlist/waitlist.module';
import { AdminSelfServiceController } from './admin-self-service.controller';
import { CancellationService } from './cancellation.service';
import { ClientSelfServiceController } from './client-self-service.controller';
import { RescheduleService } from './reschedule.service';
import { SelfServiceAccess } from './self-service-access';
import { SelfServiceOptions } from './self-service-options.service';
import { ScheduleModule } from '../schedule/schedule.module';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';

/**
 * Reschedule and cancel under the policy (issue 12): the client's own appointments and the admin's
 * reschedule and no-show. It holds no tables of its own: it uses the bookings, payments and
 * notifications ports (the calendar invitation comes with the mails).
 */
@Module({
  imports: [PaymentsModule, WaitlistModule, ScheduleModule, WebhooksModule],
  controllers: [ClientSelfServiceController, AdminSelfServiceController],
  providers: [SelfServiceAccess, CancellationService, RescheduleService, SelfServiceOptions],
})
export class SelfServiceModule {}
