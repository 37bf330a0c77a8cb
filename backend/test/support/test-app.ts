import { NestExpressApplication } from '@nestjs/platform-express';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { createApp } from '../../src/app.setup';
import { Clock } from '../../src/common/clock';
import { AppConfig } from '../../src/config/app-config';
import { EmbeddedDatabase } from '../../src/database/embedded-database';
import { prepareDatabase } from '../../src/database/prepare-database';
import { spawn } from 'node:child_process';
import request from 'supertest';
import { facialBooking } from './booking-request.cjs';
import { assertTestDatabase } from './global-setup';
import { sql } from './processes';

/** A clock the test moves by hand; its waits pass at once and are recorded in `waits`. */
export class FakeClock extends Clock {
  /** Every wait the app asked for, in milliseconds, in order. */
  readonly waits: number[] = [];
  constructor(private current: Date) {
    super();
  }
  now(): Date {
    return new Date(this.current);
  }
  override wait(ms: number): Promise<void> {
    this.waits.push(ms);
    return Promise.resolve();
  }
  set(at: Date): void {
    this.current = new Date(at);
  }
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

/** Monday 2026-11-23 09:00 in New York: the tests' "now". */
export const TEST_NOW = new Date('2026-11-23T14:00:00Z');
export const ADMIN_PASSWORD = 'correct-horse-battery';

export interface TestApp {
  readonly app: NestExpressApplication;
  readonly http: ReturnType<NestExpressApplication['getHttpServer']>;
  readonly config: AppConfig;
  readonly clock: FakeClock;
  readonly dataDir: string;
  /** Where another instance can reach the same database. */
  readonly database: { url: string; schema: string };
  /** Stops the app; keeps the data when `keepData` (to restart on it). */
  close(options?: { keepData?: boolean }): Promise<void>;
}

export interface TestAppOptions {
  env?: Record<string, string>;
  clock?: FakeClock;
  dataDir?: string;
  /** Reuse a database (another instance, or a restart). */
  database?: { url: string; schema: string };
  /** The URL the app connects to instead of the database's own (a proxy in front of it). */
  connectVia?: (databaseUrl: string) => Promise<string>;
}

/**
 * The whole app on a fresh database: a schema of its own in TEST_DATABASE_URL when set (CI's
 * PostgreSQL), else embedded PGlite in a temporary DATA_DIR.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = options.dataDir ?? newDataDir();
  const clock = options.clock ?? new FakeClock(TEST_NOW);
  let embedded: EmbeddedDatabase | null = null;
  let database = options.database;
  let ownsSchema = false;
  if (!database) {
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      assertTestDatabase(url);
      const schema = `t_${randomBytes(6).toString('hex')}`;
      await sql(url, `CREATE SCHEMA ${schema}`);
      database = { url, schema };
      ownsSchema = true;
    } else {
      embedded = await startEmbeddedDatabaseProcess(dataDir);
      database = { url: embedded.url, schema: 'public' };
    }
  }
  const config = AppConfig.fromEnv({
    DATA_DIR: dataDir,
    DATABASE_URL: options.connectVia ? await options.connectVia(database.url) : database.url,
    DATABASE_SCHEMA: database.schema,
    ...(process.env.TEST_DATABASE_URL ? {} : { DATABASE_POOL_SIZE: '1' }),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    ADMIN_PASSWORD,
    LOGIN_RATE_LIMIT_PER_IP: '100000',
    FORM_RATE_LIMIT_PER_IP: '100000',
    UNPAID_HOLDS_PER_CLIENT: '100000',
    PUBLIC_URL: 'http://localhost:3000',
    SWEEP_INTERVAL_MS: '0',
    MAIL_INTERVAL_MS: '0',
    ...options.env,
  });
  await prepareDatabase(config);
  const app = await createApp(config, { clock });
  await app.init();
  const db = database;
  return {
    app,
    http: app.getHttpServer(),
    config,
    clock,
    dataDir,
    database: db,
    async close(closeOptions = {}) {
      await app.close();
      if (ownsSchema && !closeOptions.keepData)
        await sql(db.url, `DROP SCHEMA ${db.schema} CASCADE`);
      await embedded?.stop();
    },
  };
}

/** A fresh, empty DATA_DIR. */
export function newDataDir(): string {
  return mkdtempSync(path.join(os.tmpdir(), 'esthetics-test-'));
}

/** Drops a PostgreSQL schema kept for a restart, once no app uses it. */
export function dropSchema(database: { url: string; schema: string }): Promise<void> {
  return sql(database.url, `DROP SCHEMA IF EXISTS ${database.schema} CASCADE`);
}

let counter = 0;
/** A unique e-mail per call, so tests never collide. */
export function uniqueEmail(prefix = 'client'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export function bookingPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    ...facialBooking(),
    email: uniqueEmail('booker'),
    phone: '(301) 555-0123',
    preferred_date: '2026-11-24',
    preferred_time: '10:00',
    ...overrides,
  };
}

/** A client's registration with every required field valid and a unique e-mail. */
export function clientPayload(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Maya',
    last_name: 'Reed',
    email: uniqueEmail('maya'),
    phone: '301-555-0188',
    ...overrides,
  };
}

/** A corporate inquiry with the required fields only, valid, and a unique e-mail. */
export function inquiryPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    companyName: 'Acme',
    contactName: 'Jordan',
    email: uniqueEmail('corp'),
    phone: '3015550100',
    ...overrides,
  };
}

/** The app's embedded database, run in a child process (see pglite-server.js) whose id is `pid`. */
export function startEmbeddedDatabaseProcess(
  dataDir: string,
): Promise<EmbeddedDatabase & { pid: number }> {
  const child = spawn(process.execPath, [path.join(__dirname, 'pglite-server.js'), dataDir], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let out = '';
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    child.on('exit', (code) => reject(new Error(`embedded database exited with ${code}: ${err}`)));
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const line = out.split('\n')[0];
      if (out.includes('\n')) {
        resolve({
          url: line.trim(),
          pid: child.pid as number,
          stop: () =>
            new Promise<void>((done) => {
              child.removeAllListeners('exit');
              child.once('exit', () => done());
              child.kill('SIGTERM');
            }),
        });
      }
    });
  });
}

/**
 * Successive weekdays from Tuesday 2026-12-01 (open days, a week after the tests' "now"), one per
 * call, so the tests of a file never book each other's slots.
 */
export function weekdays(): () => string {
  const day = new Date(Date.UTC(2026, 11, 1));
  return () => {
    while (day.getUTCDay() === 0 || day.getUTCDay() === 6) day.setUTCDate(day.getUTCDate() + 1);
    const date = day.toISOString().slice(0, 10);
    day.setUTCDate(day.getUTCDate() + 1);
    return date;
  };
}

/** Logs the admin in on `http` with the tests' password; answers the admin's Authorization header. */
export async function adminHeader(http: TestApp['http']): Promise<{ Authorization: string }> {
  const login = await request(http)
    .post('/api/admin/login')
    .send({ username: 'admin', password: ADMIN_PASSWORD })
    .expect(200);
  return { Authorization: `Bearer ${login.body.token}` };
}
