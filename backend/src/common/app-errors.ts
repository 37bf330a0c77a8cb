import {
  FixedMessageCode,
  MESSAGES,
  MessageCode,
  TemplateMessageCode,
  ValidationFailure,
} from '@esthetics/domain';

/**
 * The kind of an error raised without a catalogue code of its own (a framework error, or one of the
 * kind classes below). Prefer a catalogue code: `AppError.of('clientNotFound')`.
 */
export type ErrorKind =
  | 'invalidInput'
  | 'notAuthenticated'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooManyRequests'
  | 'providerUnavailable';

/**
 * The stable name of an error, sent in the answer's `code`: the key of its message in the domain's
 * catalogue, or a kind. The HTTP status is chosen from it, in one place (`httpStatusOf`).
 */
export type ErrorCode = MessageCode | ErrorKind;

/**
 * Errors of the use cases. One exception filter turns them into HTTP answers, so services never speak
 * HTTP. Each carries a code and the message the user reads.
 */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** The catalogue's fixed sentence for `code`. */
  static of(code: FixedMessageCode, field?: string): AppError {
    return new AppError(code, MESSAGES[code], field);
  }

  /** A templated catalogue message: `AppError.with('alreadyInStatus', [status], 'status')`. */
  static with<K extends TemplateMessageCode>(
    code: K,
    args: Parameters<(typeof MESSAGES)[K]>,
    field?: string,
  ): AppError {
    const template = MESSAGES[code] as (...values: Parameters<(typeof MESSAGES)[K]>) => string;
    return new AppError(code, template(...args), field);
  }

  /** A failed domain validation, with its code, message and field. */
  static from(failure: ValidationFailure): AppError {
    return new AppError(failure.code, failure.message, failure.field);
  }
}

// The kinds as classes, for errors that have no catalogue code of their own.

export class InvalidInputError extends AppError {
  constructor(message: string, field?: string) {
    super('invalidInput', message, field);
  }
}
export class NotAuthenticatedError extends AppError {
  constructor(message: string, field?: string) {
    super('notAuthenticated', message, field);
  }
}
export class ForbiddenError extends AppError {
  constructor(message: string, field?: string) {
    super('forbidden', message, field);
  }
}
export class NotFoundError extends AppError {
  constructor(message: string, field?: string) {
    super('notFound', message, field);
  }
}
export class ConflictError extends AppError {
  constructor(message: string, field?: string) {
    super('conflict', message, field);
  }
}
export class TooManyRequestsError extends AppError {
  constructor(message: string, field?: string) {
    super('tooManyRequests', message, field);
  }
}
/** A service we depend on (the payment provider) did not answer. */
export class ProviderUnavailableError extends AppError {
  constructor(message: string, field?: string) {
    super('providerUnavailable', message, field);
  }
}
