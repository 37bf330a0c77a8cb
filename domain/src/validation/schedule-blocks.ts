/** The checks of a time-off block as the owner saves it (see schedule/blocks.ts). */
import {
  BLOCK_NOTE_MAX,
  MAX_BLOCK_DAYS,
  MAX_BLOCK_MS,
  OneOffBlock,
  WeeklyBlock,
} from '../schedule/blocks';
import { closingInstant } from '../schedule/slots';
import { clockMinutes, HOURS_GRID_MINUTES } from '../schedule/week';
import { DEFAULT_TIME_ZONE, isValidDate, zonedDateTimeToInstant } from '../schedule/zone';
import { fail, failWith, pass } from './checks';
import { text } from './fields';
import { Validation } from './result';

export type NewTimeBlock = (OneOffBlock | WeeklyBlock) & { readonly note: string | null };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** "HH:MM" on the 5-minute grid from 00:00 to 24:00 (24:00 only where `end`), else null. */
function gridTime(value: unknown, end: boolean): string | null {
  const m = clockMinutes(value);
  if (m === null || m % HOURS_GRID_MINUTES !== 0 || (!end && m === 24 * 60)) return null;
  return value as string;
}

/**
 * A block from `{ kind: 'once', start_date, start_time?, end_date?, end_time?, note? }` (no times:
 * whole days, from the start date's midnight to the midnight after the end date; times on one date
 * when no end date) or `{ kind: 'weekly', weekday, from, to, note? }`. A one-off block ends after it
 * starts and lasts at most two years; times are on the 5-minute grid.
 */
export function validateTimeBlock(
  raw: unknown,
  timeZone: string = DEFAULT_TIME_ZONE,
): Validation<NewTimeBlock> {
  const o = isRecord(raw) ? raw : {};
  const note = text(o.note);
  if (note.length > BLOCK_NOTE_MAX) return failWith('tooLong', ['Note', BLOCK_NOTE_MAX], 'note');
  const kept = note === '' ? null : note;
  if (o.kind === 'weekly') return weekly(o, kept);
  if (o.kind !== 'once') return fail('blockKindInvalid', 'kind');
  const startDate = text(o.start_date);
  if (!isValidDate(startDate)) return fail('invalidDate', 'start_date');
  const endDate = o.end_date === undefined || o.end_date === null ? startDate : text(o.end_date);
  if (!isValidDate(endDate)) return fail('invalidDate', 'end_date');
  const wholeDays = o.start_time === undefined && o.end_time === undefined;
  const startTime = wholeDays ? '00:00' : gridTime(o.start_time, false);
  if (startTime === null) return fail('blockTimeInvalid', 'start_time');
  const endTime = wholeDays ? '24:00' : gridTime(o.end_time, true);
  if (endTime === null) return fail('blockTimeInvalid', 'end_time');
  const startsAt = zonedDateTimeToInstant(startDate, startTime, timeZone);
  const endsAt = closingInstant(endDate, { opens: '00:00', closes: endTime }, timeZone);
  if (endsAt.getTime() <= startsAt.getTime()) return fail('blockEndsBeforeStart', 'end_date');
  if (endsAt.getTime() - startsAt.getTime() > MAX_BLOCK_MS) {
    return failWith('blockTooLong', [MAX_BLOCK_DAYS], 'end_date');
  }
  return pass({ kind: 'once', startsAt, endsAt, note: kept });
}

function weekly(o: Record<string, unknown>, note: string | null): Validation<NewTimeBlock> {
  const weekday = o.weekday;
  if (typeof weekday !== 'number' || !Number.isInteger(weekday) || weekday < 0 || weekday > 6) {
    return fail('weekdayInvalid', 'weekday');
  }
  const from = gridTime(o.from, false);
  if (from === null) return fail('blockTimeInvalid', 'from');
  const to = gridTime(o.to, true);
  if (to === null) return fail('blockTimeInvalid', 'to');
  if ((clockMinutes(to) as number) <= (clockMinutes(from) as number)) {
    return fail('blockEndsBeforeStart', 'to');
  }
  return pass({ kind: 'weekly', weekday, from, to, note });
}
