/**
 * Opening hours, the hourly slot grid and free-slot computation, in the business time zone.
 * Dates are calendar dates "YYYY-MM-DD" and times wall-clock "HH:MM" in that zone; instants are Date.
 */
export {
  addMinutes,
  dateInZone,
  DEFAULT_TIME_ZONE,
  formatDateTimeLong,
  formatTime12h,
  isValidDate,
  isValidTime,
  timeInZone,
  weekdayOf,
  zonedDateTimeToInstant,
  zoneOffsetMinutes,
} from './zone';
export * from './hours';
export * from './slots';
