import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config';
import { appointmentsCalendar, icsOptions } from './ics';
import { CalendarInvitations } from './ports/calendar-invitations.port';
import { Appointment } from '@esthetics/domain';

/**
 * The invitation a confirmation mail carries: one event, METHOD:REQUEST, the client as attendee; and
 * the METHOD:CANCEL that withdraws it. Same UID throughout, SEQUENCE raised on each change.
 */
@Injectable()
export class IcsInvitations extends CalendarInvitations {
  constructor(private readonly config: AppConfig) {
    super();
  }

  invitation(a: Appointment, sequence = a.icsSequence): string {
    return appointmentsCalendar([a], { ...icsOptions(this.config), method: 'REQUEST', sequence });
  }

  cancellation(a: Appointment, sequence: number): string {
    return appointmentsCalendar([a], { ...icsOptions(this.config), method: 'CANCEL', sequence });
  }
}
