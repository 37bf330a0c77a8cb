import { DynamicModule, Module, Type } from '@nestjs/common';
import { MailDeliveryService } from './mail-delivery.service';
import { MailSweeper } from './mail-sweeper';
import { NotificationsModule } from './notifications.module';

/**
 * Delivering the outbox and queueing the reminders. Both read appointments through
 * ReminderAppointments, which the bookings module binds: the composition root hands that module in
 * (this folder cannot import bookings, which imports it).
 */
@Module({})
export class MailDeliveryModule {
  static register(ports: { appointments: Type<unknown> }): DynamicModule {
    return {
      module: MailDeliveryModule,
      imports: [NotificationsModule, ports.appointments],
      providers: [MailDeliveryService, MailSweeper],
    };
  }
}
