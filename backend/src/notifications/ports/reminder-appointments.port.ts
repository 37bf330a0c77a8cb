import { Appointment } from '@esthetics/domain';

/**
 * The appointments the reminders are about, read by the mail delivery: owned by the module that
 * stores appointments (bookings binds its repository to it), declared here so that notifications
 * needs nothing of bookings.
 */
export abstract class ReminderAppointments {
  abstract findById(id: string): Promise<Appointment | null>;
  /**
   * Confirmed appointments starting after `now` and up to `until`, locked for the transaction in
   * progress (SKIP LOCKED: with several instances, each goes to one of them).
   */
  abstract lockConfirmedStarting(now: Date, until: Date): Promise<Appointment[]>;
}
