import { Appointment, Interval } from '@esthetics/domain';

/** What is booked, for the free times: the public availability, a booking, a move, a time block. */
export abstract class AppointmentAvailability {
  /** Intervals taken between `from` and `to`: confirmed, or pending within the hold at `now`. */
  abstract busyIntervals(from: Date, to: Date, now: Date): Promise<Interval[]>;
  /**
   * As busyIntervals, for the public availability only: it may be answered from memory, exact as to
   * this instance's own writes and at most AVAILABILITY_CACHE_MS behind another instance's (whose
   * bookings the database still refuses on a taken time). Never for a decision that writes.
   */
  abstract shownBusyIntervals(from: Date, to: Date, now: Date): Promise<Interval[]>;
  /** As busyIntervals, leaving out one appointment's own interval (the free times to move it to). */
  abstract busyIntervalsExcept(
    from: Date,
    to: Date,
    now: Date,
    exceptId: string,
  ): Promise<Interval[]>;
  /** Active appointments (confirmed, or pending within the hold at `now`) ending after `from`. */
  abstract listActive(from: Date, now: Date): Promise<Appointment[]>;
}
