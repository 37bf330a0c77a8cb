import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { FixedMessageCode, MESSAGES } from '@esthetics/domain';
import { Request, Response } from 'express';
import { AppError, ErrorCode } from './app-errors';
import { DATABASE_RETRY_AFTER_SECONDS, DatabaseOutage } from './database-outage';
import { allowedMethods } from './method-not-allowed';
import { answerStatusOf, httpStatusOf, kindOfStatus } from './error-status';

export interface ErrorAnswer {
  status: string;
  code: ErrorCode;
  message: string;
  detail: string;
  field?: string;
}

const PG_EXCLUSION_VIOLATION = '23P01';
/** PostgreSQL data exceptions (class 22) that only bad input can cause. */
const PG_DATA_EXCEPTIONS = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22021',
  '22P02',
  '22P05',
  '54000',
]);

/**
 * Every error leaves as `{ status, code, message, detail }` with the right HTTP status: use-case
 * errors by their code (`httpStatusOf`), framework errors (bad JSON, body too large, unknown route) by
 * theirs, a database that cannot be reached 503 with `Retry-After` (logged once per outage, by
 * DatabaseOutage), anything else 500 with a generic message (and the error logged, never returned).
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly database: DatabaseOutage) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<Request>();
    const [httpStatus, answer] = this.toAnswer(exception, request);
    if (httpStatus === HttpStatus.METHOD_NOT_ALLOWED)
      response.setHeader('Allow', allowedMethods(request).join(', '));
    else if (answer.code === 'databaseUnavailable')
      response.setHeader('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS));
    else if (httpStatus >= 500)
      this.logger.error(exception instanceof Error ? exception.stack : String(exception));
    response.status(httpStatus).json(answer);
  }

  private toAnswer(exception: unknown, request: Request): [number, ErrorAnswer] {
    if (exception instanceof AppError) {
      return [
        httpStatusOf(exception.code),
        answer(exception.code, exception.message, exception.field),
      ];
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      // Nest turns the JSON parser's SyntaxError (and a path's bad percent-encoding) into a
      // BadRequestException carrying the parser's own text, which quotes the input. Both fail
      // before any route matched, which no use-case or validation error does.
      if (status === HttpStatus.BAD_REQUEST && !request.route) {
        const code =
          request.body === undefined && request.is('json') ? 'requestNotJson' : 'requestUnreadable';
        return [status, answer(code, MESSAGES[code])];
      }
      const body = exception.getResponse();
      let message = exception.message;
      if (typeof body === 'object' && body !== null && 'message' in body) {
        const m = (body as { message: unknown }).message;
        message = Array.isArray(m) ? m.join('; ') : String(m);
      }
      if (status === HttpStatus.NOT_FOUND && !request.route) {
        // No route took the request: a known path asked with a method it does not answer is a 405.
        if (allowedMethods(request).length > 0) return fromCatalogue('methodNotAllowed');
        if (message.startsWith('Cannot ')) message = MESSAGES.notFound;
      }
      return [status, answer(kindOfStatus(status), message)];
    }
    const e = exception as { type?: string; status?: number; code?: string };
    if (e?.type === 'entity.too.large') return fromCatalogue('requestTooLarge');
    if (e?.type === 'entity.parse.failed') return fromCatalogue('requestNotJson');
    if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500) {
      return [e.status, answer('requestUnreadable', MESSAGES.requestUnreadable)];
    }
    if (e?.code === PG_EXCLUSION_VIOLATION) return fromCatalogue('slotTaken');
    // Data the database cannot store (a NUL character, a number or date out of range): the input's fault.
    if (typeof e?.code === 'string' && PG_DATA_EXCEPTIONS.has(e.code)) {
      return fromCatalogue('valueNotStorable');
    }
    if (this.database.record(exception)) return fromCatalogue('databaseUnavailable');
    return fromCatalogue('serverError');
  }
}

function answer(code: ErrorCode, message: string, field?: string): ErrorAnswer {
  const status = answerStatusOf(code);
  return field
    ? { status, code, message, detail: message, field }
    : { status, code, message, detail: message };
}

/** An error with a fixed catalogue message, its status chosen from its code. */
function fromCatalogue(code: FixedMessageCode): [number, ErrorAnswer] {
  return [httpStatusOf(code), answer(code, MESSAGES[code])];
}
