/** The checks of the owner's schedule as she saves it (see schedule/week.ts). */
import { dayHours, DayHours, OpenInterval, WEEKDAY_NAMES } from '../schedule/hours';
import {
  clockMinutes,
  clockTime,
  HOURS_GRID_MINUTES,
  MAX_DAY_INTERVALS,
  MAX_NOTICE_HOURS,
  ScheduleSettings,
  START_STEPS,
} from '../schedule/week';
import { fail, failWith, pass } from './checks';
import { Validation } from './result';

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The owner's week from `{ days: [{ weekday, intervals: [{ opens, closes }] }] }`: days not listed
 * are closed, an empty week is allowed (online booking is then paused). Each time is "HH:MM" from
 * 00:00 to 24:00 on a 5-minute mark; an interval closes after it opens; a day's intervals do not
 * overlap (touching is fine). Failures name the field, e.g. `days[1].intervals[0].closes`.
 */
export function validateWeek(raw: unknown): Validation<DayHours[]> {
  const days = isRecord(raw) ? raw.days : undefined;
  if (!Array.isArray(days) || days.length > 7) return fail('weekDaysRequired', 'days');
  const week: DayHours[] = WEEKDAY_NAMES.map((_, weekday) => dayHours(weekday, []));
  const seen = new Set<number>();
  for (const [d, entry] of days.entries()) {
    const at = `days[${d}]`;
    const weekday = isRecord(entry) ? entry.weekday : undefined;
    if (typeof weekday !== 'number' || !Number.isInteger(weekday) || weekday < 0 || weekday > 6) {
      return fail('weekdayInvalid', `${at}.weekday`);
    }
    const name = WEEKDAY_NAMES[weekday];
    if (seen.has(weekday)) return failWith('weekdayTwice', [name], `${at}.weekday`);
    seen.add(weekday);
    const list = (entry as Record<string, unknown>).intervals;
    if (!Array.isArray(list)) return fail('weekDaysRequired', `${at}.intervals`);
    if (list.length > MAX_DAY_INTERVALS) {
      return failWith('tooManyIntervals', [name, MAX_DAY_INTERVALS], `${at}.intervals`);
    }
    const day = validateDay(name, list, `${at}.intervals`);
    if (!day.ok) return day;
    week[weekday] = dayHours(weekday, day.value);
  }
  return pass(week);
}

function validateDay(
  name: string,
  list: readonly unknown[],
  at: string,
): Validation<OpenInterval[]> {
  const read: { opens: number; closes: number; index: number }[] = [];
  for (const [i, item] of list.entries()) {
    const field = `${at}[${i}]`;
    const o = isRecord(item) ? item : {};
    const opens = clockMinutes(o.opens);
    if (opens === null || opens === 24 * 60) {
      return failWith('intervalTimeInvalid', [name], `${field}.opens`);
    }
    const closes = clockMinutes(o.closes);
    if (closes === null) return failWith('intervalTimeInvalid', [name], `${field}.closes`);
    if (opens % HOURS_GRID_MINUTES !== 0) {
      return failWith('intervalOffGrid', [name], `${field}.opens`);
    }
    if (closes % HOURS_GRID_MINUTES !== 0) {
      return failWith('intervalOffGrid', [name], `${field}.closes`);
    }
    if (closes <= opens) return failWith('intervalReversed', [name], `${field}.closes`);
    read.push({ opens, closes, index: i });
  }
  read.sort((a, b) => a.opens - b.opens);
  for (let i = 1; i < read.length; i++) {
    if (read[i].opens < read[i - 1].closes) {
      return failWith('intervalsOverlap', [name], `${at}[${read[i].index}].opens`);
    }
  }
  return pass(read.map((r) => ({ opens: clockTime(r.opens), closes: clockTime(r.closes) })));
}

/** `{ start_step_minutes, min_notice_hours }`, each kept as it is when not given. */
export function validateScheduleSettings(
  raw: unknown,
  current: ScheduleSettings,
): Validation<ScheduleSettings> {
  const o = isRecord(raw) ? raw : {};
  const step = o.start_step_minutes ?? current.stepMinutes;
  if (!(START_STEPS as readonly unknown[]).includes(step)) {
    return fail('startStepInvalid', 'start_step_minutes');
  }
  const notice = o.min_notice_hours ?? current.minNoticeHours;
  if (
    typeof notice !== 'number' ||
    !Number.isInteger(notice) ||
    notice < 0 ||
    notice > MAX_NOTICE_HOURS
  ) {
    return failWith('minNoticeInvalid', [MAX_NOTICE_HOURS], 'min_notice_hours');
  }
  return pass({ stepMinutes: step as number, minNoticeHours: notice });
}
