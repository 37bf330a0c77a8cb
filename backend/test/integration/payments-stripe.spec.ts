import request from 'supertest';
import { useTestApp, withTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';

describe('deposit through Stripe Checkout', () => {
  const t = useTestApp({ stripe: true });
  const nextDate = weekdays();

  const paymentCount = async (bookingId: string) =>
    Number(
      (
        await t.query<{ n: string }>(
          'SELECT count(*) AS n FROM payments WHERE appointment_id = $1',
          [bookingId],
        )
      )[0].n,
    );

  it('creates a Checkout Session with the deposit in cents, the URLs, metadata and an idempotency key', async () => {
    const { bookingId, sessionId, checkoutUrl, depositCents } = await t.bookAndCheckout({
      preferred_date: nextDate(),
    });
    expect(depositCents).toBe(2125);
    expect(checkoutUrl).toBe(`https://checkout.stripe.test/c/pay/${sessionId}`);
    const call = t.stripe.requests.find(
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
    // The booking's e-mail travels on the customer the card is saved to (Stripe takes one or the other).
    expect(call.form.customer).toMatch(/^cus_/);
    expect(t.stripe.wallet.customers.get(call.form.customer)?.email).toMatch(/@example\.com$/);
  });

  it('confirms the booking from the status check when Stripe says paid', async () => {
    const { bookingId, sessionId } = await t.bookAndCheckout({ preferred_date: nextDate() });
    const unpaid = await request(t.http).get(`/api/payments/status/${sessionId}`);
    expect(unpaid.body).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 2125,
    });
    t.stripe.markPaid(sessionId);
    const paid = await request(t.http).get(`/api/payments/status/${sessionId}`);
    expect(paid.body).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      amount_total: 2125,
    });
    expect(await t.appointment(bookingId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });
    expect(await paymentCount(bookingId)).toBe(1);
  });

  it.each([
    ['less than the deposit', { amount_total: 100 }],
    ['another currency', { currency: 'eur' }],
  ])(
    'records but does not confirm a payment of %s: flagged for a refund, the booking still held',
    async (_case, change) => {
      const { bookingId, sessionId } = await t.bookAndCheckout({ preferred_date: nextDate() });
      const res = await t.webhook({
        id: `evt_mismatch_${sessionId}`,
        type: 'checkout.session.completed',
        data: { object: { ...t.stripe.markPaid(sessionId), ...change } },
      });
      expect(res.status).toBe(200);
      expect(await t.appointment(bookingId)).toMatchObject({
        status: 'pending',
        payment_status: 'unpaid',
      });
      const payments: { needs_refund: boolean }[] = await t.query(
        `SELECT needs_refund FROM payments WHERE appointment_id = $1`,
        [bookingId],
      );
      expect(payments).toEqual([{ needs_refund: true }]);
    },
  );

  it('confirms the booking from a signed webhook, once, however often it is replayed', async () => {
    const { bookingId, sessionId } = await t.bookAndCheckout({ preferred_date: nextDate() });
    const event = {
      id: 'evt_completed_1',
      type: 'checkout.session.completed',
      data: { object: t.stripe.markPaid(sessionId) },
    };
    const first = await t.webhook(event);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true });
    expect(await t.appointment(bookingId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });

    // The admin then completes it; a replay of the same event must not touch it.
    await t.setStatus(bookingId, 'completed');
    const replay = await t.webhook(event);
    expect(replay.status).toBe(200);
    expect(await t.appointment(bookingId)).toMatchObject({ status: 'completed' });
    expect(await paymentCount(bookingId)).toBe(1);
    const events = await t.query<{ n: string }>(
      'SELECT count(*) AS n FROM webhook_events WHERE id = $1',
      [event.id],
    );
    expect(Number(events[0].n)).toBe(1);
  });

  it('refuses a bad or missing signature and changes nothing', async () => {
    const { bookingId, sessionId } = await t.bookAndCheckout({ preferred_date: nextDate() });
    const event = {
      id: 'evt_forged',
      type: 'checkout.session.completed',
      data: {
        object: {
          ...t.stripe.sessions.get(sessionId)!,
          payment_status: 'paid',
          status: 'complete',
        },
      },
    };
    const forged = await t.webhook(event, 'whsec_someone_else');
    expect(forged.status).toBe(400);
    expect(forged.body.detail).toBe('Invalid Stripe signature.');
    const unsigned = await request(t.http)
      .post('/api/payments/webhook')
      .set('content-type', 'application/json')
      .send(JSON.stringify(event));
    expect(unsigned.status).toBe(400);
    expect(await t.appointment(bookingId)).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
    });
    expect(await paymentCount(bookingId)).toBe(0);
  });

  it('on an expired session keeps the booking held and its slot taken', async () => {
    const date = nextDate();
    const { bookingId, sessionId } = await t.bookAndCheckout({
      preferred_date: date,
      preferred_time: '10:00',
    });
    const session = t.stripe.sessions.get(sessionId)!;
    session.status = 'expired';
    const res = await t.webhook({
      id: 'evt_expired_1',
      type: 'checkout.session.expired',
      data: { object: session },
    });
    expect(res.status).toBe(200);
    expect(await t.appointment(bookingId)).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
    });
    const status = await request(t.http).get(`/api/payments/status/${sessionId}`);
    expect(status.body).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
    const slot = await request(t.http).get('/api/availability').query({ date, duration: 60 });
    expect(slot.body.slots.find((s: { time: string }) => s.time === '10:00').available).toBe(false);
    // A new checkout can still be started within the hold, with a new idempotency key.
    const again = await t.createSession(bookingId);
    expect(again.status).toBe(201);
    expect(
      t.stripe.requests.filter((r) => r.headers['idempotency-key'] === `deposit-${bookingId}-2`),
    ).toHaveLength(1);
  });

  it('records a failed async payment without confirming', async () => {
    const { bookingId, sessionId } = await t.bookAndCheckout({ preferred_date: nextDate() });
    const res = await t.webhook({
      id: 'evt_failed_1',
      type: 'checkout.session.async_payment_failed',
      data: { object: t.stripe.sessions.get(sessionId)! },
    });
    expect(res.status).toBe(200);
    expect(await t.appointment(bookingId)).toMatchObject({
      status: 'pending',
      payment_status: 'failed',
    });
    const later = await t.webhook({
      id: 'evt_async_ok_1',
      type: 'checkout.session.async_payment_succeeded',
      data: { object: t.stripe.markPaid(sessionId) },
    });
    expect(later.status).toBe(200);
    expect(await t.appointment(bookingId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });
  });

  it('has no local test-mode checkout routes (404), and they change nothing', async () => {
    const { bookingId, sessionId } = await t.bookAndCheckout({ preferred_date: nextDate() });
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
    expect(await t.appointment(bookingId)).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
    });
  });

  it('expires the open Stripe session when the sweep cancels the booking', async () => {
    const { bookingId, sessionId } = await t.bookAndCheckout({ preferred_date: nextDate() });
    t.clock.advance(24 * 3600 * 1000);
    try {
      expect(await t.sweepHolds()).toBeGreaterThanOrEqual(1);
    } finally {
      t.clock.advance(-24 * 3600 * 1000);
    }
    expect(await t.appointment(bookingId)).toMatchObject({ status: 'cancelled' });
    expect(
      t.stripe.requests.some(
        (r) => r.method === 'POST' && r.path === `/v1/checkout/sessions/${sessionId}/expire`,
      ),
    ).toBe(true);
    expect(t.stripe.sessions.get(sessionId)!.status).toBe('expired');
  });
});

describe('switching from test payments to Stripe', () => {
  it('closes the open test-mode sessions at start: their pages are gone and they can never be paid', () =>
    withTestApp({}, async (t) => {
      const { bookingId, sessionId } = await t.bookAndCheckout({ preferred_date: '2026-12-02' });
      await t.restart({
        // No call reaches Stripe in this test: an address nothing answers on.
        env: {
          STRIPE_SECRET_KEY: 'sk_test_fake',
          STRIPE_WEBHOOK_SECRET: 'whsec_test_switch',
          STRIPE_API_URL: 'http://127.0.0.1:9',
        },
      });
      const sessions: { status: string }[] = await t.query(
        `SELECT status FROM checkout_sessions WHERE id = $1`,
        [sessionId],
      );
      expect(sessions).toEqual([{ status: 'expired' }]);
      const pay = await request(t.http).post(`/api/payments/checkout/${sessionId}/pay`);
      expect(pay.status).toBe(404);
      const status = await request(t.http).get(`/api/payments/status/${sessionId}`);
      expect(status.status).toBe(200);
      expect(status.body).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
      expect(await t.appointment(bookingId)).toMatchObject({
        status: 'pending',
        payment_status: 'unpaid',
      });
    }));
});
