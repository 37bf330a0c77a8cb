import { zonedDateTimeToInstant } from '@esthetics/domain';
import { anAppointment } from '../../client/appointment.fixture';
import type { Appointment } from './agenda';

export const ZONE = 'America/New_York';

let seq = 0;
/** An appointment at `date` `time` (New York wall clock) lasting `minutes`. */
export function appointment(
  date: string,
  time: string,
  minutes: number,
  over: Partial<Appointment> = {},
): Appointment {
  seq += 1;
  const start = zonedDateTimeToInstant(date, time, ZONE);
  return {
    safety_flags: [],
    ...anAppointment({
      id: `a${seq}`,
      client_id: null,
      appointment_date: date,
      appointment_time: time,
      starts_at: start.toISOString(),
      ends_at: new Date(start.getTime() + minutes * 60_000).toISOString(),
      total_duration: minutes,
      status: 'confirmed',
      payment_status: 'paid',
      hold_expires_at: null,
      created_at: '2026-11-01T12:00:00.000Z',
    }),
    ...over,
  };
}

/** `count` calendar dates from `first` on, one a day (counted in UTC, where every day is 24 hours). */
export function datesFrom(first: string, count: number): string[] {
  const start = Date.parse(`${first}T00:00:00Z`);
  return Array.from({ length: count }, (_, i) =>
    new Date(start + i * 86_400_000).toISOString().slice(0, 10),
  );
}
