import { FixedMessageCode, isDateRange, isValidDate } from '@esthetics/domain';
import { AppError } from './app-errors';

/**
 * Query parameters of the admin lists and the money routes, checked: a bad one answers 400 with the
 * domain's message. An absent or empty parameter is none. A parameter given twice is refused (it
 * reads as a list).
 */

/** The parameter's text, trimmed; null when absent or empty. */
export function single(value: unknown, code: FixedMessageCode, field: string): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw AppError.of(code, field);
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}

/** One of `allowed`, or null when absent. */
export function choiceParam<T extends string>(
  value: unknown,
  allowed: readonly T[],
  code: FixedMessageCode,
  field: string,
): T | null {
  const text = single(value, code, field);
  if (text === null) return null;
  if (!(allowed as readonly string[]).includes(text)) throw AppError.of(code, field);
  return text as T;
}

/** A date YYYY-MM-DD, or null when absent. */
export function dateParam(value: unknown, code: FixedMessageCode, field: string): string | null {
  const date = single(value, code, field);
  if (date !== null && !isValidDate(date)) throw AppError.of(code, field);
  return date;
}

/** Dates YYYY-MM-DD, each optional, `from` not after `to`. */
export function dateRangeParams(
  fromValue: unknown,
  toValue: unknown,
): { from: string | null; to: string | null } {
  const from = single(fromValue, 'invalidDateRange', 'from');
  const to = single(toValue, 'invalidDateRange', 'to');
  if (from !== null && !isValidDate(from)) throw AppError.of('invalidDateRange', 'from');
  if (to !== null && !isValidDate(to)) throw AppError.of('invalidDateRange', 'to');
  if (from !== null && to !== null && !isDateRange(from, to))
    throw AppError.of('invalidDateRange', 'from');
  return { from, to };
}
