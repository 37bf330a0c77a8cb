import { Logger } from '@nestjs/common';
import { DataSource, QueryFailedError } from 'typeorm';
import { DatabaseOutage, isDatabaseUnreachable } from './database-outage';

/** An error as node-postgres raises it: a message and sometimes a code. */
function pgError(message: string, code?: string): Error {
  return Object.assign(new Error(message), code ? { code } : {});
}

describe('isDatabaseUnreachable', () => {
  it.each([
    ['a refused connection', pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', pgError('read ECONNRESET', 'ECONNRESET')],
    ['an unknown host', pgError('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['a connection that ended', pgError('Connection terminated unexpectedly')],
    ['a connect timeout', pgError('Connection terminated due to connection timeout')],
    ['a full pool', pgError('timeout exceeded when trying to connect')],
    ['a query that got no answer in time', pgError('Query read timeout')],
    [
      'a query that got no answer in time, wrapped by TypeORM',
      new QueryFailedError('SELECT 1', [], pgError('Query read timeout')),
    ],
    [
      'the server shutting down',
      pgError('terminating connection due to administrator command', '57P01'),
    ],
    ['the server starting', pgError('the database system is starting up', '57P03')],
    ['too many connections', pgError('sorry, too many clients already', '53300')],
    ['a connection exception', pgError('connection failure', '08006')],
    ['every address refusing', new AggregateError([pgError('connect', 'ECONNREFUSED')])],
    [
      'one wrapped by TypeORM',
      new QueryFailedError('SELECT 1', [], pgError('terminating connection', '57P01')),
    ],
  ])('recognises %s', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', pgError('duplicate key value', '23505')],
    ['an exclusion violation', pgError('conflicting key value', '23P01')],
    ['a syntax error', new QueryFailedError('SELEC', [], pgError('syntax error', '42601'))],
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('does not take %s for an outage', (_name, error) => {
    expect(isDatabaseUnreachable(error)).toBe(false);
  });
});

/** A database that answers or not, as the test says. */
class SwitchableDatabase {
  up = true;
  query(): Promise<unknown> {
    return this.up
      ? Promise.resolve([{ '?column?': 1 }])
      : Promise.reject(pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'));
  }
}

describe('DatabaseOutage', () => {
  let db: SwitchableDatabase;
  let outage: DatabaseOutage;
  let lines: string[];

  beforeEach(() => {
    jest.useFakeTimers();
    lines = [];
    for (const level of ['log', 'warn', 'error'] as const) {
      jest
        .spyOn(Logger.prototype, level)
        .mockImplementation((message: unknown, ..._rest: unknown[]) => {
          lines.push(`${level} ${String(message)}`);
        });
    }
    db = new SwitchableDatabase();
    outage = new DatabaseOutage(db as unknown as DataSource);
  });

  afterEach(() => {
    outage.onApplicationShutdown();
    jest.restoreAllMocks();
    jest.useRealTimers();
  });

  it('logs the first failure of an outage only, and the end of it once the database answers', async () => {
    db.up = false;
    const refused = pgError('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED');
    expect(outage.record(refused)).toBe(true);
    expect(outage.record(refused)).toBe(true);
    expect(outage.record(pgError('Connection terminated unexpectedly'))).toBe(true);
    await jest.advanceTimersByTimeAsync(5000); // still down: pinged, nothing more logged
    expect(lines).toEqual([
      'error The database cannot be reached (ECONNREFUSED): requests that need it answer 503 until it is back',
    ]);
    db.up = true;
    await jest.advanceTimersByTimeAsync(1000);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toMatch(/^log The database answers again, after \d+ s$/);
    // A new outage is a new line.
    expect(outage.record(refused)).toBe(true);
    expect(lines).toHaveLength(3);
  });

  it('answers 503 for a statement cancelled by the statement timeout, logged without its text, and starts no outage', () => {
    const cancelled = new QueryFailedError(
      "SELECT * FROM clients WHERE email = 'a@b.example'",
      ['a@b.example'],
      pgError('canceling statement due to statement timeout', '57014'),
    );
    expect(outage.record(cancelled)).toBe(true);
    expect(lines).toEqual([
      'warn A statement ran past DATABASE_STATEMENT_TIMEOUT_MS and was cancelled',
    ]);
  });

  it('leaves other errors to the caller', () => {
    expect(outage.record(pgError('duplicate key value', '23505'))).toBe(false);
    expect(lines).toEqual([]);
  });

  it('pings for the health check, starting and ending an outage as it finds', async () => {
    await expect(outage.ping()).resolves.toBe(true);
    db.up = false;
    await expect(outage.ping()).resolves.toBe(false);
    await expect(outage.ping()).resolves.toBe(false);
    expect(lines).toHaveLength(1);
    db.up = true;
    await expect(outage.ping()).resolves.toBe(true);
    expect(lines).toHaveLength(2);
  });

  it('counts a database that does not answer in time as down', async () => {
    const hanging = new DatabaseOutage({
      query: () => new Promise(() => undefined),
    } as unknown as DataSource);
    const answer = hanging.ping();
    await jest.advanceTimersByTimeAsync(3000);
    await expect(answer).resolves.toBe(false);
    expect(lines[0]).toMatch(/^error The database cannot be reached \(ETIMEDOUT\)/);
    hanging.onApplicationShutdown();
  });
});
