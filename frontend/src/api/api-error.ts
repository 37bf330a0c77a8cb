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

export const isSessionExpired = (error: unknown): error is SessionExpiredError =>
  error instanceof SessionExpiredError;
