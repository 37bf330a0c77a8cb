import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { maskSecrets } from '../../src/app.module';
import { HoldSweeper } from '../../src/payments/hold-sweeper';
import { FakeStripe } from '../support/fake-stripe';
import { appointmentById, bookAndCheckout } from '../support/pay';
import {
  adminToken,
  bookingPayload,
  registerClient,
  startTestApp,
  TestApp,
} from '../support/test-app';

const HOUR = 3600 * 1000;

describe('payments cannot outlive their booking', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await t.close();
  });

  it('closes the checkout of a booking the admin cancels', async () => {
    const { bookingId, sessionId } = await bookAndCheckout(t, { preferred_date: '2026-12-01' });
    await request(t.http)
      .put(`/api/admin/appointments/${bookingId}/status`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ status: 'cancelled' })
      .expect(200);
    const pay = await request(t.http).post(`/api/payments/checkout/${sessionId}/pay`);
    expect(pay.status).toBe(410);
    const status = await request(t.http).get(`/api/payments/status/${sessionId}`);
    expect(status.body).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    expect(await appointmentById(t, admin, bookingId)).toMatchObject({
      status: 'cancelled',
      payment_status: 'unpaid',
    });
  });

  it('keeps one payable session per booking', async () => {
    const first = await bookAndCheckout(t, { preferred_date: '2026-12-02' });
    const second = await request(t.http)
      .post('/api/payments/create-session')
      .send({ booking_id: first.bookingId, origin_url: 'http://localhost:3000' });
    expect(second.status).toBe(201);
    await request(t.http).post(`/api/payments/checkout/${first.sessionId}/pay`).expect(410);
    await request(t.http).post(`/api/payments/checkout/${second.body.session_id}/pay`).expect(303);
    expect(await appointmentById(t, admin, first.bookingId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });
  });

  it('refuses to set the status an appointment already has', async () => {
    const { bookingId, sessionId } = await bookAndCheckout(t, { preferred_date: '2026-12-03' });
    await request(t.http).post(`/api/payments/checkout/${sessionId}/pay`).expect(303);
    const again = await request(t.http)
      .put(`/api/admin/appointments/${bookingId}/status`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ status: 'confirmed' });
    expect(again.status).toBe(409);
    expect(again.body.detail).toBe('The appointment is already confirmed.');
  });

  it('ends the hold of a same-day booking when the appointment starts', async () => {
    const res = await request(t.http)
      .post('/api/bookings')
      .send(bookingPayload({ preferred_date: '2026-11-23', preferred_time: '11:00' }));
    expect(res.status).toBe(201);
    expect(res.body.hold_expires_at).toBe('2026-11-23T16:00:00.000Z');
  });

  it('e-mails the client when the hold ends unpaid', async () => {
    const { bookingId } = await bookAndCheckout(t, { preferred_date: '2026-12-04' });
    t.clock.advance(24 * HOUR);
    try {
      expect(await t.app.get(HoldSweeper).sweep()).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.advance(-24 * HOUR);
    }
    expect(await appointmentById(t, admin, bookingId)).toMatchObject({ status: 'cancelled' });
    const outbox = await request(t.http)
      .get('/api/admin/outbox')
      .query({ limit: 100 })
      .set('Authorization', `Bearer ${admin}`);
    expect(outbox.body.messages.map((m: { kind: string }) => m.kind)).toContain('hold_expired');
  });
});

describe('a Stripe payment whose webhook is late', () => {
  it('is applied by the sweep instead of the booking being cancelled', async () => {
    const stripe = new FakeStripe();
    const t = await startTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_URL: await stripe.start(),
      },
    });
    try {
      const admin = await adminToken(t);
      const paidLate = await bookAndCheckout(t, {
        preferred_date: '2026-12-01',
        preferred_time: '09:00',
      });
      const unpaid = await bookAndCheckout(t, {
        preferred_date: '2026-12-01',
        preferred_time: '11:00',
      });
      stripe.markPaid(paidLate.sessionId); // paid at Stripe, no webhook yet
      t.clock.advance(24 * HOUR);
      expect(await t.app.get(HoldSweeper).sweep()).toBe(1);
      expect(await appointmentById(t, admin, paidLate.bookingId)).toMatchObject({
        status: 'confirmed',
        payment_status: 'paid',
      });
      expect(await appointmentById(t, admin, unpaid.bookingId)).toMatchObject({
        status: 'cancelled',
      });
      expect(stripe.sessions.get(unpaid.sessionId)!.status).toBe('expired');
    } finally {
      await t.close();
      await stripe.stop();
    }
  });

  it('answers 502 with a clear message when Stripe does not answer', async () => {
    const stripe = new FakeStripe();
    const url = await stripe.start();
    await stripe.stop();
    const t = await startTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: 'whsec_x',
        STRIPE_API_URL: url,
      },
    });
    try {
      const booking = await request(t.http)
        .post('/api/bookings')
        .send(bookingPayload({ preferred_date: '2026-12-02' }));
      const res = await request(t.http)
        .post('/api/payments/create-session')
        .send({ booking_id: booking.body.booking_id, origin_url: 'http://localhost:3000' });
      expect(res.status).toBe(502);
      expect(res.body.detail).toBe(
        'The payment service is not answering right now. Please try again in a few minutes.',
      );
    } finally {
      await t.close();
    }
  });
});

describe('input the database cannot store', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startTestApp();
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await t.close();
  });

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
      const res = await request(t.http).get(path).set('Authorization', `Bearer ${admin}`);
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
    },
  );
});

describe('rate limits and access', () => {
  it('limits public form submissions per address', async () => {
    const t = await startTestApp({ env: { FORM_RATE_LIMIT_PER_IP: '3' } });
    try {
      const send = () =>
        request(t.http)
          .post('/api/contact')
          .send({ name: 'A', email: 'a@b.co', subject: 's', message: 'hello there' });
      for (let i = 0; i < 3; i++) expect((await send()).status).toBe(201);
      const limited = await send();
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(MESSAGES.tooManyAttempts);
    } finally {
      await t.close();
    }
  });

  it('does not let failed logins from elsewhere lock the admin out', async () => {
    const t = await startTestApp({ env: { LOGIN_RATE_LIMIT_PER_ACCOUNT: '2' } });
    try {
      const attacker = () =>
        request(t.http)
          .post('/api/admin/login')
          .set('X-Forwarded-For', '203.0.113.9')
          .send({ username: 'admin', password: 'wrong-password' });
      // The app trusts only loopback proxies, so both come from the same address here; the owner's
      // own successful login still works until that address has failed too often.
      expect((await attacker()).status).toBe(401);
      const owner = await request(t.http)
        .post('/api/admin/login')
        .send({ username: 'admin', password: 'correct-horse-battery' });
      expect(owner.status).toBe(200);
    } finally {
      await t.close();
    }
  });

  it.each([
    ['get', '/api/admin/outbox'],
    ['get', '/api/calendar/auth'],
    ['post', '/api/calendar/rotate'],
  ] as const)('%s %s: 401 without a token, 403 with a client token', async (method, path) => {
    const t = await startTestApp();
    try {
      await request(t.http)[method](path).expect(401);
      const { token } = await registerClient(t);
      await request(t.http)[method](path).set('Authorization', `Bearer ${token}`).expect(403);
    } finally {
      await t.close();
    }
  });
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
