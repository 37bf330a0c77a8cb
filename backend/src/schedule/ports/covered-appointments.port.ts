import { Appointment } from '@esthetics/domain';

/**
 * The appointments a new time block would cover, read by the time blocks: owned by the module that
 * stores appointments (bookings binds its availability adapter to it), declared here so that the
 * schedule needs nothing of bookings, which reads the owner's schedule.
 */
export abstract class CoveredAppointments {
  /** Active appointments (confirmed, or pending within the hold at `now`) ending after `from`. */
  abstract listActive(from: Date, now: Date): Promise<Appointment[]>;
}
