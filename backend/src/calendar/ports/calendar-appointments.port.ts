import { Appointment } from '@esthetics/domain';

/**
 * The appointments the calendar feed and invitations show: owned by the module that stores
 * appointments (bookings binds it), declared here so that the calendar needs nothing of bookings,
 * whose mails carry the calendar's invitations.
 */
export abstract class CalendarAppointments {
  /** Active appointments (confirmed, or pending within the hold at `now`) ending after `from`. */
  abstract listActive(from: Date, now: Date): Promise<Appointment[]>;
  abstract findById(id: string): Promise<Appointment | null>;
}
