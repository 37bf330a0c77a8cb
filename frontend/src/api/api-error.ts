import type { Middleware } from 'openapi-fetch';

/**
 * An error answer of the API, kept with its HTTP status: the client area must tell a rejected token
 * (401) from a wrong login (401 without a token), a missing health form (404) or a rate limit (429),
 * and the answer's body alone does not say which.
 */
export class ApiError extends Error {
  constructor(
    /** The HTTP status. */
    readonly status: number,
    /** The server's message for the user; empty when it sent none. */
    message: string,
    /** The form field the message is about, when the server named one. */
    readonly field?: string,
    /** The answer's own `status` field ("error", or "exists" for a taken registration e-mail). */
    readonly answerStatus?: string,
    /** The answer's `detail` when it sent one (the booking flow shows it before the message). */
    readonly detail?: string,
    /** The answer's stable `code` (a message key such as `slotTaken`): decide from it, not the text. */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** A call made with the client's token answered 401: the token expired or was rejected. */
export class SessionExpiredError extends ApiError {
  constructor(message: string) {
    super(401, message);
    this.name = 'SessionExpiredError';
  }
}

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

export const isSessionExpired = (error: unknown): error is SessionExpiredError =>
  error instanceof SessionExpiredError;
