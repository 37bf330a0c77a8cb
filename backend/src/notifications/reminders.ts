import { REMINDER_HOURS_BEFORE } from '@esthetics/domain';

const HOUR_MS = 3600 * 1000;

/** The reminders' offsets before the visit, nearest last (24 hours, then 1 hour). */
const OFFSETS = [...REMINDER_HOURS_BEFORE].sort((a, b) => b - a);

/** The first reminder's offset: appointments starting within it may have one due. */
export const REMINDER_WINDOW_MS = OFFSETS[0] * HOUR_MS;

/** The last reminder before the visit: once it is queued, none is left to send. */
export const LAST_REMINDER_HOURS = OFFSETS[OFFSETS.length - 1];

/** The dedupe key of an appointment's reminder `hours` before it. */
export const reminderKey = (hours: number, appointmentId: string) =>
  `reminder-${hours}h-${appointmentId}`;

/**
 * The reminder due `untilStartMs` before the start: the nearest offset not yet passed (1 hour
 * before, else 24 hours before), or null outside the window or once the visit has begun.
 */
export function reminderDue(untilStartMs: number): number | null {
  if (untilStartMs <= 0) return null;
  const due = OFFSETS.filter((h) => untilStartMs <= h * HOUR_MS);
  return due.length > 0 ? due[due.length - 1] : null;
}
