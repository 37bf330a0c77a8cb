/**
 * Opening hours, the hourly slot grid and free-slot computation, in the business time zone.
 * Dates are calendar dates "YYYY-MM-DD" and times wall-clock "HH:MM" in that zone; instants are Date.
 */
export * from './zone';
export * from './hours';
export * from './slots';
export * from './week';
export * from './blocks';
