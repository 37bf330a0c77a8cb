import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { Harness, useTestApp } from '../support/harness';
import { bookAndPayByStripe } from '../support/payment-steps';
import { deliveries, PRIVATE_OK, register } from '../support/webhook-steps';
import { weekdays } from '../support/test-app';

/** The Classic European Facial booked by default: $85.00, deposit $21.25. */
const TOTAL = 8500;
const DEPOSIT = 2125;
const BALANCE = TOTAL - DEPOSIT;

interface Entry {
  kind: string;
  method: string;
  amount_cents: number;
  provider_id: string | null;
  refund_of: string | null;
}

const entriesOf = (t: Harness, id: string) =>
  t.query<Entry>(
    `SELECT kind, method, amount_cents, provider_id, refund_of FROM ledger_entries
      WHERE appointment_id = $1 ORDER BY created_at, kind`,
    [id],
  );

const checkout = (t: Harness, id: string) =>
  request(t.http).get(`/api/admin/appointments/${id}/checkout`).set(t.asAdmin());

const checkOut = (t: Harness, id: string, body: Record<string, unknown>) =>
  request(t.http).post(`/api/admin/appointments/${id}/checkout`).set(t.asAdmin()).send(body);

const refund = (t: Harness, id: string, body: Record<string, unknown>) =>
  request(t.http).post(`/api/admin/appointments/${id}/refunds`).set(t.asAdmin()).send(body);

/** A visit booked and its deposit paid by card, the clock an hour past its start. */
async function visitStarted(t: Harness, date: string) {
  const paid = await bookAndPayByStripe(t, { preferred_date: date });
  const detail = await request(t.http)
    .get(`/api/admin/appointments/${paid.bookingId}`)
    .set(t.asAdmin());
  const startsAt = new Date(detail.body.appointment.starts_at as string);
  t.clock.set(new Date(startsAt.getTime() + 60 * 60 * 1000));
  return paid;
}

