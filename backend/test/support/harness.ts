import { DataSource } from 'typeorm';
import { sessionOf } from './admin-sessions';
import { AppSteps } from './app-steps';
import { FakeStripe } from './fake-stripe';
import { TestSmtpServer } from './smtp';
import {
  dropSchema,
  FakeClock,
  newDataDir,
  startTestApp,
  TEST_NOW,
  TestApp,
  TestAppOptions,
} from './test-app';

/** The webhook secret the app is given when the Stripe fake plays Stripe. */
export const WEBHOOK_SECRET = 'whsec_test_secret_for_webhooks';

export interface HarnessOptions {
  /** More of the app's environment (AppConfig.fromEnv's names), over the tests' defaults. */
  env?: Record<string, string>;
  /** Fills the app's fresh DATA_DIR (business.json, photos) before it starts. */
  prepare?: (dataDir: string) => void | Promise<void>;
  /** A real SMTP server in the test process as SMTP_URL; `refuseFirst` deliveries answered 451. */
  smtp?: boolean | { refuseFirst: number };
  /** The Stripe fake as Stripe's API, with its key and a webhook secret (WEBHOOK_SECRET by default). */
  stripe?: boolean | { webhookSecret: string };
  /** Log the admin in whenever the app starts (default): `adminToken`, `asAdmin()`. */
  admin?: boolean;
  /** Put the clock back to TEST_NOW after each test. */
  resetClock?: boolean;
}

/**
 * The whole app on a fresh database (see startTestApp) with a clock the test moves, and as options
 * the SMTP and Stripe fakes, and the steps of AppSteps (log in, book, check out, pay, register a
 * client, read the outbox, run the sweeps). It is a TestApp once started.
 */
export class Harness extends AppSteps implements TestApp {
  private readonly smtpServer: TestSmtpServer | null;
  private readonly stripeFake: FakeStripe | null;
  readonly webhookSecret: string;
  private current: TestApp | null = null;
  private token: string | null = null;
  /** The first start's PostgreSQL schema, dropped at the last close (restarts keep it). */
  private keptSchema: TestApp['database'] | null = null;
  private fakesEnv: Record<string, string> = {};

  constructor(private readonly options: HarnessOptions = {}) {
    super();
    const smtp = options.smtp;
    this.smtpServer = smtp ? new TestSmtpServer(smtp === true ? {} : smtp) : null;
    this.stripeFake = options.stripe ? new FakeStripe() : null;
    this.webhookSecret =
      typeof options.stripe === 'object' ? options.stripe.webhookSecret : WEBHOOK_SECRET;
  }

  /** Starts the fakes asked for, then the app on a fresh DATA_DIR and database. */
  async start(): Promise<this> {
    if (this.smtpServer) this.fakesEnv.SMTP_URL = await this.smtpServer.start();
    if (this.stripeFake) {
      this.fakesEnv = {
        ...this.fakesEnv,
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: this.webhookSecret,
        STRIPE_API_URL: await this.stripeFake.start(),
      };
    }
    const dataDir = newDataDir();
    await this.options.prepare?.(dataDir);
    await this.boot({ dataDir, env: this.options.env });
    return this;
  }

  /**
   * Stops the app and starts it again on the same DATA_DIR, database and clock, with `env` in place
   * of the harness's own when given.
   */
  async restart(options: { env?: Record<string, string> } = {}): Promise<this> {
    const previous = this.running();
    if (process.env.TEST_DATABASE_URL) this.keptSchema ??= previous.database;
    this.current = null;
    this.token = null;
    await previous.close({ keepData: true });
    await this.boot({
      dataDir: previous.dataDir,
      clock: previous.clock,
      ...(process.env.TEST_DATABASE_URL ? { database: previous.database } : {}),
      env: options.env ?? this.options.env,
    });
    return this;
  }

  /** Stops the app, drops its data and stops the fakes. */
  async close(): Promise<void> {
    const app = this.current;
    this.current = null;
    try {
      await app?.close();
      if (this.keptSchema) await dropSchema(this.keptSchema);
    } finally {
      await this.stripeFake?.stop();
      await this.smtpServer?.stop();
    }
  }

  private async boot(options: TestAppOptions): Promise<void> {
    this.current = await startTestApp({
      ...options,
      env: { ...this.fakesEnv, ...options.env },
    });
    if (this.options.admin !== false) this.token = await this.keptAdminLogin();
  }

  /**
   * The admin's login for the whole run: its server-side session is made never to expire, so tests
   * that move the clock days ahead keep using it (the expiry itself: admin-sessions.spec.ts).
   */
  private async keptAdminLogin(): Promise<string> {
    const token = await this.loginAdmin();
    await this.app
      .get(DataSource)
      .query(`UPDATE admin_sessions SET expires_at = 'infinity' WHERE id = $1`, [sessionOf(token)]);
    return token;
  }

  private running(): TestApp {
    if (!this.current) {
      throw new Error('The test app is not running: use it in a test or hook after it has started');
    }
    return this.current;
  }

  get app(): TestApp['app'] {
    return this.running().app;
  }
  get http(): TestApp['http'] {
    return this.running().http;
  }
  get config(): TestApp['config'] {
    return this.running().config;
  }
  get clock(): FakeClock {
    return this.running().clock;
  }
  get dataDir(): string {
    return this.running().dataDir;
  }
  get database(): TestApp['database'] {
    return this.running().database;
  }

  /** The SMTP server the app delivers to (option `smtp`). */
  get smtp(): TestSmtpServer {
    if (!this.smtpServer) throw new Error('No SMTP server: start the harness with smtp');
    return this.smtpServer;
  }

  /** The Stripe fake the app talks to (option `stripe`). */
  get stripe(): FakeStripe {
    if (!this.stripeFake) throw new Error('No Stripe fake: start the harness with stripe');
    return this.stripeFake;
  }

  /** The admin's token, logged in when the app started. */
  get adminToken(): string {
    if (!this.token) throw new Error('The admin is not logged in (the harness has admin: false)');
    return this.token;
  }
}

/**
 * The harness for the tests of a describe block (or a file): started before the first test, closed
 * after the last; with `resetClock`, the clock is put back to TEST_NOW after each test.
 */
export function useTestApp(options: HarnessOptions = {}): Harness {
  const harness = new Harness(options);
  beforeAll(() => harness.start());
  afterAll(() => harness.close());
  if (options.resetClock) afterEach(() => harness.clock.set(TEST_NOW));
  return harness;
}

/** Runs `fn` on a harness of its own, closed afterwards whatever happened. */
export async function withTestApp<T>(
  options: HarnessOptions,
  fn: (t: Harness) => Promise<T>,
): Promise<T> {
  const harness = new Harness(options);
  try {
    await harness.start();
    return await fn(harness);
  } finally {
    await harness.close();
  }
}
