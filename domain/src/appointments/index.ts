/**
 * Records about appointments that several backend modules read (bookings, self-service, privacy,
 * admin, notifications): an appointment's recorded changes and its calendar SEQUENCE. The
 * appointment itself is in ../appointment.ts.
 */
export * from './appointment-change';
