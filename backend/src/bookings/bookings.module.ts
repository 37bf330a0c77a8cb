import { Global, Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppointmentEntity } from './adapters/appointment.entity';
import { TypeormAppointmentRepository } from './adapters/typeorm-appointment.repository';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { AppointmentRepository } from './ports/appointment.repository';
import { BookingRequests } from './ports/booking-requests.port';
import { CatalogModule } from '../catalog/catalog.module';
import { ScheduleModule } from '../schedule/schedule.module';
import { WebhooksModule } from '../integrations/webhooks/webhooks.module';
import { IdempotencyModule } from '../integrations/idempotency/idempotency.module';

const PORTS: Provider[] = [
  { provide: AppointmentRepository, useClass: TypeormAppointmentRepository },
];

/**
 * The bookings module's ports bound to their adapters. Global: clients, payments, calendar,
 * notifications and admin read appointments through AppointmentRepository, and bookings reads
 * clients through theirs, so feature modules cannot import each other without a cycle.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AppointmentEntity])],
  providers: PORTS,
  exports: PORTS,
})
export class BookingsPortsModule {}

@Module({
  imports: [BookingsPortsModule, CatalogModule, ScheduleModule, WebhooksModule, IdempotencyModule],
  controllers: [BookingsController],
  providers: [BookingsService, { provide: BookingRequests, useExisting: BookingsService }],
  exports: [BookingRequests],
})
export class BookingsModule {}
