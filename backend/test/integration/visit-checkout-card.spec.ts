import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import type { CardKind } from '../support/fake-stripe';
import { Harness, useTestApp } from '../support/harness';
import { statusOf } from '../support/payment-steps';
import { weekdays } from '../support/test-app';

/** The Classic European Facial booked by default: $85.00, deposit $21.25. */
const BALANCE = 8500 - 2125;

const kindsOf = (t: Harness, id: string) =>
  t.query<{ kind: string; method: string; amount_cents: number; provider_id: string | null }>(
    `SELECT kind, method, amount_cents, provider_id FROM ledger_entries
      WHERE appointment_id = $1 ORDER BY created_at, kind`,
    [id],
  );

const checkOut = (t: Harness, id: string, body: Record<string, unknown>) =>
  request(t.http).post(`/api/admin/appointments/${id}/checkout`).set(t.asAdmin()).send(body);

/**
 * A visit whose deposit was paid on Stripe's page with a card saved for later (`card`: how it answers
 * off-session charges), the clock an hour past its start.
 */
async function visitWithSavedCard(t: Harness, date: string, card: CardKind) {
  const booked = await t.bookAndCheckout({ preferred_date: date });
  t.stripe.markPaid(booked.sessionId, card);
  expect(await statusOf(t, booked.sessionId)).toMatchObject({ payment_status: 'paid' });
  const detail = await request(t.http)
    .get(`/api/admin/appointments/${booked.bookingId}`)
    .set(t.asAdmin());
  const startsAt = new Date(detail.body.appointment.starts_at as string).getTime();
  t.clock.set(new Date(startsAt + 60 * 60 * 1000));
  return booked;
}

describe("the visit's checkout on the saved card, through Stripe's SDK to the fake", () => {
  const t = useTestApp({ stripe: true, resetClock: true });
  const nextDate = weekdays();

  it('charges the saved card off-session once: card entries with the payment id, receipt, refund', async () => {
    const { bookingId } = await visitWithSavedCard(t, nextDate(), 'succeeds');
    const summary = await request(t.http)
      .get(`/api/admin/appointments/${bookingId}/checkout`)
      .set(t.asAdmin());
    expect(summary.body).toMatchObject({
      saved_card: { brand: 'visa', last4: '4242' },
      methods: ['saved_card', 'pay_link', 'cash', 'outside_card'],
    });
    const charges = t.stripe.charges.length;
    const res = await checkOut(t, bookingId, { tip_cents: 1530, method: 'saved_card' });
    expect(res.status).toBe(201);
    const paymentId = res.body.checkout.payment_id as string;
    expect(paymentId).toMatch(/^pi_/);
    expect(t.stripe.charges.length).toBe(charges + 1);
    expect(t.stripe.charges.at(-1)).toMatchObject({
      payment_intent: paymentId,
      amount: BALANCE + 1530,
    });
    expect((await kindsOf(t, bookingId)).slice(1)).toEqual([
      { kind: 'balance', method: 'card', amount_cents: BALANCE, provider_id: paymentId },
      { kind: 'tip', method: 'card', amount_cents: 1530, provider_id: paymentId },
    ]);
    const [receipt] = await t.query<{ text_body: string }>(
      `SELECT text_body FROM outbox_messages WHERE appointment_id = $1 AND kind = 'visit_receipt'`,
      [bookingId],
    );
    expect(receipt.text_body).toContain('- Paid today (Visa ending 4242): $79.05');

    // One charge of balance and tip: refunded in part through Stripe, never above what it took.
    const refund = (amount: number) =>
      request(t.http)
        .post(`/api/admin/appointments/${bookingId}/refunds`)
        .set(t.asAdmin())
        .send({ charge_id: paymentId, amount_cents: amount });
    expect((await refund(1530)).body.refund).toMatchObject({ refundable_cents: BALANCE });
    expect(t.stripe.refunds.filter((r) => r.payment_intent === paymentId)).toHaveLength(1);
    const over = await refund(BALANCE + 1);
    expect(over.status).toBe(400);
    expect(over.body.message).toBe(MESSAGES.refundOverCharge('$63.75'));
    expect((await refund(BALANCE)).status).toBe(201);
  });

  it('makes one refund of ten sent at once with the same Idempotency-Key', async () => {
    const { bookingId, sessionId } = await visitWithSavedCard(t, nextDate(), 'succeeds');
    const deposit = `pi_fake_${sessionId}`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request(t.http)
          .post(`/api/admin/appointments/${bookingId}/refunds`)
          .set(t.asAdmin())
          .set('Idempotency-Key', `refund-${bookingId}`)
          .send({ charge_id: deposit, amount_cents: 500 }),
      ),
    );
    expect(answers.every((a) => a.status === 201)).toBe(true);
    expect(t.stripe.refunds.filter((r) => r.payment_intent === deposit)).toHaveLength(1);
    expect((await kindsOf(t, bookingId)).map((e) => e.kind)).toEqual(['deposit', 'refund']);
  });

  it.each([
    ['declined', 'visitCardDeclined'],
    ['authentication_required', 'visitCardNeedsAuth'],
  ] as const)('a card that is %s answers 402 %s and records nothing', async (card, code) => {
    const { bookingId } = await visitWithSavedCard(t, nextDate(), card);
    const res = await checkOut(t, bookingId, { tip_cents: 0, method: 'saved_card' });
    expect(res.status).toBe(402);
    expect(res.body).toMatchObject({ code, message: MESSAGES[code] });
    expect((await kindsOf(t, bookingId)).map((e) => e.kind)).toEqual(['deposit']);
    expect((await t.appointment(bookingId))?.status).toBe('confirmed');
    // Another way of paying still checks it out.
    expect((await checkOut(t, bookingId, { tip_cents: 0, method: 'cash' })).status).toBe(201);
  });

  it('charges the card once when the same checkout is posted ten times at once', async () => {
    const { bookingId } = await visitWithSavedCard(t, nextDate(), 'succeeds');
    const charges = t.stripe.charges.length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        checkOut(t, bookingId, { tip_cents: 0, method: 'saved_card' }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(t.stripe.charges.length).toBe(charges + 1);
    expect((await kindsOf(t, bookingId)).map((e) => e.kind)).toEqual(['deposit', 'balance']);
  });
});
