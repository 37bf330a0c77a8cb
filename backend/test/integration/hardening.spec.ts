import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { maskSecrets } from '../../src/common/logging';
import { useTestApp, withTestApp } from '../support/harness';

const HOUR = 3600 * 1000;

describe('payments cannot outlive their booking', () => {
  const t = useTestApp();

  it('closes the checkout of a booking the admin cancels', async () => {
    const { bookingId, sessionId } = await t.bookAndCheckout({ preferred_date: '2026-12-01' });
    await t.setStatus(bookingId, 'cancelled');
    const pay = await request(t.http).post(`/api/payments/checkout/${sessionId}/pay`);
    expect(pay.status).toBe(410);
    const status = await request(t.http).get(`/api/payments/status/${sessionId}`);
    expect(status.body).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    expect(await t.appointment(bookingId)).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
    });
  });

  it('keeps one payable session per booking', async () => {
    const first = await t.bookAndCheckout({ preferred_date: '2026-12-02' });
    const second = await t.createSession(first.bookingId);
    expect(second.status).toBe(201);
    await request(t.http).post(`/api/payments/checkout/${first.sessionId}/pay`).expect(410);
    await t.pay(second.body.session_id);
    expect(await t.appointment(first.bookingId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });
  });

  it('refuses to set the status an appointment already has', async () => {
    const { bookingId } = await t.bookAndPay({ preferred_date: '2026-12-03' });
    const again = await request(t.http)
      .put(`/api/admin/appointments/${bookingId}/status`)
      .set(t.asAdmin())
      .send({ status: 'confirmed' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('The appointment is already confirmed.');
  });

  it('ends the hold of a same-day booking when the appointment starts', async () => {
    const res = await t.book({ preferred_date: '2026-11-23', preferred_time: '11:00' });
    expect(res.body.hold_expires_at).toBe('2026-11-23T16:00:00.000Z');
  });

  it('e-mails the client when the hold ends unpaid', async () => {
    const { bookingId } = await t.bookAndCheckout({ preferred_date: '2026-12-04' });
    t.clock.advance(24 * HOUR);
    try {
      expect(await t.sweepHolds()).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.advance(-24 * HOUR);
    }
    expect(await t.appointment(bookingId)).toMatchObject({ status: 'cancelled' });
    expect((await t.outbox()).map((m) => m.kind)).toContain('hold_expired');
  });
});

describe('a Stripe payment whose webhook is late', () => {
  it('is applied by the sweep instead of the booking being cancelled', () =>
    withTestApp({ stripe: true }, async (t) => {
      const paidLate = await t.bookAndCheckout({
        preferred_date: '2026-12-01',
        preferred_time: '09:00',
      });
      const unpaid = await t.bookAndCheckout({
        preferred_date: '2026-12-01',
        preferred_time: '11:00',
      });
      t.stripe.markPaid(paidLate.sessionId); // paid at Stripe, no webhook yet
      t.clock.advance(24 * HOUR);
      expect(await t.sweepHolds()).toBe(1);
      expect(await t.appointment(paidLate.bookingId)).toMatchObject({
        status: 'confirmed',
        payment_status: 'paid',
      });
      expect(await t.appointment(unpaid.bookingId)).toMatchObject({
        status: 'cancelled',
      });
      expect(t.stripe.sessions.get(unpaid.sessionId)!.status).toBe('expired');
    }));

  it('answers 502 with a clear message when Stripe does not answer', () =>
    withTestApp({ stripe: true }, async (t) => {
      await t.stripe.stop();
      const booking = await t.book({ preferred_date: '2026-12-02' });
      const res = await t.createSession(booking.body.booking_id);
      expect(res.status).toBe(502);
      expect(res.body.detail).toBe(
        'The payment service is not answering right now. Please try again in a few minutes.',
      );
    }));
});

describe('input the database cannot store', () => {
  const t = useTestApp();

  it.each([
    ['/api/contact', { name: 'A\u0000B', email: 'a@b.co', subject: 's', message: 'hello' }],
    [
      '/api/clients/register',
      { first_name: 'A\u0000', last_name: 'B', email: 'nul@b.co', phone: '3015550123' },
    ],
    [
      '/api/corporate-inquiry',
      {
        companyName: 'Acme',
        contactName: 'Jo',
        email: 'jo@acme.co',
        phone: '3015550100',
        groupSize: 3000000000,
      },
    ],
    [
      '/api/corporate-inquiry',
      {
        companyName: 'Acme',
        contactName: 'Jo',
        email: 'jo@acme.co',
        phone: '3015550100',
        submittedAt: '-200000-01-01T00:00:00Z',
      },
    ],
  ])('POST %s answers 400, not 500', async (path, body) => {
    const res = await request(t.http).post(path).send(body);
    expect(res.status).toBe(400);
  });

  it.each(['/api/payments/status/%00', '/api/admin/appointments?offset=99999999999999999999'])(
    'GET %s is not a 500',
    async (path) => {
      const res = await request(t.http).get(path).set(t.asAdmin());
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    },
  );
});

describe('rate limits and access', () => {
  it('limits public form submissions per address', () =>
    withTestApp({ env: { FORM_RATE_LIMIT_PER_IP: '3' } }, async (t) => {
      const send = () =>
        request(t.http)
          .post('/api/contact')
          .send({ name: 'A', email: 'a@b.co', subject: 's', message: 'hello there' });
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(201);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(MESSAGES.tooManyAttempts);
    }));

  it('does not let failed logins from elsewhere lock the admin out', () =>
    withTestApp({ admin: false, env: { LOGIN_RATE_LIMIT_PER_ACCOUNT: '2' } }, async (t) => {
      const attacker = () =>
        request(t.http)
          .post('/api/admin/login')
          .set('X-Forwarded-For', '203.0.113.9')
          .send({ username: 'admin', password: 'wrong-password' });
      // The app trusts loopback proxies, where the tests' requests come from, so the attacker's
      // failures count against 203.0.113.9 and not against the owner's address (more in
      // sign-in.spec.ts).
      expect((await attacker()).status).toBe(401);
      const owner = await request(t.http)
        .post('/api/admin/login')
        .send({ username: 'admin', password: 'correct-horse-battery' });
      expect(owner.status).toBe(200);
    }));

  it.each([
    ['get', '/api/admin/outbox'],
    ['get', '/api/calendar/auth'],
    ['post', '/api/calendar/rotate'],
  ] as const)('%s %s: 401 without a token, 403 with a client token', (method, path) =>
    withTestApp({ admin: false }, async (t) => {
      await request(t.http)[method](path).expect(401);
      const { token } = await t.registerClient();
      await request(t.http)[method](path).set('Authorization', `Bearer ${token}`).expect(403);
    }),
  );
});

describe('maskSecrets', () => {
  it.each([
    ['/api/calendar/feed/abcdef.ics', '/api/calendar/feed/[redacted]'],
    ['/api/payments/pay/eyJhbGciOi.x.y', '/api/payments/pay/[redacted]'],
    ['/api/payments/checkout/cs_test_1/pay', '/api/payments/checkout/[redacted]/pay'],
    ['/api/bookings', '/api/bookings'],
  ])('%s -> %s', (path, masked) => {
    expect(maskSecrets(path)).toBe(masked);
  });
});
