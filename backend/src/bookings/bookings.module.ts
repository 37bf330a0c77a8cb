import { Global, Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationsModule } from '../notifications/notifications.module';
import { AppointmentEntity } from './adapters/appointment.entity';
import { TypeormAppointmentAvailability } from './adapters/typeorm-appointment-availability';
import { TypeormAppointmentChanges } from './adapters/typeorm-appointment-changes';
import { TypeormAppointmentLists } from './adapters/typeorm-appointment-lists';
import { TypeormAppointmentWrites } from './adapters/typeorm-appointment-writes';
import { TypeormReminderAppointments } from './adapters/typeorm-reminder-appointments';
import { BookingsController } from './bookings.controller';
import { BookingsService } from './bookings.service';
import { BookingRequests } from './ports/booking-requests.port';
import { ReminderAppointments } from '../notifications/ports/reminder-appointments.port';
import { SqlBookingAccounts } from './adapters/sql-booking-accounts';
import { BookingAccounts } from './ports/booking-accounts.port';
import { AppointmentAvailability } from './ports/appointment-availability.port';
import { AppointmentChanges } from './ports/appointment-changes.port';
import { AppointmentLists } from './ports/appointment-lists.port';
import { AppointmentWrites } from './ports/appointment-writes.port';

const PORTS: Provider[] = [
  { provide: AppointmentAvailability, useClass: TypeormAppointmentAvailability },
  { provide: AppointmentLists, useClass: TypeormAppointmentLists },
  { provide: AppointmentChanges, useClass: TypeormAppointmentChanges },
  { provide: AppointmentWrites, useClass: TypeormAppointmentWrites },
  // The mail delivery's reads of the appointments its reminders are about.
  { provide: ReminderAppointments, useClass: TypeormReminderAppointments },
];

/**
 * The bookings module's ports bound to their adapters, each split by who calls it. The modules that
 * use them import this module. Still global for the notifications module only: its reminders read
 * appointments through ReminderAppointments (its own port, bound here), and it cannot import this
 * module, which imports it.
 */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AppointmentEntity])],
  providers: PORTS,
  exports: PORTS,
})
export class BookingsPortsModule {}

@Module({
  imports: [BookingsPortsModule, NotificationsModule],
  controllers: [BookingsController],
  providers: [
    BookingsService,
    { provide: BookingAccounts, useClass: SqlBookingAccounts },
    { provide: BookingRequests, useExisting: BookingsService },
  ],
  exports: [BookingRequests],
})
export class BookingsModule {}
