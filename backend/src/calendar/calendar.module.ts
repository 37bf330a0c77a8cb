import { Module } from '@nestjs/common';
import { CalendarController } from './calendar.controller';
import { CalendarFeedRepository, TypeormCalendarFeedRepository } from './calendar-feed.repository';
import { CalendarService } from './calendar.service';

@Module({
  controllers: [CalendarController],
  providers: [
    CalendarService,
    { provide: CalendarFeedRepository, useClass: TypeormCalendarFeedRepository },
  ],
})
export class CalendarModule {}
