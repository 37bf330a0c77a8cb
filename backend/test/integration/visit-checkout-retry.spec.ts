import request from 'supertest';
import type { CardKind } from '../support/fake-stripe';
import { Harness, useTestApp } from '../support/harness';
import { statusOf } from '../support/payment-steps';
import { weekdays } from '../support/test-app';
import { WebhookReceiver } from '../support/webhook-receiver';
import { deliver, PRIVATE_OK, register } from '../support/webhook-steps';

/** The Classic European Facial booked by default: $85.00, deposit $21.25. */
const BALANCE = 8500 - 2125;

const checkOut = (t: Harness, id: string, body: Record<string, unknown>, key?: string) => {
  const req = request(t.http).post(`/api/admin/appointments/${id}/checkout`).set(t.asAdmin());
  return (key ? req.set('Idempotency-Key', key) : req).send(body);
};

/** A visit whose deposit was paid with a card saved for later, the clock an hour past its start. */
async function visitWithSavedCard(t: Harness, date: string, card: CardKind) {
  const booked = await t.bookAndCheckout({ preferred_date: date });
  t.stripe.markPaid(booked.sessionId, card);
  expect(await statusOf(t, booked.sessionId)).toMatchObject({ payment_status: 'paid' });
  const detail = await request(t.http)
    .get(`/api/admin/appointments/${booked.bookingId}`)
    .set(t.asAdmin());
  const startsAt = new Date(detail.body.appointment.starts_at as string).getTime();
  t.clock.set(new Date(startsAt + 60 * 60 * 1000));
  const [saved] = await t.query<{ payment_method_id: string }>(
    `SELECT s.payment_method_id FROM saved_cards s ORDER BY s.saved_at DESC LIMIT 1`,
  );
  return { ...booked, paymentMethodId: saved.payment_method_id };
}

/**
 * A saved-card checkout tried again after a refusal, and a charge whose answer was lost, recorded
 * by Stripe's webhook (docs/money.md, "The visit's checkout").
 */
