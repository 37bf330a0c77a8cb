import { Module } from '@nestjs/common';
import { TypeormCalendarFeedRepository } from './adapters/typeorm-calendar-feed.repository';
import { AppointmentIcsController, CalendarController } from './calendar.controller';
import { CalendarService } from './calendar.service';
import { IcsInvitations } from './ics-invitations';
import { CalendarFeedRepository } from './ports/calendar-feed-repository.port';
import { CalendarInvitations } from './ports/calendar-invitations.port';

@Module({
  controllers: [CalendarController, AppointmentIcsController],
  providers: [
    CalendarService,
    { provide: CalendarFeedRepository, useClass: TypeormCalendarFeedRepository },
    { provide: CalendarInvitations, useClass: IcsInvitations },
  ],
  exports: [CalendarInvitations],
})
export class CalendarModule {}
