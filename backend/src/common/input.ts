import { Validation } from '@esthetics/domain';
import { AppError } from './app-errors';

/** The value of a passed domain validation; a failed one is thrown with the domain's code and message. */
export function valueOrThrow<T>(result: Validation<T>): T {
  if (!result.ok) throw AppError.from(result);
  return result.value;
}

/** A JSON body as a record; anything else (an array, a string) reads as an empty form. */
export function asRecord(body: unknown): Record<string, unknown> {
  return typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
}
