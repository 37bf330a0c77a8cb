import { Appointment } from '../../bookings/ports/appointment.repository';

/**
 * An appointment as an iCalendar invitation (METHOD:REQUEST, with the business time zone), for the
 * mails that confirm it. The calendar module owns the iCalendar format; notifications attach it.
 */
export abstract class CalendarInvitations {
  abstract invitation(a: Appointment): string;
}
