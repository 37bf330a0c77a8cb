import { MESSAGES } from '@esthetics/domain';
import { useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { paidAndKept, reportPaid, statusOf } from '../support/payment-steps';

const DAY = 24 * 3600 * 1000;

describe('the status answer of a session: whether the money paid is kept (test-mode checkout)', () => {
  const t = useTestApp();
  const nextDate = weekdays();

  it('an unpaid session: the booking pending, nothing to refund', async () => {
    const { bookingId, sessionId } = await t.bookAndCheckout({ preferred_date: nextDate() });
    expect(await statusOf(t, sessionId)).toMatchObject({
      payment_status: 'unpaid',
      booking_id: bookingId,
      booking_status: 'pending',
      refund_due: false,
      refund_reason: null,
    });
  });

  it('a paid session: the booking confirmed, the deposit kept', async () => {
    const { bookingId, sessionId, depositCents } = await t.bookAndPay({
      preferred_date: nextDate(),
    });
    expect(await statusOf(t, sessionId)).toEqual(paidAndKept(sessionId, bookingId, depositCents));
  });

  it('a paid booking the admin cancels afterwards: cancelled, the deposit due back', async () => {
    const { bookingId, sessionId, depositCents } = await t.bookAndPay({
      preferred_date: nextDate(),
    });
    await t.setStatus(bookingId, 'cancelled');
    expect(await statusOf(t, sessionId)).toEqual({
      status: 'complete',
      payment_status: 'paid',
      session_id: sessionId,
      amount_total: depositCents,
      currency: 'usd',
      booking_id: bookingId,
      booking_status: 'cancelled',
      refund_due: true,
      refund_reason: 'booking_cancelled',
      // The business cancelled: the whole deposit is refunded, as recorded.
      cancellation: {
        kind: 'refund',
        refund_cents: depositCents,
        credit_cents: 0,
        kept_cents: 0,
        charge_cents: 0,
        summary: MESSAGES.outcomeRefund('$21.25'),
      },
    });

    // Confirmed again by the admin: the deposit is kept again.
    await t.setStatus(bookingId, 'confirmed');
    expect(await statusOf(t, sessionId)).toMatchObject({
      booking_status: 'confirmed',
      refund_due: false,
      refund_reason: null,
    });
  });
});

describe('the status answer of a session paid through Stripe but flagged for a refund', () => {
  const t = useTestApp({ stripe: true, resetClock: true });
  const nextDate = weekdays();

  it('a payment of the wrong amount: the booking still pending, the payment due back', async () => {
    const { bookingId, sessionId } = await t.bookAndCheckout({ preferred_date: nextDate() });
    const res = await t.webhook({
      id: `evt_wrong_amount_${sessionId}`,
      type: 'checkout.session.completed',
      data: { object: { ...t.stripe.markPaid(sessionId), amount_total: 100 } },
    });
    expect(res.status).toBe(200);
    expect(await statusOf(t, sessionId)).toMatchObject({
      payment_status: 'paid',
      amount_total: 100,
      currency: 'usd',
      booking_id: bookingId,
      booking_status: 'pending',
      refund_due: true,
      refund_reason: 'amount_mismatch',
    });
  });

  it('a payment that arrives after the hold ended: the booking cancelled, the payment due back', async () => {
    const { bookingId, sessionId, depositCents } = await t.bookAndCheckout({
      preferred_date: nextDate(),
    });
    t.clock.advance(DAY);
    expect(await t.sweepHolds()).toBeGreaterThanOrEqual(1);
    expect(await t.appointment(bookingId)).toMatchObject({ status: 'cancelled' });
    // The client had paid at the last moment: Stripe reports it after the sweep.
    await reportPaid(t, 'late', sessionId);
    expect(await statusOf(t, sessionId)).toMatchObject({
      payment_status: 'paid',
      amount_total: depositCents,
      booking_status: 'cancelled',
      refund_due: true,
      refund_reason: 'booking_cancelled',
    });
  });

  it('a second session paid for a booking already paid: the booking confirmed, that payment due back', async () => {
    const first = await t.bookAndCheckout({ preferred_date: nextDate() });
    const second = await t.createSession(first.bookingId);
    expect(second.status).toBe(201);
    const secondId = second.body.session_id as string;
    // Both pages were paid before the first one closed; Stripe reports the second first.
    for (const id of [secondId, first.sessionId]) await reportPaid(t, 'twice', id);
    expect(await statusOf(t, secondId)).toMatchObject({
      payment_status: 'paid',
      booking_status: 'confirmed',
      refund_due: false,
      refund_reason: null,
    });
    expect(await statusOf(t, first.sessionId)).toMatchObject({
      payment_status: 'paid',
      booking_status: 'confirmed',
      refund_due: true,
      refund_reason: 'already_paid',
    });
  });
});
