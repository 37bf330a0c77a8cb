/**
 * Time off: one-off blocks (instants: a whole day, several days or part of a day) and weekly blocks
 * (a weekday, from and to on the wall clock, e.g. every Wednesday 12:00-13:00). A blocked time is
 * never offered nor booked; a block never cancels an appointment.
 */
import { HOUR_MS } from '../policy';
import { closingInstant, Interval, overlaps } from './slots';
import { weekdayOf, zonedDateTimeToInstant } from './zone';

/** The longest one-off block: two years. */
export const MAX_BLOCK_DAYS = 731;
export const MAX_BLOCK_MS = MAX_BLOCK_DAYS * 24 * HOUR_MS;
/** The longest private note of a block. */
export const BLOCK_NOTE_MAX = 500;

export interface OneOffBlock {
  readonly kind: 'once';
  readonly startsAt: Date;
  /** Exclusive. */
  readonly endsAt: Date;
}

export interface WeeklyBlock {
  readonly kind: 'weekly';
  /** 0 = Sunday ... 6 = Saturday */
  readonly weekday: number;
  /** "HH:MM" */
  readonly from: string;
  /** "HH:MM", after from; "24:00" is midnight. */
  readonly to: string;
}

export type TimeBlock = OneOffBlock | WeeklyBlock;

/**
 * The instants `blocks` take on `date` in `timeZone`: each one-off block as it is (it may cover the
 * date only in part), each weekly block on the date's weekday from its wall-clock times (so a daylight
 * saving change moves the instants, not the wall clock).
 */
export function blockedOn(
  date: string,
  blocks: readonly TimeBlock[],
  timeZone: string,
): Interval[] {
  const weekday = weekdayOf(date);
  const out: Interval[] = [];
  for (const b of blocks) {
    if (b.kind === 'once') {
      out.push({ start: b.startsAt, end: b.endsAt });
    } else if (b.weekday === weekday) {
      out.push({
        start: zonedDateTimeToInstant(date, b.from, timeZone),
        end: closingInstant(date, { opens: b.from, closes: b.to }, timeZone),
      });
    }
  }
  return out;
}

/** Whether `wanted` on `date` runs into any of `blocks`. */
export function isBlocked(
  date: string,
  wanted: Interval,
  blocks: readonly TimeBlock[],
  timeZone: string,
): boolean {
  return blockedOn(date, blocks, timeZone).some((b) => overlaps(wanted, b));
}

/** The ones of `appointments` that a block would cover (in part or whole), in their order. */
export function appointmentsInBlock<
  T extends { readonly appointmentDate: string; readonly startsAt: Date; readonly endsAt: Date },
>(block: TimeBlock, appointments: readonly T[], timeZone: string): T[] {
  return appointments.filter((a) =>
    isBlocked(a.appointmentDate, { start: a.startsAt, end: a.endsAt }, [block], timeZone),
  );
}
