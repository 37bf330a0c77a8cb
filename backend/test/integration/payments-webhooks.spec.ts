import request from 'supertest';
import { feeSteps } from '../support/fee-steps';
import { useTestApp } from '../support/harness';
import { paidBooking } from '../support/self-service-steps';
import { DEPOSIT, startOf, TOTAL, as } from '../support/studio';
import { weekdays } from '../support/test-app';
import { WebhookReceiver } from '../support/webhook-receiver';
import { deliver, PRIVATE_OK, register } from '../support/webhook-steps';

const LATE_CHARGE = TOTAL / 2 - DEPOSIT;
const HOUR_MS = 60 * 60 * 1000;

/**
 * Stripe's webhooks about payments other than a checkout session (docs/money.md, "Stripe's
 * webhooks"), signed with the SDK's own helper and sent to the app: each applied once.
 */
describe("Stripe's webhooks drive the state of off-session charges, refunds and cards", () => {
  const t = useTestApp({ stripe: true, resetClock: true, env: PRIVATE_OK });
  const receiver = new WebhookReceiver();
  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());
  beforeEach(async () => {
    receiver.reset();
    await t.query(`DELETE FROM webhook_endpoints`);
  });
  const nextDate = weekdays();
  const { cancelLate, feeOf, sweepAfter, feeCharges, ledgerOf, mailsOf } = feeSteps(t);
  const send = (event: { id: string; type: string; data: { object: unknown } }) =>
    t.webhook(event).expect(200);

  it('payment_intent.succeeded charges a fee whose answer was lost, once, however often it comes', async () => {
    const date = nextDate();
    const b = await paidBooking(t, date);
    await cancelLate(b, date).expect(200);
    // Stripe charged the card, and every answer (with the SDK's retries) was lost.
    t.stripe.failNext(3, 'lost_response');
    await sweepAfter(2);
    expect(await feeOf(b.bookingId)).toMatchObject({ state: 'pending' });
    const [intent] = feeCharges(b.bookingId);
    expect(intent.status).toBe('succeeded');

    const event = t.stripe.event('payment_intent.succeeded', intent);
    // Stripe retries: ten deliveries of one event at once, and later a second event for the same
    // payment, have one effect.
    await Promise.all(Array.from({ length: 10 }, () => send(event)));
    await send(t.stripe.event('payment_intent.succeeded', intent));
    expect(await feeOf(b.bookingId)).toMatchObject({ state: 'charged', payment_id: intent.id });
    const fees = (await ledgerOf(b.bookingId)).filter((e) => e.kind === 'fee');
    expect(fees).toEqual([
      expect.objectContaining({ amount_cents: LATE_CHARGE, provider_id: intent.id }),
    ]);
    expect(await mailsOf(b.bookingId, 'fee_receipt')).toHaveLength(1);
    // The next sweep finds nothing to charge: one charge in all.
    await sweepAfter(1);
    expect(feeCharges(b.bookingId)).toHaveLength(1);
  });

  it('payment_intent.payment_failed leaves a fee due with its pay link, and tells integrators', async () => {
    await register(t, receiver.url(), ['payment.failed']);
    const date = nextDate();
    const b = await paidBooking(t, date, '10:00', 'declined');
    await cancelLate(b, date).expect(200);
    t.stripe.failNext(3, 'lost_response');
    await sweepAfter(2);
    expect(await feeOf(b.bookingId)).toMatchObject({ state: 'pending' });
    const [intent] = feeCharges(b.bookingId);
    const event = t.stripe.event('payment_intent.payment_failed', intent);
    await Promise.all([send(event), send(event)]);
    const fee = await feeOf(b.bookingId);
    expect(fee).toMatchObject({ state: 'due', last_outcome: 'declined', payment_id: intent.id });
    expect(fee.pay_url).toMatch(/^https:\/\/checkout\.stripe\./);
    expect(await mailsOf(b.bookingId, 'fee_pay_link')).toHaveLength(1);
    // Already due: another failure report changes nothing.
    await send(t.stripe.event('payment_intent.payment_failed', intent));
    expect(await mailsOf(b.bookingId, 'fee_pay_link')).toHaveLength(1);

    expect(await deliver(t)).toEqual({ delivered: 1, failed: 0 });
    const [sent] = receiver.received.map(
      (r) => JSON.parse(r.body) as { type: string; data: unknown },
    );
    expect(sent).toEqual({
      type: 'payment.failed',
      timestamp: expect.any(String),
      data: {
        appointment_id: b.bookingId,
        purpose: 'fee',
        amount_cents: LATE_CHARGE,
        currency: 'usd',
        reason: 'declined',
        payment_id: intent.id,
        fee_id: fee.id,
      },
    });
  });

  it('charge.refunded records a refund that was pending when made, once it succeeded', async () => {
    const date = nextDate();
    const b = await paidBooking(t, date);
    // An early cancellation refunds the deposit; the bank takes days: the refund is pending.
    t.stripe.refundBank.startAs = 'pending';
    try {
      t.clock.set(new Date(startOf(date).getTime() - 72 * HOUR_MS));
      await request(t.http)
        .post(`/api/clients/appointments/${b.bookingId}/cancel`)
        .set(as(b.token))
        .expect(200);
    } finally {
      t.stripe.refundBank.startAs = 'succeeded';
    }
    const deposit = `pi_fake_${b.sessionId}`;
    const [refund] = t.stripe.refunds.filter((r) => r.payment_intent === deposit);
    expect(refund).toMatchObject({ status: 'pending', amount: DEPOSIT });
    expect((await ledgerOf(b.bookingId)).map((e) => e.kind)).toEqual(['deposit']);

    // Still pending: the event records nothing yet.
    const charge = t.stripe.charges.find((c) => c.payment_intent === deposit)!;
    await send(t.stripe.event('charge.refunded', charge));
    expect((await ledgerOf(b.bookingId)).map((e) => e.kind)).toEqual(['deposit']);

    t.stripe.refundBank.settle(refund.id);
    const event = t.stripe.event('charge.refunded', charge);
    await Promise.all([send(event), send(event), send(t.stripe.event('charge.refunded', charge))]);
    expect(await ledgerOf(b.bookingId)).toEqual([
      expect.objectContaining({ kind: 'deposit', provider_id: deposit }),
      { kind: 'refund', amount_cents: DEPOSIT, provider_id: refund.id, refund_of: deposit },
    ]);
  });

  it('setup_intent.succeeded makes the card set up the saved card of its customer', async () => {
    const b = await paidBooking(t, nextDate());
    const session = t.stripe.sessions.get(b.sessionId)!;
    const customer = session.customer!;
    const pm = t.stripe.attachCard(customer, 'succeeds');
    const setup = {
      id: `seti_fake_${b.bookingId}`,
      object: 'setup_intent',
      customer,
      payment_method: pm,
      status: 'succeeded',
      usage: 'off_session',
    };
    await send(t.stripe.event('setup_intent.succeeded', setup));
    const cards = await t.query<{ payment_method_id: string; last4: string }>(
      `SELECT payment_method_id, last4 FROM saved_cards WHERE customer_key = $1`,
      [`client:${b.clientId}`],
    );
    expect(cards).toEqual([{ payment_method_id: pm, last4: '4242' }]);
    const saved = await request(t.http)
      .get(`/api/clients/${b.clientId}/saved-card`)
      .set(as(b.token))
      .expect(200);
    expect(saved.body.card).toMatchObject({ brand: 'visa', last4: '4242' });

    // A customer this app did not make: noted, nothing saved.
    const stranger = t.stripe.wallet.create({ email: 'someone@example.com' });
    const other = t.stripe.attachCard(stranger.id, 'succeeds');
    await send(
      t.stripe.event('setup_intent.succeeded', {
        ...setup,
        customer: stranger.id,
        payment_method: other,
      }),
    );
    expect(
      await t.query(`SELECT 1 FROM saved_cards WHERE payment_method_id = $1`, [other]),
    ).toHaveLength(0);
  });

  it('refuses an event whose signature does not match, and applies nothing', async () => {
    const b = await paidBooking(t, nextDate());
    const intent = {
      id: 'pi_forged',
      object: 'payment_intent',
      amount: 1,
      currency: 'usd',
      status: 'succeeded',
      metadata: { booking_id: b.bookingId, purpose: 'fee' },
    };
    await t.webhook(t.stripe.event('payment_intent.succeeded', intent), 'whsec_wrong').expect(400);
    expect((await ledgerOf(b.bookingId)).map((e) => e.kind)).toEqual(['deposit']);
  });
});
