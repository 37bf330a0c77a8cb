import type { Interval, Schedule, Slot } from '@esthetics/domain';

/** What a date's slots are computed from (besides the business's time zone, fixed per process). */
export interface SlotInputs {
  readonly date: string;
  readonly durationMinutes: number;
  readonly bufferMinutes: number;
  readonly busy: readonly Interval[];
  readonly now: Date;
  /** The owner's schedule as kept in memory: a new object whenever it is read again. */
  readonly schedule: Schedule;
}

interface Entry {
  readonly schedule: Schedule;
  readonly busy: string;
  readonly slots: readonly Slot[];
}

/** How many answers are kept at most: a few dates and durations a minute, a few kilobytes each. */
export const AVAILABILITY_ANSWERS = 256;

const MINUTE_MS = 60_000;

/**
 * The public availability's computed slots, kept while nothing they are computed from changes, so
 * the busiest read of a busy month (time off, 15-minute starts, buffers) costs a lookup.
 *
 * An answer is reused for the same date, duration and buffer when the busy intervals are the same
 * (compared by value), the schedule is the same object (ScheduleService hands out a new one after
 * every reading, so any change of hours or time off misses), and `now` falls in the same minute.
 * Within a minute daySlots' answer cannot change: every instant it compares `now` with (a start, a
 * closing, a start less the notice) is on a whole minute, so only the minute's first millisecond
 * can answer differently from the rest of it, and it gets an entry of its own. The test
 * availability-answers.spec.ts checks this against daySlots itself.
 */
export class AvailabilityAnswers {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly capacity = AVAILABILITY_ANSWERS) {}

  slots(inputs: SlotInputs, compute: () => Slot[]): readonly Slot[] {
    const at = inputs.now.getTime();
    const minute = Math.floor(at / MINUTE_MS);
    const onTheMinute = at % MINUTE_MS === 0 ? 'm' : 'r';
    const key = `${inputs.date}|${inputs.durationMinutes}|${inputs.bufferMinutes}|${minute}${onTheMinute}`;
    const busy = inputs.busy.map((b) => `${b.start.getTime()}-${b.end.getTime()}`).join(',');
    const kept = this.entries.get(key);
    if (kept && kept.schedule === inputs.schedule && kept.busy === busy) return kept.slots;
    const slots = compute();
    this.entries.delete(key);
    this.entries.set(key, { schedule: inputs.schedule, busy, slots });
    if (this.entries.size > this.capacity) {
      this.entries.delete(this.entries.keys().next().value as string);
    }
    return slots;
  }
}
