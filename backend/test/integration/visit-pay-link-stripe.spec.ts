import request from 'supertest';
import { feeSteps } from '../support/fee-steps';
import { Harness, useTestApp } from '../support/harness';
import { bookAndPayByStripe, reportPaid } from '../support/payment-steps';
import { weekdays } from '../support/test-app';
import { PRIVATE_OK } from '../support/webhook-steps';

/** The Classic European Facial booked by default: $85.00, deposit $21.25. */
const BALANCE = 8500 - 2125;
const TIP_18 = 1530;

/** A visit booked and its deposit paid by card, the clock an hour past its start. */
async function visitStarted(t: Harness, date: string) {
  const paid = await bookAndPayByStripe(t, { preferred_date: date });
  const detail = await request(t.http)
    .get(`/api/admin/appointments/${paid.bookingId}`)
    .set(t.asAdmin());
  const startsAt = new Date(detail.body.appointment.starts_at as string);
  t.clock.set(new Date(startsAt.getTime() + 60 * 60 * 1000));
  return paid.bookingId;
}

/**
 * The visit's pay link through Stripe's SDK to the fake (docs/money.md, "The visit's checkout"):
 * checkout.session.completed and payment_intent.succeeded both report it; it is recorded once and
 * never taken for a deposit.
 */
describe("the visit's checkout by pay link, on Stripe", () => {
  const t = useTestApp({ stripe: true, resetClock: true, env: PRIVATE_OK });
  const nextDate = weekdays();
  const { ledgerOf, mailsOf } = feeSteps(t);
  const checkOut = (id: string, body: Record<string, unknown>) =>
    request(t.http).post(`/api/admin/appointments/${id}/checkout`).set(t.asAdmin()).send(body);
  const sessionAt = (url: string) => [...t.stripe.sessions.values()].find((s) => s.url === url)!;

  it('records the checkout once when the session and its payment are both reported', async () => {
    const id = await visitStarted(t, nextDate());
    const sent = await checkOut(id, { tip_cents: TIP_18, method: 'pay_link' }).expect(201);
    const session = sessionAt(sent.body.pay_link.url as string);
    expect(session.amount_total).toBe(BALANCE + TIP_18);
    expect(await mailsOf(id, 'visit_pay_link')).toHaveLength(1);

    await reportPaid(t, 'visit', session.id);
    const intent = t.stripe.payments.intents.get(session.payment_intent!)!;
    expect(intent.metadata).toMatchObject({ purpose: 'balance', via: 'pay_link' });
    const res = await t.webhook(t.stripe.event('payment_intent.succeeded', intent));
    expect(res.status).toBe(200);
    await reportPaid(t, 'visit-again', session.id);

    const entries = await ledgerOf(id);
    expect(entries.map((e) => [e.kind, e.amount_cents])).toEqual([
      ['deposit', 2125],
      ['balance', BALANCE],
      ['tip', TIP_18],
    ]);
    expect(entries[1].provider_id).toBe(intent.id);
    expect(await mailsOf(id, 'visit_receipt')).toHaveLength(1);
    expect(await t.appointment(id)).toMatchObject({ status: 'completed' });
  });

  it('a second send expires the first session at Stripe', async () => {
    const id = await visitStarted(t, nextDate());
    const first = await checkOut(id, { tip_cents: 0, method: 'pay_link' }).expect(201);
    await checkOut(id, { tip_cents: 0, method: 'pay_link' }).expect(201);
    expect(sessionAt(first.body.pay_link.url as string).status).toBe('expired');
  });
});