describe("the visit's checkout: a new attempt after a refusal, the webhook after a lost answer", () => {
  const t = useTestApp({ stripe: true, resetClock: true, env: PRIVATE_OK });
  const receiver = new WebhookReceiver();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());
  const nextDate = weekdays();
  const attemptsOf = (bookingId: string) =>
    [...t.stripe.payments.intents.values()].filter(
      (i) => i.metadata.booking_id === bookingId && i.metadata.purpose === 'balance',
    );
  const keysOf = (bookingId: string) =>
    t.stripe.requests
      .filter(
        (r) => r.path === '/v1/payment_intents' && r.form['metadata[booking_id]'] === bookingId,
      )
      .map((r) => r.headers['idempotency-key']);

  it('a press after a decline is a new charge; ten identical presses at once charge once', async () => {
    receiver.reset();
    await t.query(`DELETE FROM webhook_endpoints`);
    await register(t, receiver.url(), ['payment.failed']);
    const { bookingId, paymentMethodId } = await visitWithSavedCard(t, nextDate(), 'declined');
    const body = { tip_cents: 1530, method: 'saved_card' };
    expect((await checkOut(t, bookingId, body, `press-1-${bookingId}`)).status).toBe(402);
    // The same press again (its key: a double click) answers the same, without a new attempt.
    const again = await checkOut(t, bookingId, body, `press-1-${bookingId}`);
    expect(again.status).toBe(402);
    expect(attemptsOf(bookingId)).toHaveLength(1);

    // The issuer approves now: a new press is a new attempt with a new key, which Stripe charges
    // (the old key would get its stored decline for 24 hours). Ten at once take one charge.
    t.stripe.wallet.setKind(paymentMethodId, 'succeeds');
    const presses = await Promise.all(
      Array.from({ length: 10 }, () => checkOut(t, bookingId, body, `press-2-${bookingId}`)),
    );
    expect(presses.map((p) => p.status)).toEqual(Array(10).fill(201));
    const attempts = attemptsOf(bookingId);
    expect(attempts.map((i) => i.status)).toEqual(['requires_payment_method', 'succeeded']);
    expect(presses[0].body.checkout.payment_id).toBe(attempts[1].id);
    const keys = keysOf(bookingId);
    expect(new Set(keys).size).toBe(2);
    expect(keys[0]).toBe(`visit-checkout:${bookingId}:${BALANCE + 1530}`);
    expect(keys.at(-1)).toBe(`visit-checkout:${bookingId}:${BALANCE + 1530}:1`);
    const paid = t.stripe.charges.filter((c) => c.payment_intent === attempts[1].id);
    expect(paid).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: BALANCE + 1530 }),
    ]);

    // Integrators heard of the decline, with what was asked.
    expect(await deliver(t)).toEqual({ delivered: 1, failed: 0 });
    const [sent] = receiver.received.map(
      (r) => JSON.parse(r.body) as { type: string; data: unknown },
    );
    expect(sent).toMatchObject({
      type: 'payment.failed',
      data: {
        appointment_id: bookingId,
        purpose: 'balance',
        amount_cents: BALANCE + 1530,
        currency: 'usd',
        reason: 'declined',
        payment_id: attempts[0].id,
        fee_id: null,
      },
    });
  });

  it('a retry after an outage sends the same key: Stripe answers the same payment', async () => {
    const { bookingId } = await visitWithSavedCard(t, nextDate(), 'succeeds');
    t.stripe.failNext(3, 'lost_response');
    const body = { tip_cents: 0, method: 'saved_card' };
    expect((await checkOut(t, bookingId, body)).status).toBe(502);
    const res = await checkOut(t, bookingId, body);
    expect(res.status).toBe(201);
    expect(attemptsOf(bookingId)).toHaveLength(1);
    expect(new Set(keysOf(bookingId))).toEqual(new Set([`visit-checkout:${bookingId}:${BALANCE}`]));
  });

  it('payment_intent.succeeded records a checkout whose answer was lost, once', async () => {
    const { bookingId } = await visitWithSavedCard(t, nextDate(), 'succeeds');
    t.stripe.failNext(3, 'lost_response');
    const body = {
      tip_cents: 1530,
      products: [{ name: 'Hydrating serum', price_cents: 4200 }],
      method: 'saved_card',
    };
    expect((await checkOut(t, bookingId, body)).status).toBe(502);
    const [intent] = attemptsOf(bookingId);
    expect(intent).toMatchObject({ status: 'succeeded', amount: BALANCE + 1530 + 4200 });

    const event = t.stripe.event('payment_intent.succeeded', intent);
    await Promise.all([t.webhook(event).expect(200), t.webhook(event).expect(200)]);
    await t.webhook(t.stripe.event('payment_intent.succeeded', intent)).expect(200);
    const entries = await t.query<{ kind: string; method: string; amount_cents: number }>(
      `SELECT kind, method, amount_cents FROM ledger_entries
        WHERE appointment_id = $1 AND provider_id = $2 ORDER BY kind`,
      [bookingId, intent.id],
    );
    expect(entries).toEqual([
      { kind: 'balance', method: 'card', amount_cents: BALANCE },
      { kind: 'product', method: 'card', amount_cents: 4200 },
      { kind: 'tip', method: 'card', amount_cents: 1530 },
    ]);
    expect((await t.appointment(bookingId))?.status).toBe('completed');
    const summary = await request(t.http)
      .get(`/api/admin/appointments/${bookingId}/checkout`)
      .set(t.asAdmin());
    expect(summary.body.checkout).toMatchObject({
      method: 'saved_card',
      payment_id: intent.id,
      products: [{ name: 'Hydrating serum', price_cents: 4200 }],
    });
    const receipts = await t.query(
      `SELECT 1 FROM outbox_messages WHERE appointment_id = $1 AND kind = 'visit_receipt'`,
      [bookingId],
    );
    expect(receipts).toHaveLength(1);
    // The owner's retry finds it checked out: nothing charged again.
    expect((await checkOut(t, bookingId, body)).status).toBe(409);
    expect(attemptsOf(bookingId)).toHaveLength(1);
  });
});
