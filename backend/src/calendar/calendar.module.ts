import { DynamicModule, Module, Type } from '@nestjs/common';
import { TypeormCalendarFeedRepository } from './adapters/typeorm-calendar-feed.repository';
import { AppointmentIcsController, CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { CalendarFeedRepository } from './ports/calendar-feed-repository.port';

/**
 * The admin's calendar feed and the clients' .ics downloads. They read appointments through
 * CalendarAppointments, which the bookings module binds: the composition root hands that module in
 * (this folder cannot import bookings, which binds this folder's port).
 */
@Module({})
export class CalendarModule {
  static register(ports: { appointments: Type<unknown> }): DynamicModule {
    return {
      module: CalendarModule,
      imports: [ports.appointments],
      controllers: [CalendarController, AppointmentIcsController],
      providers: [
        CalendarService,
        { provide: CalendarFeedRepository, useClass: TypeormCalendarFeedRepository },
      ],
    };
  }
}
