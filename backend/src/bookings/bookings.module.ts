import { Module } from '@nestjs/common';
import { NotificationsModule } from '../notifications/notifications.module';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { BookingsPortsModule } from './bookings-ports.module';
import { BookingRequests } from './ports/booking-requests.port';
import { SqlBookingAccounts } from './adapters/sql-booking-accounts';
import { BookingAccounts } from './ports/booking-accounts.port';
import { CatalogModule } from '../catalog/catalog.module';
import { ScheduleModule } from '../schedule/schedule.module';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';
import { IdempotencyModule } from '../integrations/idempotency/idempotency.module';

@Module({
  imports: [
    BookingsPortsModule,
    NotificationsModule,
    CatalogModule,
    ScheduleModule,
    WebhooksModule,
    IdempotencyModule,
  ],
  controllers: [BookingsController],
  providers: [
    BookingsService,
    { provide: BookingAccounts, useClass: SqlBookingAccounts },
    { provide: BookingRequests, useExisting: BookingsService },
  ],
  exports: [BookingRequests],
})
export class BookingsModule {}
