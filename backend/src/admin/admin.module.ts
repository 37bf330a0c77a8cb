import { Module } from '@nestjs/common';
import { PaymentsModule } from '../payments/payments.module';
import { AdminAppointmentsController } from './admin-appointments.controller';
import { AdminAppointmentsService } from './admin-appointments.service';
import { AdminClientsController } from './admin-clients.controller';
import { AdminClientsService } from './admin-clients.service';
import { AdminController } from './admin.controller';
import { AdminInboxController } from './admin-inbox.controller';
import { AdminInboxService } from './admin-inbox.service';
import { AdminOutboxController } from './admin-outbox.controller';
import { AdminOutboxService } from './admin-outbox.service';
import { AdminService } from './admin.service';
import { AdminStatsController } from './admin-stats.controller';
import { AdminStatsService } from './admin-stats.service';

@Module({
  imports: [PaymentsModule],
  controllers: [
    AdminController,
    AdminAppointmentsController,
    AdminClientsController,
    AdminInboxController,
    AdminOutboxController,
    AdminStatsController,
  ],
  providers: [
    AdminService,
    AdminAppointmentsService,
    AdminClientsService,
    AdminInboxService,
    AdminOutboxService,
    AdminStatsService,
  ],
})
export class AdminModule {}
