/**
 * A day's waitlist as the console shows it (GET /api/admin/waitlist?date=): each entry's state in
 * words, its range of start times and the time held for it, and the days before and after.
 */
import { formatDateTimeLong, formatTime12h } from '@esthetics/domain';
import type { Schemas } from '../../../api/client';
import { formatDayLong } from '../agenda-dates';

export type WaitlistEntry = Schemas['WaitlistEntryDto'];

export const WAITLIST_STATE_LABELS: Record<WaitlistEntry['state'], string> = {
  waiting: 'Waiting',
  offered: 'Offered a time',
  booked: 'Booked',
};

/** "10:00 AM to 1:00 PM": the start times that suit. */
export const rangeText = (entry: Pick<WaitlistEntry, 'from' | 'to'>): string =>
  entry.from === entry.to
    ? formatTime12h(entry.from)
    : `${formatTime12h(entry.from)} to ${formatTime12h(entry.to)}`;

/** The time held for an entry now, and until when; null when none is. */
export function offerText(entry: WaitlistEntry, timeZone: string): string | null {
  const offer = entry.offer;
  if (!offer) return null;
  return `${formatDayLong(offer.appointment_date)} at ${formatTime12h(offer.appointment_time)}, held until ${formatDateTimeLong(new Date(offer.expires_at), timeZone)}`;
}

/** The calendar date `days` after `date` ("YYYY-MM-DD", negative for before). */
export function shiftDay(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}
