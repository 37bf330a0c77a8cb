import { Module } from '@nestjs/common';
import { IcsInvitations } from './ics-invitations';
import { CalendarInvitations } from './ports/calendar-invitations.port';

/** The .ics invitations attached to the booking mails. */
@Module({
  providers: [{ provide: CalendarInvitations, useClass: IcsInvitations }],
  exports: [CalendarInvitations],
})
export class CalendarInvitationsModule {}
