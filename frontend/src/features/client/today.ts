import { dateInZone, DEFAULT_TIME_ZONE } from '@esthetics/domain';

/** Today's date (YYYY-MM-DD) in the business time zone, the latest possible date of birth. */
export const todayInBusinessZone = (now: Date = new Date()): string =>
  dateInZone(now, DEFAULT_TIME_ZONE);
