/**
 * Errors of the use cases. One exception filter turns them into HTTP answers, so services never speak
 * HTTP. Each carries the message the user reads.
 */
export abstract class AppError extends Error {
  abstract readonly httpStatus: number;
  /** The `status` field of the answer. */
  readonly answerStatus: string = 'error';
  constructor(
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class InvalidInputError extends AppError {
  readonly httpStatus = 400;
}
export class NotAuthenticatedError extends AppError {
  readonly httpStatus = 401;
}
export class ForbiddenError extends AppError {
  readonly httpStatus = 403;
}
export class NotFoundError extends AppError {
  readonly httpStatus = 404;
}
export class ConflictError extends AppError {
  readonly httpStatus = 409;
}
/** The e-mail of a registration already has an account: answered with status "exists". */
export class AlreadyExistsError extends ConflictError {
  override readonly answerStatus = 'exists';
}
export class TooManyRequestsError extends AppError {
  readonly httpStatus = 429;
}
/** A service we depend on (the payment provider) did not answer. */
export class ProviderUnavailableError extends AppError {
  readonly httpStatus = 502;
}
