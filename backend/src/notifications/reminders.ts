import { Appointment, REMINDER_HOURS_BEFORE } from '@esthetics/domain';

const HOUR_MS = 3600 * 1000;

/** The reminders' offsets before the visit, nearest last (24 hours, then 1 hour). */
const OFFSETS = [...REMINDER_HOURS_BEFORE].sort((a, b) => b - a);

/** The first reminder's offset: appointments starting within it may have one due. */
export const REMINDER_WINDOW_MS = OFFSETS[0] * HOUR_MS;

/** The last reminder before the visit: once it is queued, none is left to send. */
export const LAST_REMINDER_HOURS = OFFSETS[OFFSETS.length - 1];

/** The outbox kind of the reminder `hours` before the visit. */
export const reminderKind = (hours: number) => `reminder_${hours}h`;

/**
 * The dedupe key of an appointment's reminder `hours` before it starts, for the time it starts now:
 * a move gives the new time reminders of its own, and leaves those of the old one stale (see
 * isStaleReminder).
 */
export const reminderKey = (hours: number, a: Pick<Appointment, 'id' | 'startsAt'>) =>
  `reminder-${hours}h-${a.id}-${a.startsAt.getTime()}`;

/** The offset a mail's kind names when it is a reminder, else null. */
export function reminderHours(kind: string): number | null {
  return OFFSETS.find((h) => kind === reminderKind(h)) ?? null;
}

/**
 * Whether a queued mail is a reminder no longer true: its appointment is gone, no longer confirmed,
 * or starts at another time than the one the reminder was written for. False for any other mail.
 */
export function isStaleReminder(
  mail: { readonly kind: string; readonly dedupe_key: string },
  appointment: Pick<Appointment, 'id' | 'startsAt' | 'status'> | null,
): boolean {
  const hours = reminderHours(mail.kind);
  if (hours === null) return false;
  if (!appointment || appointment.status !== 'confirmed') return true;
  return mail.dedupe_key !== reminderKey(hours, appointment);
}

/**
 * The reminder due `untilStartMs` before the start: the nearest offset not yet passed (1 hour
 * before, else 24 hours before), or null outside the window or once the visit has begun.
 */
export function reminderDue(untilStartMs: number): number | null {
  if (untilStartMs <= 0) return null;
  const due = OFFSETS.filter((h) => untilStartMs <= h * HOUR_MS);
  return due.length > 0 ? due[due.length - 1] : null;
}
