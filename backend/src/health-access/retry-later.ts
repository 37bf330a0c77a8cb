import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { Response } from 'express';
import { catchError, Observable, throwError } from 'rxjs';
import { AppError } from '../common/app-errors';
import { MESSAGES } from '@esthetics/domain';

/** A refusal that can be tried again after a while: a 429 with its `Retry-After`. */
export class RetryLaterError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    super('healthCodeRequestLimited', MESSAGES.healthCodeRequestLimited(minutes));
  }
}

/** Seconds from `now` until `at`, at least one. */
export const secondsUntil = (at: Date, now: Date): number =>
  Math.max(1, Math.ceil((at.getTime() - now.getTime()) / 1000));

/** Puts a RetryLaterError's wait in the `Retry-After` header (the exception filter writes the rest). */
@Injectable()
export class RetryAfterInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (error instanceof RetryLaterError) {
          context
            .switchToHttp()
            .getResponse<Response>()
            .setHeader('Retry-After', String(error.retryAfterSeconds));
        }
        return throwError(() => error);
      }),
    );
  }
}