describe("the visit's checkout", () => {
  const t = useTestApp({ stripe: true, resetClock: true, env: PRIVATE_OK });
  const nextDate = weekdays();

  it('shows the balance due from the ledger, the tip presets, and refuses a visit still to come', async () => {
    const { bookingId } = await bookAndPayByStripe(t, { preferred_date: nextDate() });
    const res = await checkout(t, bookingId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      total_cents: TOTAL,
      deposit_cents: DEPOSIT,
      credits_cents: 0,
      balance_due_cents: BALANCE,
      tip_presets: [
        { percent: 15, amount_cents: 1275 },
        { percent: 18, amount_cents: 1530 },
        { percent: 20, amount_cents: 1700 },
      ],
      tip_confirm_above_cents: TOTAL,
      problem: MESSAGES.checkoutNotStarted,
      checkout: null,
    });
    const early = await checkOut(t, bookingId, { tip_cents: 0, method: 'cash' });
    expect(early.status).toBe(409);
    expect(early.body.code).toBe('checkoutNotStarted');
  });

  it('takes a cash checkout with an 18% tip and a product: ledger rows, completed, receipt figures', async () => {
    const { bookingId } = await visitStarted(t, nextDate());
    const res = await checkOut(t, bookingId, {
      tip_cents: 1530,
      products: [{ name: 'Hydrating serum', price_cents: 3800 }],
      method: 'cash',
    });
    expect(res.status).toBe(201);
    expect(res.body.checkout).toMatchObject({
      method: 'cash',
      balance_cents: BALANCE,
      tip_cents: 1530,
      products: [{ name: 'Hydrating serum', price_cents: 3800 }],
      total_cents: BALANCE + 1530 + 3800,
      payment_id: null,
    });
    expect(res.body.appointment.status).toBe('completed');
    expect(await entriesOf(t, bookingId)).toEqual([
      expect.objectContaining({ kind: 'deposit', method: 'card', amount_cents: DEPOSIT }),
      {
        kind: 'balance',
        method: 'cash',
        amount_cents: BALANCE,
        provider_id: null,
        refund_of: null,
      },
      { kind: 'product', method: 'cash', amount_cents: 3800, provider_id: null, refund_of: null },
      { kind: 'tip', method: 'cash', amount_cents: 1530, provider_id: null, refund_of: null },
    ]);
    const [receipt] = await t.query<{ text_body: string }>(
      `SELECT text_body FROM outbox_messages WHERE appointment_id = $1 AND kind = 'visit_receipt'`,
      [bookingId],
    );
    expect(receipt.text_body).toContain('- Service total (Classic European Facial): $85.00');
    expect(receipt.text_body).toContain('- Deposit paid: $21.25');
    expect(receipt.text_body).toContain('- Balance: $63.75');
    expect(receipt.text_body).toContain('- Tip: $15.30');
    expect(receipt.text_body).toContain('- Product, Hydrating serum: $38.00');
    expect(receipt.text_body).toContain('- Paid today (Cash): $117.05');
    expect(receipt.text_body).toContain('- Total paid: $138.30');

    const after = await checkout(t, bookingId);
    expect(after.body).toMatchObject({
      balance_due_cents: 0,
      problem: MESSAGES.checkoutAlreadyDone,
      checkout: { total_cents: 11705 },
    });
    const again = await checkOut(t, bookingId, { tip_cents: 0, method: 'cash' });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'checkoutAlreadyDone' });
  });

  it('refuses a negative tip (400), asks about a 150% tip (409), then takes it confirmed (201)', async () => {
    const { bookingId } = await visitStarted(t, nextDate());
    const negative = await checkOut(t, bookingId, { tip_cents: -100, method: 'outside_card' });
    expect(negative.status).toBe(400);
    expect(negative.body).toMatchObject({
      code: 'checkoutTipNegative',
      message: MESSAGES.checkoutTipNegative,
    });
    const large = { tip_cents: 12750, method: 'outside_card' };
    const asked = await checkOut(t, bookingId, large);
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({ code: 'checkoutTipConfirm' });
    expect((await entriesOf(t, bookingId)).map((e) => e.kind)).toEqual(['deposit']);
    const confirmed = await checkOut(t, bookingId, { ...large, confirm_large_tip: true });
    expect(confirmed.status).toBe(201);
    expect(await entriesOf(t, bookingId)).toEqual([
      expect.objectContaining({ kind: 'deposit' }),
      expect.objectContaining({ kind: 'balance', method: 'outside_card', amount_cents: BALANCE }),
      expect.objectContaining({ kind: 'tip', method: 'outside_card', amount_cents: 12750 }),
    ]);
    const badMethod = await checkOut(t, bookingId, { tip_cents: 0, method: 'cheque' });
    expect(badMethod.status).toBe(400);
  });

  it('checks out a visit the owner marked completed, before its booked start', async () => {
    const { bookingId } = await bookAndPayByStripe(t, { preferred_date: nextDate() });
    await t.setStatus(bookingId, 'completed');
    const res = await checkOut(t, bookingId, { tip_cents: 0, method: 'outside_card' });
    expect(res.status).toBe(201);
    expect(res.body.appointment.status).toBe('completed');
    const changes = await t.query<{ new_status: string }>(
      `SELECT new_status FROM appointment_changes WHERE appointment_id = $1`,
      [bookingId],
    );
    expect(changes.map((c) => c.new_status)).toEqual(['completed']);
  });

  it('takes the money once when the same checkout is posted ten times at once', async () => {
    const { bookingId } = await visitStarted(t, nextDate());
    const body = { tip_cents: 1530, method: 'cash' };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => checkOut(t, bookingId, body)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect((await entriesOf(t, bookingId)).map((e) => e.kind)).toEqual([
      'deposit',
      'balance',
      'tip',
    ]);
    const receipts = await t.query(
      `SELECT id FROM outbox_messages WHERE appointment_id = $1 AND kind = 'visit_receipt'`,
      [bookingId],
    );
    expect(receipts).toHaveLength(1);
  });

  it('refunds a card charge through the provider and cash by record, never above the charge', async () => {
    const hook = await register(t, 'http://127.0.0.1:9/hook', [
      'payment.succeeded',
      'payment.refunded',
    ]);
    const { bookingId, sessionId } = await visitStarted(t, nextDate());
    expect((await checkOut(t, bookingId, { tip_cents: 1000, method: 'cash' })).status).toBe(201);
    const { body } = await checkout(t, bookingId);
    const deposit = `pi_fake_${sessionId}`;
    const cashTip = (body.charges as { charge_id: string; kinds: string[] }[]).find((c) =>
      c.kinds.includes('tip'),
    );
    expect(body.charges).toHaveLength(3);

    const over = await refund(t, bookingId, { charge_id: deposit, amount_cents: DEPOSIT + 1 });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      code: 'refundOverCharge',
      message: MESSAGES.refundOverCharge('$21.25'),
    });
    const part = await refund(t, bookingId, { charge_id: deposit, amount_cents: 1000 });
    expect(part.status).toBe(201);
    expect(part.body.refund).toMatchObject({ amount_cents: 1000, refundable_cents: 1125 });
    expect(t.stripe.refunds.filter((r) => r.payment_intent === deposit)).toHaveLength(1);
    const rest = await refund(t, bookingId, { charge_id: deposit, amount_cents: 1126 });
    expect(rest.status).toBe(400);
    expect(rest.body.message).toBe(MESSAGES.refundOverCharge('$11.25'));

    const cash = await refund(t, bookingId, { charge_id: cashTip?.charge_id, amount_cents: 1000 });
    expect(cash.status).toBe(201);
    expect(cash.body.refund).toMatchObject({ method: 'cash', provider_id: null });
    const refunds = (await entriesOf(t, bookingId)).filter((e) => e.kind === 'refund');
    expect(refunds).toEqual([
      expect.objectContaining({ method: 'card', amount_cents: 1000, refund_of: deposit }),
      {
        kind: 'refund',
        method: 'cash',
        amount_cents: 1000,
        provider_id: null,
        refund_of: cashTip?.charge_id,
      },
    ]);
    const unknown = await refund(t, bookingId, { charge_id: 'pi_nope', amount_cents: 1 });
    expect(unknown.status).toBe(404);
    // Integrators hear of the checkout once and of each refund made (not of the refused ones).
    const events = (await deliveries(t, hook.id)).map((d) => d.event).sort();
    expect(events).toEqual(['payment.refunded', 'payment.refunded', 'payment.succeeded']);
  });
});
