import type { Interval } from '@esthetics/domain';

/**
 * The database's side of "a blocked time is never booked" for the modules that store or move an
 * appointment (bookings, waitlist claims, self-service and admin moves): their check of the time off
 * reads the schedule kept in memory, which a block being added at the same moment is not in yet.
 * See docs/schedule.md, "Time off and bookings at the same moment".
 */
export abstract class TimeOffGuard {
  /**
   * Call inside the UnitOfWork that stores or moves the appointment, before it does: takes the
   * time-off lock until the transaction ends (a block added meanwhile waits for it, and then sees the
   * appointment) and throws timeBlocked on `field` when time off committed before covers `wanted`
   * (the appointment's start to the end of its buffer) on its local `date`.
   */
  abstract ensureClear(date: string, wanted: Interval, field: string): Promise<void>;
}
