import { MESSAGES } from '@esthetics/domain';
import http from 'node:http';
import request from 'supertest';
import { Harness, useTestApp } from '../support/harness';
import { bookingPayload, uniqueEmail, weekdays } from '../support/test-app';

/**
 * The booking's write path: the slot taken first, then the origin's locks and the count
 * of its unpaid holds, the e-mail and the webhook event sent with that count. What must hold under
 * concurrency: one booking per slot, the unpaid-hold limit exact, and nothing of a refused booking
 * kept (no appointment, no e-mail, no webhook delivery).
 */

const HOUR = 3600 * 1000;

const LIMIT = 3;

const SLOTS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];

let addresses = 1;

/** A visitor of its own address (127.0.0.0/8 all reaches this host). */
function newVisitor(): http.Agent {
  addresses += 1;
  return new http.Agent({ localAddress: `127.0.1.${addresses}` });
}

let phones = 0;

function uniquePhone(): string {
  phones += 1;
  return `(240) 555-${String(1000 + phones)}`;
}

/**
 * A booking from `visitor`: an Eyebrow Wax unless said otherwise (15 minutes and 5 of cleanup, so
 * the hourly SLOTS never touch each other; a facial's 10-minute buffer would run into the next hour).
 */
function bookAs(t: Harness, visitor: http.Agent, overrides: Record<string, unknown>): request.Test {
  return request(t.http)
    .post('/api/bookings')
    .agent(visitor)
    .send(bookingPayload({ services: ['eyebrow-wax'], ...overrides }));
}

describe('the booking write path under concurrency', () => {
  const t = useTestApp({
    env: {
      UNPAID_HOLDS_PER_CLIENT: String(LIMIT),
      WEBHOOK_ALLOW_PRIVATE_NETWORKS: 'true',
      WEBHOOK_INTERVAL_MS: '0',
    },
  });
  const nextDate = weekdays();

  /** The traces a booking leaves: its row, its e-mail and its webhook deliveries. */
  async function traces(email: string) {
    const [row] = await t.query<{ held: string; mails: string; events: string }>(
      `SELECT (SELECT count(*) FROM appointments WHERE client_email = $1 AND status = 'pending') AS held,
              (SELECT count(*) FROM outbox_messages WHERE kind = 'booking_received' AND $1 = ANY(recipients)) AS mails,
              (SELECT count(*) FROM webhook_deliveries WHERE event_type = 'booking.created' AND payload LIKE '%' || $1 || '%') AS events`,
      [email],
    );
    return { held: Number(row.held), mails: Number(row.mails), events: Number(row.events) };
  }

  beforeAll(async () => {
    const res = await request(t.http)
      .post('/api/admin/webhooks')
      .set(t.asAdmin())
      .send({ url: 'http://127.0.0.1:9/hook', events: ['booking.created'], description: 'test' });
    expect(res.status).toBe(201);
  });

  it('lets exactly 3 of 20 concurrent bookings by one e-mail through, and keeps nothing of the 17 others', async () => {
    const email = uniqueEmail('burst');
    const date = nextDate();
    const other = nextDate();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        bookAs(t, newVisitor(), {
          email,
          phone: uniquePhone(),
          preferred_date: i < 9 ? date : other,
          preferred_time: SLOTS[i % SLOTS.length],
        }),
      ),
    );
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 201, ...Array<number>(17).fill(429)]);
    for (const refused of answers.filter((r) => r.status === 429)) {
      expect(refused.body).toMatchObject({
        code: 'tooManyUnpaidHolds',
        message: MESSAGES.tooManyUnpaidHolds(LIMIT),
      });
    }
    expect(await traces(email)).toEqual({ held: 3, mails: 3, events: 3 });
    // The refused bookings hold no time: of the 9 + 9 hours booked for, 3 are taken (the
    // quarter-hour starts between them, every 15 minutes, are not counted).
    const free = async (d: string) =>
      (
        (await request(t.http).get('/api/availability').query({ date: d, duration: 60 })).body.slots
          .filter((s: { available: boolean }) => s.available)
          .map((s: { time: string }) => s.time) as string[]
      ).filter((time) => SLOTS.includes(time));
    expect((await free(date)).length + (await free(other)).length).toBe(2 * SLOTS.length - 3);
  });

  it('lets exactly 3 of 20 concurrent bookings from one address through', async () => {
    const visitor = newVisitor();
    const date = nextDate();
    const other = nextDate();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        bookAs(t, visitor, {
          email: uniqueEmail('address'),
          phone: uniquePhone(),
          preferred_date: i < 9 ? date : other,
          preferred_time: SLOTS[i % SLOTS.length],
        }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([
      201,
      201,
      201,
      ...Array<number>(17).fill(429),
    ]);
  });

  it('gives a slot rushed by one e-mail over its limit to at most one booking, and the limit holds', async () => {
    const email = uniqueEmail('rush');
    const date = nextDate();
    // Two holds already: room for one more.
    for (const time of ['09:00', '10:00']) {
      expect(
        (
          await bookAs(t, newVisitor(), {
            email,
            phone: uniquePhone(),
            preferred_date: date,
            preferred_time: time,
          })
        ).status,
      ).toBe(201);
    }
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        bookAs(t, newVisitor(), {
          email,
          phone: uniquePhone(),
          preferred_date: date,
          preferred_time: i < 6 ? '15:00' : SLOTS[2 + (i % 5)],
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 409 || s === 429)).toBe(true);
    expect(await traces(email)).toEqual({ held: 3, mails: 3, events: 3 });
  });

  it('gives the time of a hold that ran out to exactly one of 10 concurrent bookings', async () => {
    const date = nextDate();
    const first = await bookAs(t, newVisitor(), {
      email: uniqueEmail('expired'),
      phone: uniquePhone(),
      preferred_date: date,
      preferred_time: '14:00',
    });
    expect(first.status).toBe(201);
    t.clock.advance(25 * HOUR);
    try {
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          bookAs(t, newVisitor(), {
            email: uniqueEmail('after'),
            phone: uniquePhone(),
            preferred_date: date,
            preferred_time: '14:00',
          }),
        ),
      );
      const statuses = answers.map((r) => r.status).sort();
      expect(statuses).toEqual([201, ...Array<number>(9).fill(409)]);
      for (const refused of answers.filter((r) => r.status === 409)) {
        expect(refused.body).toMatchObject({
          code: 'slotTaken',
          message: MESSAGES.slotTaken,
          field: 'preferred_time',
        });
      }
      const [old] = await t.query<{ status: string; cancellation_reason: string }>(
        `SELECT status, cancellation_reason FROM appointments WHERE id = $1`,
        [first.body.booking_id],
      );
      expect(old.status).toBe('cancelled');
    } finally {
      t.clock.advance(-25 * HOUR);
    }
  });

  it('stores a booking with its e-mail and its webhook event, one of each', async () => {
    const email = uniqueEmail('one');
    const res = await bookAs(t, newVisitor(), {
      email,
      phone: uniquePhone(),
      preferred_date: nextDate(),
    });
    expect(res.status).toBe(201);
    expect(await traces(email)).toEqual({ held: 1, mails: 1, events: 1 });
    const [mail] = await t.query<{ appointment_id: string }>(
      `SELECT appointment_id FROM outbox_messages WHERE kind = 'booking_received' AND $1 = ANY(recipients)`,
      [email],
    );
    expect(mail.appointment_id).toBe(res.body.booking_id);
  });
});
