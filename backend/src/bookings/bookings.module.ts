import { Global, Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppointmentEntity } from './adapters/appointment.entity';
import { TypeormAppointmentRepository } from './adapters/typeorm-appointment.repository';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { BookingRequests } from './ports/booking-requests.port';
import { ReminderAppointments } from '../notifications/ports/reminder-appointments.port';
import { SqlBookingAccounts } from './adapters/sql-booking-accounts';
import { BookingAccounts } from './ports/booking-accounts.port';
import { AppointmentRepository } from './ports/appointment.repository';

const PORTS: Provider[] = [
  { provide: AppointmentRepository, useClass: TypeormAppointmentRepository },
  // The mail delivery's reads of the appointments its reminders are about.
  { provide: ReminderAppointments, useExisting: AppointmentRepository },
];

/**
 * The bookings module's ports bound to their adapters. Global: clients, payments, calendar,
 * notifications and admin read appointments through AppointmentRepository.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AppointmentEntity])],
  providers: PORTS,
  exports: PORTS,
})
export class BookingsPortsModule {}

@Module({
  imports: [BookingsPortsModule],
  controllers: [BookingsController],
  providers: [
    BookingsService,
    { provide: BookingAccounts, useClass: SqlBookingAccounts },
    { provide: BookingRequests, useExisting: BookingsService },
  ],
  exports: [BookingRequests],
})
export class BookingsModule {}
