import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** How long a client is asked to wait (`Retry-After`) while the database cannot be reached. */
export const DATABASE_RETRY_AFTER_SECONDS = 30;
/** During an outage, how often the database is asked whether it answers again. */
const RECHECK_MS = 1000;
/** How long a ping may take before the database counts as unreachable. */
const PING_TIMEOUT_MS = 3000;

/** Node's codes for a server that cannot be reached, or that went away. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/**
 * PostgreSQL's: the server shutting down or restarting (57P01-57P03) or full (53300); with class 08,
 * the connection exceptions.
 */
const PG_UNAVAILABLE = new Set(['57P01', '57P02', '57P03', '53300']);
/**
 * node-postgres's and TypeORM's words for a connection that failed, ended or never came, or a query
 * that got no answer at all in time (query_timeout: see dataSourceOptions).
 */
const CONNECTION_LOST =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection is not established|Driver not Connected|Query read timeout/i;
/** PostgreSQL's query_canceled: a statement past statement_timeout (or cancelled by an operator). */
const PG_QUERY_CANCELED = '57014';

/**
 * Whether an error says the database could not be reached (refused, gone, timed out, shutting down),
 * as node-postgres raises it or TypeORM wraps it, rather than that a query was wrong.
 */
export function isDatabaseUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { driverError, errors } = error as { driverError?: unknown; errors?: unknown };
  const causes = [error, driverError, ...(Array.isArray(errors) ? (errors as unknown[]) : [])];
  return causes.some((cause) => {
    if (typeof cause !== 'object' || cause === null) return false;
    const { code, message } = cause as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || PG_UNAVAILABLE.has(code) || /^08[0-9A-Z]{3}$/.test(code))
        return true;
    }
    return typeof message === 'string' && CONNECTION_LOST.test(message);
  });
}

/** Whether an error says PostgreSQL cancelled the statement (statement_timeout), as raised or wrapped. */
export function isStatementCancelled(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { driverError } = error as { driverError?: unknown };
  return [error, driverError].some(
    (cause) =>
      typeof cause === 'object' &&
      cause !== null &&
      (cause as { code?: unknown }).code === PG_QUERY_CANCELED,
  );
}

/**
 * The database's outages as the app meets them: requests (and sweeps) that cannot reach the database
 * say so here, the first of an outage is logged and the others are not, and from then on the database
 * is pinged until it answers, which is logged too. One line when it goes, one when it is back.
 */
@Injectable()
export class DatabaseOutage implements OnApplicationShutdown {
  private readonly logger = new Logger('Database');
  private since: number | null = null;
  private recheck: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /**
   * Whether `error` says the database cannot be reached, or did not answer in time (answered 503).
   * If unreachable it is counted in the outage (which it starts, and logs, when there is none); a
   * statement cancelled by the statement timeout is logged as such, on its own: either way the
   * caller need not log it.
   */
  record(error: unknown): boolean {
    if (isStatementCancelled(error)) {
      // The statement itself is not logged: its parameters can be personal data.
      this.logger.warn('A statement ran past DATABASE_STATEMENT_TIMEOUT_MS and was cancelled');
      return true;
    }
    if (!isDatabaseUnreachable(error)) return false;
    if (this.since === null) {
      this.since = Date.now();
      this.logger.error(
        `The database cannot be reached (${reason(error)}): requests that need it answer 503 until it is back`,
      );
      this.watch();
    }
    return true;
  }

  /** Asks the database for an answer: whether it gave one. Starts or ends an outage as it finds. */
  async ping(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })),
        PING_TIMEOUT_MS,
      );
    });
    try {
      await Promise.race([this.db.query('SELECT 1'), timeout]);
    } catch (e) {
      this.record(e);
      return false;
    } finally {
      clearTimeout(timer);
    }
    this.end();
    return true;
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    if (this.recheck) clearTimeout(this.recheck);
  }

  private end(): void {
    if (this.since === null) return;
    const seconds = Math.round((Date.now() - this.since) / 1000);
    this.since = null;
    if (this.recheck) clearTimeout(this.recheck);
    this.recheck = null;
    this.logger.log(`The database answers again, after ${seconds} s`);
  }

  /** Pings again and again, a moment apart, until the database answers or the app stops. */
  private watch(): void {
    if (this.stopped) return;
    if (this.recheck) clearTimeout(this.recheck);
    this.recheck = setTimeout(() => {
      void this.ping().then((up) => {
        if (!up && this.since !== null) this.watch();
      });
    }, RECHECK_MS);
    this.recheck.unref();
  }
}

/** What went wrong, briefly: the error's code, else its first line. */
function reason(error: unknown): string {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && code) return code;
  return String(message ?? error)
    .split('\n')[0]
    .slice(0, 200);
}
