/** Where the admin read a client's health answers (the screen or route that showed them). */
export const HEALTH_READ_KINDS = [
  'appointment_detail',
  'client_detail',
  'consultation',
  'export',
] as const;
export type HealthReadKind = (typeof HEALTH_READ_KINDS)[number];

/**
 * Every read of a client's health answers by the admin goes through here and is recorded (who, when,
 * which client, where), for the client to see in their dashboard. The caller passes its own read, so
 * this port needs nothing of the module that stores the answers.
 */
export abstract class HealthReads {
  /**
   * Runs `read` (the client's answers, or null when there are none) for the admin `admin`; answers
   * that come back are recorded as read before they are returned. Nothing is recorded for null.
   */
  abstract forAdmin<T>(
    clientId: string,
    admin: string,
    what: HealthReadKind,
    read: () => Promise<T | null>,
  ): Promise<T | null>;
}
