import type { Schedule } from '@esthetics/domain';

/**
 * The owner's schedule (week, start-time step, minimum notice) as every module that decides a
 * bookable time reads it: availability, booking, self-service and admin moves, the waitlist, the
 * site's hours. This instance's own saves show at once; another instance's within
 * AVAILABILITY_CACHE_MS.
 */
export abstract class OwnerSchedule {
  /** The schedule, read again when the kept one is older than the cache window. */
  abstract current(): Promise<Schedule>;
  /**
   * The schedule kept, without waiting (for answers prepared synchronously, the site's): a stale one
   * starts a reading in the background, seen by the next caller.
   */
  abstract known(): Schedule;
}
