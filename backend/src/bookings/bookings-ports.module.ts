import { Module, Provider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { CalendarAppointments } from '../calendar/ports/calendar-appointments.port';
import { ReminderAppointments } from '../notifications/ports/reminder-appointments.port';
import { CoveredAppointments } from '../schedule/ports/covered-appointments.port';
import { AppointmentEntity } from './adapters/appointment.entity';
import { AppointmentTable } from './adapters/appointment-rows';
import { TypeormAppointmentAvailability } from './adapters/typeorm-appointment-availability';
import { TypeormAppointmentChanges } from './adapters/typeorm-appointment-changes';
import { TypeormAppointmentLists } from './adapters/typeorm-appointment-lists';
import { TypeormAppointmentWrites } from './adapters/typeorm-appointment-writes';
import { TypeormReminderAppointments } from './adapters/typeorm-reminder-appointments';
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
  // The calendar feed's and invitations' reads.
  {
    provide: CalendarAppointments,
    inject: [AppointmentAvailability, AppointmentLists],
    useFactory: (
      booked: AppointmentAvailability,
      lists: AppointmentLists,
    ): CalendarAppointments => ({
      listActive: (from, now) => booked.listActive(from, now),
      findById: (id) => lists.findById(id),
    }),
  },
  // The time blocks' reads of the appointments a block would cover.
  { provide: CoveredAppointments, useExisting: AppointmentAvailability },
];

/**
 * The bookings module's ports bound to their adapters, each split by who calls it. The modules that
 * use them import this module. The notifications, calendar and schedule modules read appointments
 * through ports of their own (ReminderAppointments, CalendarAppointments, CoveredAppointments),
 * bound here: they cannot import this folder, which imports them, so the composition root hands
 * them this module (MailDeliveryModule.register, CalendarModule.register, TimeBlocksModule.register).
 */
@Module({
  imports: [TypeOrmModule.forFeature([AppointmentEntity])],
  providers: [AppointmentTable, ...PORTS],
  exports: PORTS,
})
export class BookingsPortsModule {}
