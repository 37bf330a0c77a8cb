import Stripe from 'stripe';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { HoldSweeper } from '../../src/payments/hold-sweeper';
import { FakeStripe } from '../support/fake-stripe';
import { appointmentById, bookAndCheckout } from '../support/pay';
import { adminToken, startTestApp, TestApp, weekdays } from '../support/test-app';

const WEBHOOK_SECRET = 'whsec_test_secret_for_webhooks';

describe('deposit through Stripe Checkout', () => {
  const stripe = new FakeStripe();
  let t: TestApp;
  let admin: string;
  const nextDate = weekdays();

  beforeAll(async () => {
    const url = await stripe.start();
    t = await startTestApp({
      env: {
        STRIPE_SECRET_KEY: 'sk_test_fake',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: url,
      },
    });
    admin = await adminToken(t);
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  function webhook(
    event: { id: string; type: string; data: { object: unknown } },
    secret = WEBHOOK_SECRET,
  ) {
    const payload = JSON.stringify({
      object: 'event',
      api_version: '2025-01-01',
      created: 1,
      ...event,
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return request(t.http)
      .post('/api/payments/webhook')
      .set('content-type', 'application/json')
      .set('stripe-signature', header)
      .send(payload);
  }

  const paymentCount = async (bookingId: string) =>
    Number(
      (
        await t.app
          .get(DataSource)
          .query('SELECT count(*) AS n FROM payments WHERE appointment_id = $1', [bookingId])
      )[0].n,
    );

  it('creates a Checkout Session with the deposit in cents, the URLs, metadata and an idempotency key', async () => {
    const { bookingId, sessionId, checkoutUrl, depositCents } = await bookAndCheckout(t, {
      preferred_date: nextDate(),
    });
    expect(depositCents).toBe(2125);
    expect(checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const call = stripe.requests.find(
      (r) => r.method === 'POST' && r.path === '/v1/checkout/sessions',
    )!;
    expect(call.headers.authorization).toBe('Bearer sk_test_fake');
    expect(call.headers['idempotency-key']).toBe(`deposit-${bookingId}-1`);
    expect(call.form).toMatchObject({
      mode: 'payment',
      'line_items[0][quantity]': '1',
      'line_items[0][price_data][currency]': 'usd',
      'line_items[0][price_data][unit_amount]': '2125',
      'metadata[booking_id]': bookingId,
      client_reference_id: bookingId,
      success_url: 'http://localhost:3000/booking/success?session_id={CHECKOUT_SESSION_ID}',
      cancel_url: `http://localhost:3000/booking/cancel?booking_id=${bookingId}`,
      expires_at: String(Math.floor(t.clock.now().getTime() / 1000) + 24 * 3600),
    });
    expect(call.form['line_items[0][price_data][product_data][name]']).toContain(
      'Classic European Facial',
    );
    expect(call.form.customer_email).toMatch(/@example\.com$/);
  });

  it('confirms the booking from the status check when Stripe says paid', async () => {
    const { bookingId, sessionId } = await bookAndCheckout(t, { preferred_date: nextDate() });
    const unpaid = await request(t.http).get(`/api/payments/status/${sessionId}`);
    expect(unpaid.body).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 2125,
    });
    stripe.markPaid(sessionId);
    const paid = await request(t.http).get(`/api/payments/status/${sessionId}`);
    expect(paid.body).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 2125,
    });
    expect(await appointmentById(t, admin, bookingId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });
    expect(await paymentCount(bookingId)).toBe(1);
  });

  it('confirms the booking from a signed webhook, once, however often it is replayed', async () => {
    const { bookingId, sessionId } = await bookAndCheckout(t, { preferred_date: nextDate() });
    const event = {
      id: 'evt_completed_1',
      type: 'checkout.session.completed',
      data: { object: stripe.markPaid(sessionId) },
    };
    const first = await webhook(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    expect(await appointmentById(t, admin, bookingId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });

    // The admin then completes it; a replay of the same event must not touch it.
    await request(t.http)
      .put(`/api/admin/appointments/${bookingId}/status`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ status: 'completed' })
      .expect(200);
    const replay = await webhook(event);
    expect(replay.status).toBe(200);
    expect(await appointmentById(t, admin, bookingId)).toMatchObject({ status: 'completed' });
    expect(await paymentCount(bookingId)).toBe(1);
    const events = await t.app
      .get(DataSource)
      .query('SELECT count(*) AS n FROM webhook_events WHERE id = $1', [event.id]);
    expect(Number(events[0].n)).toBe(1);
  });

  it('refuses a bad or missing signature and changes nothing', async () => {
    const { bookingId, sessionId } = await bookAndCheckout(t, { preferred_date: nextDate() });
    const event = {
      id: 'evt_forged',
      type: 'checkout.session.completed',
      data: {
        object: { ...stripe.sessions.get(sessionId)!, payment_status: 'paid', status: 'complete' },
      },
    };
    const forged = await webhook(event, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.body.detail).toBe('Invalid Stripe signature.');
    const unsigned = await request(t.http)
      .post('/api/payments/webhook')
      .set('content-type', 'application/json')
      .send(JSON.stringify(event));
    expect(unsigned.status).toBe(400);
    expect(await appointmentById(t, admin, bookingId)).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
    });
    expect(await paymentCount(bookingId)).toBe(0);
  });

  it('on an expired session keeps the booking held and its slot taken', async () => {
    const date = nextDate();
    const { bookingId, sessionId } = await bookAndCheckout(t, {
      preferred_date: date,
      preferred_time: '10:00',
    });
    const session = stripe.sessions.get(sessionId)!;
    session.status = 'expired';
    const res = await webhook({
      id: 'evt_expired_1',
      type: 'checkout.session.expired',
      data: { object: session },
    });
    expect(res.status).toBe(200);
    expect(await appointmentById(t, admin, bookingId)).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
    });
    const status = await request(t.http).get(`/api/payments/status/${sessionId}`);
    expect(status.body).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    const slot = await request(t.http).get('/api/availability').query({ date, duration: 60 });
    expect(slot.body.slots.find((s: { time: string }) => s.time === '10:00').available).toBe(false);
    // A new checkout can still be started within the hold, with a new idempotency key.
    const again = await request(t.http)
      .post('/api/payments/create-session')
      .send({ booking_id: bookingId, origin_url: 'http://localhost:3000' });
    expect(again.status).toBe(201);
    expect(
      stripe.requests.filter((r) => r.headers['idempotency-key'] === `deposit-${bookingId}-2`),
    ).toHaveLength(1);
  });

  it('records a failed async payment without confirming', async () => {
    const { bookingId, sessionId } = await bookAndCheckout(t, { preferred_date: nextDate() });
    const res = await webhook({
      id: 'evt_failed_1',
      type: 'checkout.session.async_payment_failed',
      data: { object: stripe.sessions.get(sessionId)! },
    });
    expect(res.status).toBe(200);
    expect(await appointmentById(t, admin, bookingId)).toMatchObject({
      status: 'pending',
      payment_status: 'failed',
    });
    const later = await webhook({
      id: 'evt_async_ok_1',
      type: 'checkout.session.async_payment_succeeded',
      data: { object: stripe.markPaid(sessionId) },
    });
    expect(later.status).toBe(200);
    expect(await appointmentById(t, admin, bookingId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });
  });

  it('has no local test-mode checkout routes (404), and they change nothing', async () => {
    const { bookingId, sessionId } = await bookAndCheckout(t, { preferred_date: nextDate() });
    const answers = [
      await request(t.http).get(`/api/payments/checkout/${sessionId}`),
      await request(t.http).post(`/api/payments/checkout/${sessionId}/pay`),
      await request(t.http).post(`/api/payments/checkout/${sessionId}/cancel`),
    ];
    for (const res of answers) {
      expect(res.status).toBe(404);
      // The router's answer, not the local checkout's HTML page.
      expect(res.type).not.toBe('text/html');
    }
    expect(await appointmentById(t, admin, bookingId)).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
    });
  });

  it('expires the open Stripe session when the sweep cancels the booking', async () => {
    const { bookingId, sessionId } = await bookAndCheckout(t, { preferred_date: nextDate() });
    t.clock.advance(24 * 3600 * 1000);
    try {
      expect(await t.app.get(HoldSweeper).sweep()).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.advance(-24 * 3600 * 1000);
    }
    expect(await appointmentById(t, admin, bookingId)).toMatchObject({ status: 'cancelled' });
    expect(
      stripe.requests.some(
        (r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${sessionId}/expire`,
      ),
    ).toBe(true);
    expect(stripe.sessions.get(sessionId)!.status).toBe('expired');
  });
});
