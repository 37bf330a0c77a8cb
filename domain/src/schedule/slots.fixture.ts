import { BUSINESS_HOURS, daySlots, Interval, Schedule, slotProblem, SlotRequest } from './index';

export const at = (iso: string) => new Date(iso);
export const interval = (start: string, end: string): Interval => ({
  start: at(start),
  end: at(end),
});
/** Monday 2026-03-02, 09:00 in New York (EST). */
export const NOW = at('2026-03-02T14:00:00Z');
/** Hourly starts and no notice: the grid these tests were written on (the default is 15 minutes, 2 h). */
export const HOURLY: Schedule = { hours: BUSINESS_HOURS, stepMinutes: 60, minNoticeHours: 0 };

/** The slot times that come out available. */
export const availableTimes = (slots: { time: string; available: boolean }[]) =>
  slots.filter((s) => s.available).map((s) => s.time);

/** The hourly starts of an open weekday (09:00 to 18:00, closing at 19:00). */
export const WEEKDAY_HOURS = [
  '09:00',
  '10:00',
  '11:00',
  '12:00',
  '13:00',
  '14:00',
  '15:00',
  '16:00',
  '17:00',
  '18:00',
];
export const hourlyProblem = (req: Omit<SlotRequest, 'schedule'>) =>
  slotProblem({ schedule: HOURLY, ...req });
export const hourlySlots = (input: Omit<Parameters<typeof daySlots>[0], 'schedule'>) =>
  daySlots({ schedule: HOURLY, ...input });
