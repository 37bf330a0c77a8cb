import { hoursOn, Interval, zonedDateTimeToInstant } from '@esthetics/domain';
import type { DayHours } from '@esthetics/domain';

/**
 * The minutes free from `startsAt` on `date`: up to the next busy interval or closing time, whichever
 * comes first; 0 when the time is taken (a busy interval covers its start) or the day is closed.
 * `busy` is what blocks a slot (confirmed, or pending within the hold) on that day.
 */
export function freeMinutesFrom(input: {
  date: string;
  startsAt: Date;
  busy: readonly Interval[];
  timeZone: string;
  hours?: readonly DayHours[];
}): number {
  const { closes } = hoursOn(input.date, input.hours);
  if (closes === null) return 0;
  const start = input.startsAt.getTime();
  const closing = zonedDateTimeToInstant(input.date, closes, input.timeZone).getTime();
  let end = closing;
  for (const b of input.busy) {
    if (b.end.getTime() <= start) continue;
    end = Math.min(end, Math.max(b.start.getTime(), start));
  }
  return Math.max(0, Math.floor((end - start) / 60_000));
}
