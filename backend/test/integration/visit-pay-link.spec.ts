import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { feeSteps } from '../support/fee-steps';
import { useTestApp } from '../support/harness';
import { clientCheckout } from '../support/saved-card-steps';
import { weekdays } from '../support/test-app';
import { PRIVATE_OK } from '../support/webhook-steps';

/** The Classic European Facial booked by default: $85.00, deposit $21.25. */
const TOTAL = 8500;
const BALANCE = TOTAL - 2125;
const TIP_18 = 1530;

/**
 * The visit's checkout by pay link on the local test checkout (docs/money.md, "The visit's
 * checkout"): the link is e-mailed, nothing is recorded until the client pays it, then the checkout
 * is recorded once, with card entries carrying the payment id.
 */
describe("the visit's checkout by pay link", () => {
  const t = useTestApp({ resetClock: true, env: PRIVATE_OK });
  const nextDate = weekdays();
  const { ledgerOf, mailsOf } = feeSteps(t);

  const checkOut = (id: string, body: Record<string, unknown>) =>
    request(t.http).post(`/api/admin/appointments/${id}/checkout`).set(t.asAdmin()).send(body);
  const summary = (id: string) =>
    request(t.http).get(`/api/admin/appointments/${id}/checkout`).set(t.asAdmin());
  const sessionOf = (url: string) => url.split('/').pop() as string;

  /** A client's visit, its deposit paid on the local page, the clock an hour past its start. */
  const visitStarted = async () => {
    const who = await t.registerClient();
    const { sessionId, bookingId } = await clientCheckout(t, who, nextDate());
    await request(t.http).post(`/api/payments/checkout/${sessionId}/pay`).expect(303);
    const detail = await request(t.http)
      .get(`/api/admin/appointments/${bookingId}`)
      .set(t.asAdmin());
    const startsAt = new Date(detail.body.appointment.starts_at as string);
    t.clock.set(new Date(startsAt.getTime() + 60 * 60 * 1000));
    return bookingId;
  };

  it('e-mails the link, records nothing until paid, then records the checkout once', async () => {
    const id = await visitStarted();
    const products = [{ name: 'Hydrating serum', price_cents: 3800 }];
    const sent = await checkOut(id, { tip_cents: TIP_18, products, method: 'pay_link' });
    expect(sent.status).toBe(201);
    const amount = BALANCE + TIP_18 + 3800;
    expect(sent.body).toMatchObject({
      checkout: null,
      pay_link: { amount_cents: amount },
      appointment: { status: 'confirmed' },
    });
    expect(sent.body.message).toBe(
      MESSAGES.visitPayLinkSent('$117.05', sent.body.appointment.client_email),
    );
    const url = sent.body.pay_link.url as string;
    const mails = await mailsOf(id, 'visit_pay_link');
    expect(mails).toHaveLength(1);
    expect(mails[0].text_body).toContain(url);
    expect(await ledgerOf(id)).toEqual([expect.objectContaining({ kind: 'deposit' })]);
    expect((await summary(id)).body).toMatchObject({ pay_link: { url }, checkout: null });

    const session = sessionOf(url);
    await request(t.http).get(`/api/payments/checkout/${session}`).expect(200);
    // The client presses Pay twice (a double click, a return page retried): one checkout.
    const [a, b] = await Promise.all([
      request(t.http).post(`/api/payments/checkout/${session}/pay`),
      request(t.http).post(`/api/payments/checkout/${session}/pay`),
    ]);
    expect([a.status, b.status]).toContain(303);

    const entries = (await ledgerOf(id)).filter((e) => e.kind !== 'deposit');
    expect(entries.map((e) => [e.kind, e.amount_cents])).toEqual([
      ['balance', BALANCE],
      ['product', 3800],
      ['tip', TIP_18],
    ]);
    expect(new Set(entries.map((e) => e.provider_id)).size).toBe(1);
    expect(entries[0].provider_id).toMatch(/^pi_test_local_/);
    const methods = await t.query<{ method: string }>(
      `SELECT DISTINCT method FROM ledger_entries WHERE appointment_id = $1 AND kind <> 'deposit'`,
      [id],
    );
    expect(methods).toEqual([{ method: 'card' }]);
    expect(await mailsOf(id, 'visit_receipt')).toHaveLength(1);
    const after = (await summary(id)).body;
    expect(after).toMatchObject({
      checkout: { method: 'pay_link', total_cents: amount },
      pay_link: null,
      balance_due_cents: 0,
    });
    const detail = await request(t.http).get(`/api/admin/appointments/${id}`).set(t.asAdmin());
    expect(detail.body.appointment.status).toBe('completed');
    // The paid page again: already paid, nothing more recorded.
    await request(t.http).get(`/api/payments/checkout/${session}`).expect(200);
    expect(await ledgerOf(id)).toHaveLength(4);
  });

  it('sending again replaces the open link: the first can no longer be paid', async () => {
    const id = await visitStarted();
    const first = await checkOut(id, { tip_cents: 0, method: 'pay_link' });
    const second = await checkOut(id, { tip_cents: 1000, method: 'pay_link' });
    expect([first.status, second.status]).toEqual([201, 201]);
    const [one, two] = [first, second].map((r) => sessionOf(r.body.pay_link.url as string));
    expect(one).not.toBe(two);
    expect(await mailsOf(id, 'visit_pay_link')).toHaveLength(2);
    await request(t.http).get(`/api/payments/checkout/${one}`).expect(404);
    await request(t.http).post(`/api/payments/checkout/${one}/pay`).expect(410);
    expect(await ledgerOf(id)).toHaveLength(1);
    await request(t.http).post(`/api/payments/checkout/${two}/pay`).expect(303);
    const entries = (await ledgerOf(id)).filter((e) => e.kind !== 'deposit');
    expect(entries.map((e) => [e.kind, e.amount_cents])).toEqual([
      ['balance', BALANCE],
      ['tip', 1000],
    ]);
  });

  it('a checkout taken another way withdraws the open link', async () => {
    const id = await visitStarted();
    const sent = await checkOut(id, { tip_cents: 0, method: 'pay_link' }).expect(201);
    await checkOut(id, { tip_cents: 0, method: 'cash' }).expect(201);
    const session = sessionOf(sent.body.pay_link.url as string);
    await request(t.http).get(`/api/payments/checkout/${session}`).expect(404);
    await request(t.http).post(`/api/payments/checkout/${session}/pay`).expect(410);
    const entries = await t.query<{ method: string }>(
      `SELECT method FROM ledger_entries WHERE appointment_id = $1 AND kind = 'balance'`,
      [id],
    );
    expect(entries).toEqual([{ method: 'cash' }]);
  });

  it('refuses a link for nothing to pay and validates the tip like the others', async () => {
    const id = await visitStarted();
    const bad = await checkOut(id, { tip_cents: -5, method: 'pay_link' });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe('checkoutTipNegative');
    expect(await mailsOf(id, 'visit_pay_link')).toHaveLength(0);
  });
});
