import { Module } from '@nestjs/common';
import { BookingsPortsModule } from '../bookings/bookings-ports.module';
import { NotificationsModule } from '../notifications/notifications.module';
import { PaymentsModule } from '../payments/payments.module';
import { WaitlistModule } from '../waitlist/waitlist.module';
import { AdminAppointmentChangesService } from './admin-appointment-changes.service';
import { CancellationService } from './cancellation.service';
import { ClientSelfServiceController } from './client-self-service.controller';
import { RescheduleService } from './reschedule.service';
import { SelfServiceAccess } from './self-service-access';
import { SelfServiceOptions } from './self-service-options.service';
import { AdminAppointmentChanges } from './ports/admin-appointment-changes.port';
import { CancelAndRecordService } from './cancel-and-record.service';
import { CancelAndRecord } from './ports/cancel-and-record.port';
import { ScheduleModule } from '../schedule/schedule.module';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';

/**
 * Reschedule and cancel under the policy (docs/cancellations.md): the client's own appointments,
 * and the admin's reschedule and no-show (served by the admin module's routes). It holds no tables of its own: it uses the bookings, payments and
 * notifications ports (the calendar invitation comes with the mails).
 */
@Module({
  imports: [
    BookingsPortsModule,
    NotificationsModule,
    PaymentsModule,
    WaitlistModule,
    ScheduleModule,
    WebhooksModule,
  ],
  controllers: [ClientSelfServiceController],
  providers: [
    SelfServiceAccess,
    CancellationService,
    RescheduleService,
    SelfServiceOptions,
    { provide: AdminAppointmentChanges, useClass: AdminAppointmentChangesService },
    { provide: CancelAndRecord, useClass: CancelAndRecordService },
  ],
  // The admin console serves the admin's reschedule and no-show with its other appointment routes;
  // an account's deletion cancels its upcoming appointments as the client would.
  exports: [AdminAppointmentChanges, CancelAndRecord],
})
export class SelfServiceModule {}
