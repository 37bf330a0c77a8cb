import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { type Store, storage } from 'nestjs-pino/storage';
import type { Logger } from 'pino';

/** A request's id: the caller's X-Request-Id when it is safe to echo, else a new one. */
export function requestId(given: unknown): string {
  return typeof given === 'string' && /^[\w-]{1,100}$/.test(given) ? given : randomUUID();
}

/** What a request's log lines bind as `req` (pino's `req` serializer masks the path). */
export interface LoggedRequest {
  readonly id: string;
  readonly method: string;
  readonly url: string;
}

/**
 * The API's request logging, mounted on /api before every other middleware (app.setup.ts): each
 * request gets its id (echoed as X-Request-Id), the app's Logger writes within it with a child
 * logger bound to it (nestjs-pino's async-context store, which LoggerModule reads), and, when the
 * level is `info` or finer, an access line is written as the response ends (`req`, `res`,
 * `responseTime`, as pino-http wrote it), but for `ignored` paths.
 *
 * In place of pino-http, which did the same at a cost measured at about a third of the CPU of a
 * cached GET (docs/benchmarks.md): it bound a child logger to every request (serialising and
 * redacting the request) and hung several properties and listeners on the request and response,
 * even when nothing was logged. Here the child logger is made when something is logged, and the
 * listener only when access lines are.
 */
export class RequestLogging {
  constructor(
    readonly logger: Logger,
    private readonly ignored: (path: string) => boolean = () => false,
  ) {}

  get handlers(): RequestHandler[] {
    return [(req, res, next) => this.handle(req, res, next)];
  }

  private handle(req: Request, res: Response, next: NextFunction): void {
    const id = requestId(req.headers['x-request-id']);
    res.setHeader('x-request-id', id);
    const path = req.originalUrl;
    const root = this.logger;
    let child: Logger | null = null;
    const logged: LoggedRequest = { id, method: req.method, url: path };
    const store: Store = {
      get logger() {
        return (child ??= root.child({ req: logged }));
      },
    };
    if (root.isLevelEnabled('info') && !this.ignored(path.split('?')[0])) {
      const started = performance.now();
      res.once('close', () => {
        const responseTime = Math.round(performance.now() - started);
        const message = !res.writableFinished
          ? 'request aborted'
          : res.statusCode >= 500
            ? 'request errored'
            : 'request completed';
        store.logger.info({ res, responseTime }, message);
      });
    }
    storage.run(store, next);
  }
}
