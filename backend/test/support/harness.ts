import Stripe from 'stripe';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { NotificationsService } from '../../src/notifications/notifications.service';
import { HoldSweeper } from '../../src/payments/hold-sweeper';
import { FakeStripe } from './fake-stripe';
import { TestSmtpServer } from './smtp';
import {
  ADMIN_PASSWORD,
  bookingPayload,
  clientPayload,
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

/** What the admin's list says of an appointment. */
export interface AppointmentRow {
  id: string;
  status: string;
  payment_status: string;
  cancellation_reason: string | null;
}

/** An e-mail as the admin's outbox lists it. */
export interface OutboxMail {
  id: string;
  kind: string;
  to: string[];
  subject: string;
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at: string | null;
  sent_at: string | null;
}

/** A booking with its checkout started. */
export interface CheckedOut {
  bookingId: string;
  depositCents: number;
  sessionId: string;
  checkoutUrl: string;
}

/**
 * The whole app on a fresh database (see startTestApp) with a clock the test moves, and as options
 * the SMTP and Stripe fakes; plus the steps most tests take to get there: log in, book, check out,
 * pay, register a client, read the outbox, run the sweeps. It is a TestApp once started.
 */
export class Harness implements TestApp {
  private readonly smtpServer: TestSmtpServer | null;
  private readonly stripeFake: FakeStripe | null;
  readonly webhookSecret: string;
  private current: TestApp | null = null;
  private token: string | null = null;
  /** The first start's PostgreSQL schema, dropped at the last close (restarts keep it). */
  private keptSchema: TestApp['database'] | null = null;
  private fakesEnv: Record<string, string> = {};

  constructor(private readonly options: HarnessOptions = {}) {
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
    if (this.options.admin !== false) this.token = await this.loginAdmin();
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

  // Sessions.

  /** Logs the admin in with the tests' password; answers the token. */
  async loginAdmin(): Promise<string> {
    const res = await request(this.http)
      .post('/api/admin/login')
      .send({ username: 'admin', password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    return res.body.token as string;
  }

  /** The admin's token, logged in when the app started. */
  get adminToken(): string {
    if (!this.token) throw new Error('The admin is not logged in (the harness has admin: false)');
    return this.token;
  }

  /** The admin's Authorization header. */
  asAdmin(): { Authorization: string } {
    return { Authorization: `Bearer ${this.adminToken}` };
  }

  /** Registers a client (valid details, a unique e-mail); answers what was sent, the client and its token. */
  async registerClient(overrides: Record<string, unknown> = {}) {
    const body = clientPayload(overrides);
    const res = await request(this.http).post('/api/clients/register').send(body);
    expect(res.status).toBe(201);
    return {
      body,
      client: res.body.client as { id: string; email: string },
      token: res.body.token as string,
    };
  }

  // Bookings and payments.

  /** Sends a booking (bookingPayload with `overrides`), whatever the answer. */
  postBooking(overrides: Record<string, unknown> = {}): request.Test {
    return request(this.http).post('/api/bookings').send(bookingPayload(overrides));
  }

  /** Books a slot: expects 201 and answers the response. */
  async book(overrides: Record<string, unknown> = {}): Promise<request.Response> {
    const res = await this.postBooking(overrides);
    expect(res.status).toBe(201);
    return res;
  }

  /** Starts a checkout for a booking, whatever the answer. */
  createSession(bookingId: string): request.Test {
    return request(this.http)
      .post('/api/payments/create-session')
      .send({ booking_id: bookingId, origin_url: 'http://localhost:3000' });
  }

  /** Books a slot and starts a checkout; answers the booking and session ids. */
  async bookAndCheckout(overrides: Record<string, unknown> = {}): Promise<CheckedOut> {
    const booking = await this.book(overrides);
    const session = await this.createSession(booking.body.booking_id);
    expect(session.status).toBe(201);
    return {
      bookingId: booking.body.booking_id as string,
      depositCents: booking.body.deposit_amount_cents as number,
      sessionId: session.body.session_id as string,
      checkoutUrl: session.body.checkout_url as string,
    };
  }

  /** Books a slot and pays its deposit on the local test-mode checkout: a confirmed booking. */
  async bookAndPay(overrides: Record<string, unknown> = {}): Promise<CheckedOut> {
    const booked = await this.bookAndCheckout(overrides);
    await this.pay(booked.sessionId);
    return booked;
  }

  /** Pays a session on the local test-mode checkout page: expects the redirect (303). */
  pay(sessionId: string): request.Test {
    return request(this.http).post(`/api/payments/checkout/${sessionId}/pay`).expect(303);
  }

  /** Sends a Stripe event to the webhook, signed with `secret` (the app's by default). */
  webhook(
    event: { id: string; type: string; data: { object: unknown } },
    secret = this.webhookSecret,
  ): request.Test {
    const payload = JSON.stringify({
      object: 'event',
      api_version: '2025-01-01',
      created: 1,
      ...event,
    });
    return request(this.http)
      .post('/api/payments/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload, secret }))
      .send(payload);
  }

  /** The admin sets an appointment's status: expects 200. */
  setStatus(id: string, status: string): request.Test {
    return request(this.http)
      .put(`/api/admin/appointments/${id}/status`)
      .set(this.asAdmin())
      .send({ status })
      .expect(200);
  }

  /** An appointment as the admin's list shows it. */
  async appointment(id: string): Promise<AppointmentRow | undefined> {
    const res = await request(this.http)
      .get('/api/admin/appointments')
      .query({ limit: 100 })
      .set(this.asAdmin());
    expect(res.status).toBe(200);
    return (res.body.appointments as AppointmentRow[]).find((a) => a.id === id);
  }

  // Mail, sweeps and the database.

  /** The admin's outbox, newest first (up to 100, `status` to filter). */
  async outbox(status?: string): Promise<OutboxMail[]> {
    const res = await request(this.http)
      .get('/api/admin/outbox')
      .query({ limit: 100, ...(status ? { status } : {}) })
      .set(this.asAdmin());
    expect(res.status).toBe(200);
    return res.body.messages as OutboxMail[];
  }

  /** Runs the mail sweep once: sends what is due. */
  deliverMail(): Promise<{ sent: number; failed: number }> {
    return this.app.get(NotificationsService).deliverDue();
  }

  /** Runs the hold sweep once; answers how many bookings it cancelled. */
  sweepHolds(): Promise<number> {
    return this.app.get(HoldSweeper).sweep();
  }

  /** Runs `sql` on the app's database. */
  query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return this.app.get(DataSource).query(sql, parameters);
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
