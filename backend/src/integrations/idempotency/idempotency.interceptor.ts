import {
  CallHandler,
  ExecutionContext,
  HttpException,
  Injectable,
  Logger,
  NestInterceptor,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { createHash } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { from, mergeMap, Observable } from 'rxjs';
import { AuthenticatedRequest } from '../../auth/guards';
import { TokenService } from '../../auth/token.service';
import { AppError } from '../../common/app-errors';
import { Clock } from '../../common/clock';
import {
  ABANDONED_AFTER_MS,
  IDEMPOTENCY_KEY_HEADER,
  isStoredStatus,
  isValidIdempotencyKey,
  KEY_LIFETIME_MS,
  requestHash,
} from './idempotency-key';
import { IdempotencyStore } from './ports/idempotency-store.port';

/**
 * How long a request whose key is held by another, unanswered request waits for that answer to
 * replay it, before it is answered 409. Wall-clock time (a wait on the wire), not the app's clock.
 */
export const IN_PROGRESS_WAIT_MS = 10_000;
const POLL_FIRST_MS = 25;
const POLL_MAX_MS = 250;

/** A kept answer, thrown past the handler and written by IdempotentReplayFilter. */
export class IdempotentReplay extends HttpException {
  constructor(
    readonly replayStatus: number,
    readonly replayBody: string,
  ) {
    super('Idempotent replay', replayStatus);
  }
}

/**
 * The Idempotency-Key flow of a route (see `@Idempotent()`): without the header, nothing changes.
 * With it, the key is claimed in the database for this route and caller before the handler runs; the
 * answer that goes out (the handler's, or the exception filter's) is kept with it, or the key released
 * on a 5xx or 429. The same key and body again replays the kept answer; a concurrent duplicate waits
 * for the first answer and replays it; the same key with another body is 422.
 */
@Injectable()
export class IdempotencyInterceptor implements NestInterceptor {
  private readonly logger = new Logger('Idempotency');

  constructor(
    private readonly store: IdempotencyStore,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
  ) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const response = context.switchToHttp().getResponse<Response>();
    const key = request.header(IDEMPOTENCY_KEY_HEADER);
    if (key === undefined) return next.handle();
    return from(this.claim(request, response, key)).pipe(mergeMap(() => next.handle()));
  }

  /** Claims the key for this request (and arranges for its answer to be kept), or throws the answer. */
  private async claim(request: AuthenticatedRequest, response: Response, key: string) {
    if (!isValidIdempotencyKey(key)) throw AppError.of('idempotencyKeyInvalid', 'Idempotency-Key');
    const scope = `${request.method} ${routeOf(request)} ${await this.callerOf(request)}`;
    const hash = requestHash(request.body);
    const deadline = performance.now() + IN_PROGRESS_WAIT_MS;
    for (let attempt = 0; ; attempt++) {
      const now = this.clock.now();
      const found = await this.store.claim({
        scope,
        key,
        requestHash: hash,
        now,
        expiresAt: new Date(now.getTime() + KEY_LIFETIME_MS),
        abandonedBefore: new Date(now.getTime() - ABANDONED_AFTER_MS),
      });
      if (found.state === 'claimed') {
        this.keepAnswer(response, scope, key, found.lock);
        return;
      }
      if (found.state !== 'gone' && found.requestHash !== hash) {
        throw AppError.of('idempotencyKeyReused', 'Idempotency-Key');
      }
      if (found.state === 'completed') throw new IdempotentReplay(found.status, found.body);
      if (performance.now() >= deadline) {
        response.setHeader('Retry-After', '1');
        throw AppError.of('idempotencyKeyInProgress', 'Idempotency-Key');
      }
      await sleep(Math.min(POLL_FIRST_MS * 2 ** attempt, POLL_MAX_MS));
    }
  }

  /**
   * Whoever answers the request (the handler's result, or the exception filter's error) sends it with
   * `response.json`: the answer is kept (or the key released) before it leaves, so a retry that
   * follows the answer finds it.
   */
  private keepAnswer(response: Response, scope: string, key: string, lock: string): void {
    const send = response.json.bind(response);
    response.json = (body: unknown) => {
      response.json = send;
      const status = response.statusCode;
      const settle = isStoredStatus(status)
        ? this.store.complete(scope, key, lock, { status, body: JSON.stringify(body) ?? 'null' })
        : this.store.release(scope, key, lock);
      void settle
        .catch((e: unknown) => {
          // The key stays in progress until it counts as abandoned (ABANDONED_AFTER_MS).
          this.logger.warn(`Could not record an idempotent answer: ${String(e)}`);
        })
        .finally(() => send(body));
      return response;
    };
  }

  /**
   * Whose key space this is. A valid session token: its principal. Any other bearer token (an API
   * key): that token, by its hash (never stored in clear). No token: the route's shared anonymous
   * space, where keys are long random values and a replay needs the very same body.
   */
  private async callerOf(request: AuthenticatedRequest): Promise<string> {
    if (request.principal) return `${request.principal.role}:${request.principal.subject}`;
    const match = /^Bearer\s+(\S+)$/i.exec(request.header('authorization') ?? '');
    if (!match) return 'anonymous';
    const principal = await this.tokens.verify(match[1]);
    if (principal) return `${principal.role}:${principal.subject}`;
    return `bearer:${createHash('sha256').update(match[1]).digest('hex')}`;
  }
}

/** The route's path pattern (`/api/bookings`), not the URL asked for. */
function routeOf(request: Request): string {
  const route = request.route as { path?: unknown } | undefined;
  return typeof route?.path === 'string' ? route.path : request.path;
}
