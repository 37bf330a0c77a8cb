import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { feeSteps } from '../support/fee-steps';
import { useTestApp } from '../support/harness';
import { clientCheckout } from '../support/saved-card-steps';
import { as, DEPOSIT, TOTAL } from '../support/studio';
import { weekdays } from '../support/test-app';
import { WebhookReceiver } from '../support/webhook-receiver';
import { deliver, PRIVATE_OK, register } from '../support/webhook-steps';

/**
 * Fees on the local test checkout (no Stripe key): the saved test card decides the off-session
 * charge as Stripe's would, and a fee's pay link is paid on the local page.
 */
describe('fees with the local test checkout', () => {
  const t = useTestApp({ resetClock: true, env: PRIVATE_OK });
  const receiver = new WebhookReceiver();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());
  const nextDate = weekdays();
  const { cancelLate, feeOf, sweepAfter, ledgerOf, mailsOf } = feeSteps(t);

  const payWith = (sessionId: string, query: Record<string, string>) =>
    request(t.http).post(`/api/payments/checkout/${sessionId}/pay`).query(query);

  /** A client's booking on `date`, its deposit paid on the local page with `card` (authenticated). */
  const paidLocally = async (date: string, card: string) => {
    const who = await t.registerClient();
    const { sessionId, bookingId } = await clientCheckout(t, who, date);
    await payWith(sessionId, { card, authenticated: '1' }).expect(303);
    return {
      bookingId,
      sessionId,
      token: who.token,
      clientId: who.client.id,
      email: who.body.email,
    };
  };

  it('charges the saved 4242 card after the grace window', async () => {
    const date = nextDate();
    const b = await paidLocally(date, 'succeeds');
    await cancelLate(b, date).expect(200);
    expect(await sweepAfter(2)).toBe(1);
    const fee = await feeOf(b.bookingId);
    expect(fee).toMatchObject({ state: 'charged', amount_cents: TOTAL / 2 - DEPOSIT });
    expect(fee.payment_id).toMatch(/^pi_test_local_/);
    expect(await mailsOf(b.bookingId, 'fee_receipt')).toHaveLength(1);
  });

  it('the 3184 card needs its holder: a pay link on the local page, paid once', async () => {
    const date = nextDate();
    const b = await paidLocally(date, 'authentication_required');
    await cancelLate(b, date).expect(200);
    await sweepAfter(2);
    const fee = await feeOf(b.bookingId);
    expect(fee).toMatchObject({ state: 'due', last_outcome: 'authentication_required' });
    const path = new URL(fee.pay_url!).pathname;
    const page = await request(t.http).get(path).expect(200);
    expect(page.text).toContain(MESSAGES.feePayLinkDescription('Late cancellation'));
    expect(page.text).toContain('$21.25');

    const sessionId = path.split('/').at(-1)!;
    const declined = await payWith(sessionId, { card: 'declined' });
    expect(declined.status).toBe(402);
    const paid = await payWith(sessionId, { card: 'succeeds' }).expect(303);
    expect(paid.headers.location).toContain(`fee_paid=${sessionId}`);
    expect(await feeOf(b.bookingId)).toMatchObject({ state: 'paid' });
    await payWith(sessionId, { card: 'succeeds' });
    const fees = (await ledgerOf(b.bookingId)).filter((e) => e.kind === 'fee');
    expect(fees).toHaveLength(1);
    expect((await request(t.http).get(path)).text).toContain(MESSAGES.checkoutAlreadyPaid);
  });

  it('the owner waives a charged fee: refunded, with the domain message', async () => {
    const date = nextDate();
    const b = await paidLocally(date, 'succeeds');
    await cancelLate(b, date).expect(200);
    await sweepAfter(2);
    const fee = await feeOf(b.bookingId);
    const res = await request(t.http)
      .post(`/api/admin/fees/${fee.id}/waive`)
      .set(as(t.adminToken))
      .expect(200);
    expect(res.body).toMatchObject({
      message: MESSAGES.feeWaivedRefunded('$21.25'),
      fee: { state: 'refunded' },
    });
  });

  it('tells subscribed integrators: fee.charged, then fee.waived, with the fee', async () => {
    receiver.reset();
    await t.query(`DELETE FROM webhook_endpoints`);
    await register(t, receiver.url(), ['fee.charged', 'fee.waived']);
    const date = nextDate();
    const b = await paidLocally(date, 'succeeds');
    await cancelLate(b, date).expect(200);
    await sweepAfter(2);
    const fee = await feeOf(b.bookingId);
    await request(t.http).post(`/api/admin/fees/${fee.id}/waive`).set(as(t.adminToken)).expect(200);
    expect(await deliver(t)).toEqual({ delivered: 2, failed: 0 });
    const events = receiver.received.map(
      (r) => JSON.parse(r.body) as { type: string; data: { state: string } },
    );
    // Delivered side by side: in no set order.
    expect(events.map((e) => [e.type, e.data.state]).sort()).toEqual([
      ['fee.charged', 'charged'],
      ['fee.waived', 'refunded'],
    ]);
    expect(events.find((e) => e.type === 'fee.charged')!.data).toMatchObject({
      id: fee.id,
      appointment_id: b.bookingId,
      reason: 'late_cancellation',
      amount_cents: TOTAL / 2 - DEPOSIT,
    });
  });
});
