import { Appointment } from '@esthetics/domain';

/**
 * An appointment as an iCalendar invitation (METHOD:REQUEST, with the business time zone), for the
 * mails that confirm it. The calendar module owns the iCalendar format; notifications attach it.
 */
export abstract class CalendarInvitations {
  /** The invitation, same UID throughout, with `sequence` (by default the appointment's own). */
  abstract invitation(a: Appointment, sequence?: number): string;
  /** Withdraws the invitation: METHOD:CANCEL, the event CANCELLED, same UID, raised `sequence`. */
  abstract cancellation(a: Appointment, sequence: number): string;
}
