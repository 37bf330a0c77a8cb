import {
  blockedOn,
  dateInZone,
  formatTime12h,
  timeInZone,
  WEEKDAY_NAMES,
  zonedDateTimeToInstant,
  type TimeBlock,
} from '@esthetics/domain';
import type { components } from '../../../api/schema';
import { formatDateRange, formatDayLong } from '../agenda-dates';

export type TimeBlockRow = components['schemas']['TimeBlockDto'];

/** A block in words, as the list shows it: its kind and its dates or times. */
export interface BlockWords {
  readonly kind: 'Whole day' | 'Whole days' | 'Part of a day' | 'Several days' | 'Every week';
  readonly when: string;
}

const MIDNIGHT = '00:00';

/** A wall-clock time in words; "24:00" (the end of a day) is midnight. */
export const clockWords = (time: string): string =>
  time === '24:00' ? 'midnight' : formatTime12h(time);

/** "10:00 AM – 12:30 PM". */
export const spanWords = (from: string, to: string): string =>
  `${clockWords(from)} – ${clockWords(to)}`;

const previousDay = (date: string): string => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
};

/** The domain's block of a row of the list (its instants parsed). */
export function toTimeBlock(row: TimeBlockRow): TimeBlock | null {
  if (row.kind === 'weekly' && row.weekday !== null && row.from && row.to) {
    return { kind: 'weekly', weekday: row.weekday, from: row.from, to: row.to };
  }
  if (row.kind === 'once' && row.starts_at && row.ends_at) {
    return { kind: 'once', startsAt: new Date(row.starts_at), endsAt: new Date(row.ends_at) };
  }
  return null;
}

/**
 * A block in the business's time zone: "Every Wednesday, 12:00 PM – 1:00 PM"; a whole day or days
 * (midnight to midnight); part of one day (its end may be the midnight after); or several days.
 */
export function describeBlock(row: TimeBlockRow, timeZone: string): BlockWords {
  const block = toTimeBlock(row);
  if (!block) return { kind: 'Part of a day', when: 'Unknown time' };
  if (block.kind === 'weekly') {
    return {
      kind: 'Every week',
      when: `Every ${WEEKDAY_NAMES[block.weekday]}, ${spanWords(block.from, block.to)}`,
    };
  }
  const startDate = dateInZone(block.startsAt, timeZone);
  const startTime = timeInZone(block.startsAt, timeZone);
  const endDate = dateInZone(block.endsAt, timeZone);
  const endTime = timeInZone(block.endsAt, timeZone);
  if (startTime === MIDNIGHT && endTime === MIDNIGHT) {
    const last = previousDay(endDate);
    return last === startDate
      ? { kind: 'Whole day', when: formatDayLong(startDate) }
      : { kind: 'Whole days', when: formatDateRange(startDate, last) };
  }
  if (endDate === startDate || (endTime === MIDNIGHT && previousDay(endDate) === startDate)) {
    const to = endDate === startDate ? endTime : '24:00';
    return {
      kind: 'Part of a day',
      when: `${formatDayLong(startDate)}, ${spanWords(startTime, to)}`,
    };
  }
  return {
    kind: 'Several days',
    when: `${formatDayLong(startDate)}, ${clockWords(startTime)} – ${formatDayLong(endDate)}, ${clockWords(endTime)}`,
  };
}

/** The time off on one agenda day: from and to on that day's wall clock, and the owner's note. */
export interface DayTimeOff {
  readonly id: string;
  readonly from: string;
  readonly to: string;
  readonly note: string | null;
}

/**
 * The part of each block that falls on `date` (a one-off block cut to the day, a weekly block on
 * its weekday), earliest first. The times are the day's wall clock, its end "24:00" at midnight.
 */
export function timeOffOn(
  date: string,
  rows: readonly TimeBlockRow[],
  timeZone: string,
): DayTimeOff[] {
  const dayStart = zonedDateTimeToInstant(date, MIDNIGHT, timeZone).getTime();
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const dayEnd = zonedDateTimeToInstant(next.toISOString().slice(0, 10), MIDNIGHT, timeZone);
  const out: (DayTimeOff & { start: number })[] = [];
  for (const row of rows) {
    const block = toTimeBlock(row);
    if (!block) continue;
    for (const iv of blockedOn(date, [block], timeZone)) {
      const start = Math.max(iv.start.getTime(), dayStart);
      const end = Math.min(iv.end.getTime(), dayEnd.getTime());
      if (end <= start) continue;
      out.push({
        id: row.id,
        start,
        from: timeInZone(new Date(start), timeZone),
        to: end === dayEnd.getTime() ? '24:00' : timeInZone(new Date(end), timeZone),
        note: row.note,
      });
    }
  }
  return out.sort((a, b) => a.start - b.start).map(({ start: _start, ...rest }) => rest);
}
