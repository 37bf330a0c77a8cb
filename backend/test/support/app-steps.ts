import { NestExpressApplication } from '@nestjs/platform-express';
import Stripe from 'stripe';
import request from 'supertest';
import { AppConfig } from '../../src/config/app-config';
import { unsealMailBody } from '../../src/notifications/mail-seal';
import { DataSource } from 'typeorm';
import { MailDeliveryService } from '../../src/notifications/mail-delivery.service';
import { HoldSweeper } from '../../src/payments/hold-sweeper';
import { WaitlistSweeper } from '../../src/waitlist/waitlist-sweeper';
import { ADMIN_PASSWORD, bookingPayload, clientPayload } from './test-app';

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
 * What tests do on the running app, through its HTTP API as a visitor, a client or the admin (and
 * the sweeps its timers would run): the steps most tests take before they check anything.
 */
export abstract class AppSteps {
  abstract readonly app: NestExpressApplication;
  abstract readonly http: ReturnType<NestExpressApplication['getHttpServer']>;
  /** The admin's token. */
  abstract readonly adminToken: string;
  /** The secret Stripe's webhooks are signed with. */
  abstract readonly webhookSecret: string;

  /** Logs the admin in with the tests' password; answers the token. */
  async loginAdmin(): Promise<string> {
    const res = await request(this.http)
      .post('/api/admin/login')
      .send({ username: 'admin', password: ADMIN_PASSWORD });
    expect(res.status).toBe(200);
    return res.body.token as string;
  }

  /** The admin's Authorization header. */
  asAdmin(): { Authorization: string } {
    return { Authorization: `Bearer ${this.adminToken}` };
  }

  /**
   * Registers a client (valid details, a unique e-mail) and confirms its address with the code
   * mailed to it, as its owner would (`verify: false` leaves it unconfirmed); answers what was sent,
   * the client and its token.
   */
  async registerClient(overrides: Record<string, unknown> = {}, { verify = true } = {}) {
    const body = clientPayload(overrides);
    const res = await request(this.http).post('/api/clients/register').send(body);
    expect(res.status).toBe(201);
    const registered = {
      body,
      client: res.body.client as { id: string; email: string },
      token: res.body.token as string,
    };
    if (verify) await this.confirmEmail(registered);
    return registered;
  }

  /**
   * The text of the outbox's mails of `kind` to `email`, by id, sealed ones opened with the app's
   * secret as the sender would (sent ones, whose secret is erased, read as their placeholder).
   */
  async mailTextsTo(kinds: readonly string[], email: string): Promise<Map<string, string>> {
    const rows = await this.query<{ id: string; text_body: string; sealed_body: string | null }>(
      `SELECT id, text_body, sealed_body FROM outbox_messages
        WHERE kind = ANY($1::text[]) AND $2 = ANY(recipients)`,
      [kinds, email],
    );
    const secret = this.app.get(AppConfig).jwtSecret ?? '';
    return new Map(
      rows.map((r) => [
        r.id,
        r.sealed_body ? unsealMailBody(secret, r.sealed_body).text : r.text_body,
      ]),
    );
  }

  /** The e-mail-ownership code mails to `email` so far, by id, with their codes. */
  async emailCodesSentTo(email: string): Promise<Map<string, string>> {
    const texts = await this.mailTextsTo(
      ['email_verification', 'email_change_confirmation'],
      email,
    );
    return new Map([...texts].map(([id, text]) => [id, /the code (\d{6})/.exec(text)?.[1] ?? '']));
  }

  /** The code of the one code mail to `email` not among `seen` (ids of emailCodesSentTo). */
  async emailCodeSentTo(email: string, seen: ReadonlyMap<string, string> = new Map()) {
    const fresh = [...(await this.emailCodesSentTo(email))].filter(([id]) => !seen.has(id));
    if (fresh.length !== 1 || !fresh[0][1]) {
      throw new Error(`Expected one new code mail to ${email}, found ${fresh.length}`);
    }
    return fresh[0][1];
  }

  /** Confirms the client's address (or a change waiting) with the code mailed for it; expects 200. */
  async confirmEmail(
    who: { client: { id: string; email: string }; token: string },
    email?: string,
  ) {
    const code = await this.emailCodeSentTo(email ?? who.client.email);
    const res = await request(this.http)
      .post(`/api/clients/${who.client.id}/email/confirm`)
      .set('Authorization', `Bearer ${who.token}`)
      .send({ code });
    expect(res.status).toBe(200);
    return res;
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
    return this.app.get(MailDeliveryService).deliverDue();
  }

  /** Runs the hold sweep once; answers how many bookings it cancelled. */
  sweepHolds(): Promise<number> {
    return this.app.get(HoldSweeper).sweep();
  }

  /** Runs the waitlist sweep once; answers how many lapsed offers it passed on. */
  sweepWaitlist(): Promise<number> {
    return this.app.get(WaitlistSweeper).sweep();
  }

  /** Runs `sql` on the app's database. */
  query<T>(sql: string, parameters: unknown[] = []): Promise<T[]> {
    return this.app.get(DataSource).query(sql, parameters);
  }
}
