import { MESSAGES } from '@esthetics/domain';
import { ApiError } from './api-error';

export {
  ApiError,
  SessionExpiredError,
  apiErrorFrom,
  throwApiErrors,
  isSessionExpired,
} from './api-error';

/** A failed call as the user reads it: the server's message, else `fallback`; no answer at all is a network error. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  return MESSAGES.networkError;
}
