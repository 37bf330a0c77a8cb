import { MESSAGES } from '@esthetics/domain';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { requestHash } from '../../src/integrations/idempotency/idempotency-key';
import { IdempotencySweeper } from '../../src/integrations/idempotency/idempotency-sweeper';
import { useTestApp, withTestApp } from '../support/harness';
import { bookingPayload, inquiryPayload, uniqueEmail, weekdays } from '../support/test-app';

const HOUR = 60 * 60 * 1000;
const nextDay = weekdays();

function contactPayload(): Record<string, string> {
  return {
    name: 'Ana Lopez',
    email: uniqueEmail('idem'),
    subject: 'Question',
    message: 'Which facial suits sensitive skin?',
  };
}

describe('Idempotency-Key', () => {
  const t = useTestApp({ resetClock: true });

  const post = (path: string, body: object, key?: string, token?: string) => {
    let req = request(t.http).post(path);
    if (key !== undefined) req = req.set('Idempotency-Key', key);
    if (token) req = req.set('Authorization', `Bearer ${token}`);
    return req.send(body);
  };
  const bookingsOf = async (email: string) =>
    (
      await t.query<{ n: string }>(
        `SELECT count(*) AS n FROM appointments WHERE client_email = $1`,
        [email.toLowerCase()],
      )
    )[0].n;
  const contactsOf = async (email: string) =>
    (
      await t.query<{ n: string }>(`SELECT count(*) AS n FROM contact_messages WHERE email = $1`, [
        email.toLowerCase(),
      ])
    )[0].n;
  const keysNamed = (key: string) =>
    t.query<{ status: string; response_status: number | null }>(
      `SELECT status, response_status FROM idempotency_keys WHERE key = $1`,
      [key],
    );

  it('without the header, changes nothing: the same request twice is stored twice', async () => {
    const body = contactPayload();
    const first = await post('/api/contact', body);
    const second = await post('/api/contact', body);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).not.toBe(first.body.id);
    expect(second.headers['idempotent-replayed']).toBeUndefined();
    expect(await contactsOf(body.email)).toBe('2');
  });

  it('replays a booking: the same status and body byte for byte, and one booking only', async () => {
    const key = randomUUID();
    const body = bookingPayload({ preferred_date: nextDay() });
    const first = await post('/api/bookings', body, key);
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await post('/api/bookings', body, key);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(again.headers['content-type']).toMatch(/^application\/json/);
    expect(await bookingsOf(body.email as string)).toBe('1');
    expect(await keysNamed(key)).toEqual([{ status: 'completed', response_status: 201 }]);
  });

  it('the same body in another key order is the same request', async () => {
    const key = randomUUID();
    const body = contactPayload();
    const first = await post('/api/contact', body, key);
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const again = await post('/api/contact', reordered, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.text).toBe(first.text);
    expect(await contactsOf(body.email)).toBe('1');
  });

  it('10 identical bookings at once with one key: one booking, ten identical answers', async () => {
    const key = randomUUID();
    const body = bookingPayload({ preferred_date: nextDay(), preferred_time: '11:00' });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/bookings', body, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.text)).size).toBe(1);
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(9);
    expect(await bookingsOf(body.email as string)).toBe('1');
  });

  it('10 identical contact messages at once with one key: one message', async () => {
    const key = randomUUID();
    const body = contactPayload();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/contact', body, key)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    expect(new Set(answers.map((a) => a.body.id as string)).size).toBe(1);
    expect(await contactsOf(body.email)).toBe('1');
  });

  it('the same key with another body is 422 and writes nothing', async () => {
    const key = randomUUID();
    const body = contactPayload();
    await post('/api/contact', body, key).expect(201);
    const other = { ...body, message: 'Something else entirely' };
    const res = await post('/api/contact', other, key);
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      code: 'idempotencyKeyReused',
      message: MESSAGES.idempotencyKeyReused,
      field: 'Idempotency-Key',
    });
    expect(await contactsOf(body.email)).toBe('1');
  });

  it.each([
    ['too short', 'abc'],
    ['too long', 'k'.repeat(256)],
    ['with a space', 'has a space in the key!!'],
  ])('refuses a key %s with 400 and writes nothing', async (_what, key) => {
    const body = contactPayload();
    const res = await post('/api/contact', body, key);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'idempotencyKeyInvalid',
      message: MESSAGES.idempotencyKeyInvalid,
    });
    expect(await contactsOf(body.email)).toBe('0');
  });

  it('keys are per route: one key on the contact form and the corporate form runs both', async () => {
    const key = randomUUID();
    const contact = await post('/api/contact', contactPayload(), key);
    const inquiry = await post('/api/corporate-inquiry', inquiryPayload(), key);
    expect([contact.status, inquiry.status]).toEqual([201, 201]);
    expect(inquiry.headers['idempotent-replayed']).toBeUndefined();
    expect(await keysNamed(key)).toHaveLength(2);
  });

  it('keys are per caller: a signed-in caller does not get the anonymous answer', async () => {
    const key = randomUUID();
    const body = contactPayload();
    const anonymous = await post('/api/contact', body, key);
    const signedIn = await post('/api/contact', body, key, t.adminToken);
    expect(signedIn.headers['idempotent-replayed']).toBeUndefined();
    expect(signedIn.body.id).not.toBe(anonymous.body.id);
    // Another bearer token (an API key) has a space of its own too, and replays within it.
    const other = await post('/api/contact', body, key, 'esk_not_a_session_token');
    const otherAgain = await post('/api/contact', body, key, 'esk_not_a_session_token');
    expect(otherAgain.headers['idempotent-replayed']).toBe('true');
    expect(otherAgain.body.id).toBe(other.body.id);
    expect(new Set([anonymous.body.id, signedIn.body.id, other.body.id]).size).toBe(3);
    expect(await contactsOf(body.email)).toBe('3');
  });

  it('after 24 hours the key is new again, and the sweep deletes it', async () => {
    const key = randomUUID();
    const body = contactPayload();
    const first = await post('/api/contact', body, key).expect(201);
    t.clock.advance(24 * HOUR - 1000);
    const within = await post('/api/contact', body, key);
    expect(within.headers['idempotent-replayed']).toBe('true');
    expect(await t.app.get(IdempotencySweeper).sweep()).toBe(0);
    t.clock.advance(1000);
    expect(await t.app.get(IdempotencySweeper).sweep()).toBeGreaterThanOrEqual(1);
    expect(await keysNamed(key)).toEqual([]);
    const after = await post('/api/contact', body, key);
    expect(after.status).toBe(201);
    expect(after.headers['idempotent-replayed']).toBeUndefined();
    expect(after.body.id).not.toBe(first.body.id);
    expect(await contactsOf(body.email)).toBe('2');
  });

  it('an expired key is ignored even before the sweep runs', async () => {
    const key = randomUUID();
    const body = contactPayload();
    await post('/api/contact', body, key).expect(201);
    t.clock.advance(25 * HOUR);
    const after = await post('/api/contact', body, key);
    expect(after.headers['idempotent-replayed']).toBeUndefined();
    expect(await contactsOf(body.email)).toBe('2');
  });

  it('a 4xx answer is kept: a taken time replays its 409, a bad form its 400', async () => {
    const date = nextDay();
    await post('/api/bookings', bookingPayload({ preferred_date: date })).expect(201);
    /** Posts `body` twice under one key: both answer `status`, the second a replay of the first. */
    const keptTwice = async (path: string, body: object, status: number) => {
      const key = randomUUID();
      const first = await post(path, body, key);
      expect(first.status).toBe(status);
      const again = await post(path, body, key);
      expect(again.status).toBe(status);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.text).toBe(first.text);
    };
    await keptTwice('/api/bookings', bookingPayload({ preferred_date: date }), 409);
    await keptTwice('/api/contact', { ...contactPayload(), message: '   ' }, 400);
  });

  it('replays a checkout session: the same session, not a second one', async () => {
    const booking = await t.book({ preferred_date: nextDay() });
    const key = randomUUID();
    const body = { booking_id: booking.body.booking_id, origin_url: 'http://localhost:3000' };
    const first = await post('/api/payments/create-session', body, key);
    expect(first.status).toBe(201);
    const again = await post('/api/payments/create-session', body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.session_id).toBe(first.body.session_id);
    const sessions = await t.query<{ n: string }>(
      `SELECT count(*) AS n FROM checkout_sessions WHERE appointment_id = $1`,
      [booking.body.booking_id],
    );
    expect(sessions[0].n).toBe('1');
  });

  it('a key held by a request that died long ago is taken over', async () => {
    const key = randomUUID();
    const body = contactPayload();
    await t.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, status, lock_token, created_at, expires_at)
       VALUES ('POST /api/contact anonymous', $1, repeat('0', 64), 'in_progress', gen_random_uuid(), $2, $3)`,
      [
        key,
        new Date(t.clock.now().getTime() - 3 * 60 * 1000),
        new Date(t.clock.now().getTime() + HOUR),
      ],
    );
    const res = await post('/api/contact', body, key);
    expect(res.status).toBe(201);
    expect(await keysNamed(key)).toEqual([{ status: 'completed', response_status: 201 }]);
  });

  it('a duplicate of a request still running waits, then answers 409 with Retry-After', async () => {
    const key = randomUUID();
    const body = contactPayload();
    await t.query(
      `INSERT INTO idempotency_keys (scope, key, request_hash, status, lock_token, created_at, expires_at)
       VALUES ('POST /api/contact anonymous', $1, $2, 'in_progress', gen_random_uuid(), $3, $4)`,
      [key, requestHash(body), t.clock.now(), new Date(t.clock.now().getTime() + HOUR)],
    );
    const started = Date.now();
    const res = await post('/api/contact', body, key);
    expect(res.status).toBe(409);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body).toMatchObject({
      code: 'idempotencyKeyInProgress',
      message: MESSAGES.idempotencyKeyInProgress,
    });
    expect(Date.now() - started).toBeGreaterThanOrEqual(9_000);
    expect(await contactsOf(body.email)).toBe('0');
  }, 30_000);
});

describe('Idempotency-Key when the server fails', () => {
  it('a 5xx releases the key: the retry runs again instead of replaying the failure', () =>
    withTestApp({ stripe: true }, async (t) => {
      const booking = await t.book({ preferred_date: '2026-12-02' });
      await t.stripe.stop();
      const key = randomUUID();
      const body = { booking_id: booking.body.booking_id, origin_url: 'http://localhost:3000' };
      const send = () =>
        request(t.http).post('/api/payments/create-session').set('Idempotency-Key', key).send(body);
      const failed = await send();
      expect(failed.status).toBe(502);
      expect(await t.query(`SELECT 1 FROM idempotency_keys WHERE key = $1`, [key])).toEqual([]);
      const retried = await send();
      expect(retried.status).toBe(502);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
    }));
});
