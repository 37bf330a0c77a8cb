import { MESSAGES } from '@esthetics/domain';
import type { Middleware } from 'openapi-fetch';
import { ApiError, SessionExpiredError } from './api-error';

export { ApiError, SessionExpiredError, isSessionExpired } from './api-error';

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The ApiError for a non-OK answer, from its `{ status, message, detail, field }` body when it has one. */
export async function apiErrorFrom(response: Response, withToken: boolean): Promise<ApiError> {
  let body: unknown;
  try {
    body = JSON.parse(await response.clone().text());
  } catch {
    body = undefined;
  }
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const message = nonEmpty(record.message) ?? nonEmpty(record.detail) ?? '';
  if (response.status === 401 && withToken) return new SessionExpiredError(message);
  return new ApiError(
    response.status,
    message,
    nonEmpty(record.field),
    nonEmpty(record.status) ?? undefined,
    nonEmpty(record.detail),
    nonEmpty(record.code),
  );
}

/**
 * Per-request middleware of the client area: an error answer becomes a thrown ApiError (so TanStack
 * Query sees it as an error, with its status). The shared `api` client is left as it is for other pages.
 */
export const throwApiErrors: Middleware = {
  async onResponse({ request, response }) {
    if (!response.ok) throw await apiErrorFrom(response, request.headers.has('Authorization'));
    return undefined;
  },
};

/** A failed call as the user reads it: the server's message, else `fallback`; no answer at all is a network error. */
export function failureMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.message || fallback;
  return MESSAGES.networkError;
}
