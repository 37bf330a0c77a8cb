/** The public availability query's own field: how long a visit the free start times are asked for. */
import { fail, failWith, pass } from './checks';
import { Validation } from './result';

/** Minutes asked for when the query names no duration: the length of most single services. */
export const DEFAULT_AVAILABILITY_DURATION = 60;
/** The longest visit availability is asked for: a whole day of twelve hours. */
export const MAX_AVAILABILITY_DURATION = 12 * 60;

/**
 * The `duration` of an availability query, as the query string gives it: absent means
 * DEFAULT_AVAILABILITY_DURATION; otherwise a whole number of minutes written in digits (no sign but a
 * minus, no exponent, a fraction of zeros only as in `60.0`, given once), from 1 to
 * MAX_AVAILABILITY_DURATION. The API documents it as a JSON Schema integer, which 60.0 is.
 */
export function availabilityDuration(raw: unknown): Validation<number> {
  if (raw === undefined) return pass(DEFAULT_AVAILABILITY_DURATION);
  const given = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
  if (!/^-?\d{1,9}(\.0+)?$/.test(given)) return fail('durationNotWhole', 'duration');
  const minutes = Number(given);
  if (minutes < 1) return fail('durationTooShort', 'duration');
  if (minutes > MAX_AVAILABILITY_DURATION) {
    return failWith('durationTooLong', [MAX_AVAILABILITY_DURATION], 'duration');
  }
  return pass(minutes);
}
