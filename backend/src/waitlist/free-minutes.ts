import { clockMinutes, closingInstant, hoursOn, Interval, timeInZone } from '@esthetics/domain';
import type { DayHours } from '@esthetics/domain';

/**
 * The minutes free from `startsAt` on `date`: up to the next busy interval or the closing of the
 * open interval it starts in, whichever comes first; 0 when the time is taken (a busy interval covers
 * its start), the day is closed or the time lies outside the open intervals (a break).
 * `busy` is what blocks a slot (confirmed, or pending within the hold) on that day.
 */
export function freeMinutesFrom(input: {
  date: string;
  startsAt: Date;
  busy: readonly Interval[];
  timeZone: string;
  hours?: readonly DayHours[];
}): number {
  const minute = clockMinutes(timeInZone(input.startsAt, input.timeZone)) as number;
  const open = hoursOn(input.date, input.hours).intervals.find(
    (i) =>
      (clockMinutes(i.opens) as number) <= minute && minute < (clockMinutes(i.closes) as number),
  );
  if (!open) return 0;
  const start = input.startsAt.getTime();
  const closing = closingInstant(input.date, open, input.timeZone).getTime();
  let end = closing;
  for (const b of input.busy) {
    if (b.end.getTime() <= start) continue;
    end = Math.min(end, Math.max(b.start.getTime(), start));
  }
  return Math.max(0, Math.floor((end - start) / 60_000));
}
