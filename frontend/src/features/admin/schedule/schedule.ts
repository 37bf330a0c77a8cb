import type { components } from '../../../api/schema';

export type OwnerSchedule = components['schemas']['OwnerScheduleDto'];

/** The week being edited: index = weekday (0 = Sunday), each day's intervals "HH:MM". */
export type WeekDraft = { opens: string; closes: string }[][];

/** The days in the order the console shows them, Monday first. */
export const MONDAY_FIRST = [1, 2, 3, 4, 5, 6, 0] as const;

/** The stored week as a draft to edit. */
export function draftOf(schedule: OwnerSchedule): WeekDraft {
  return [0, 1, 2, 3, 4, 5, 6].map(
    (weekday) =>
      schedule.days
        .find((d) => d.weekday === weekday)
        ?.intervals.map((i) => ({ opens: i.opens, closes: i.closes })) ?? [],
  );
}

/** The owner's time-off blocks (the list's reads share this key prefix, so a change refreshes all). */
export const BLOCKS_PATH = '/api/admin/schedule/blocks';

/** The address parameter the agenda's "Block time" sets: the day the time-off form starts on. */
export const BLOCK_DATE_PARAM = 'block_date';
