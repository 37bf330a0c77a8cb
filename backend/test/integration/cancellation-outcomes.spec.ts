import { HOUR_MS, MESSAGES, zonedDateTimeToInstant } from '@esthetics/domain';
import request from 'supertest';
import { Harness, useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { bookAndPayByStripe } from '../support/payment-steps';

const TIME_ZONE = 'America/New_York';
/** The Classic European Facial booked by default: $85.00, deposit $21.25. */
const DEPOSIT = 2125;

const startOf = (date: string, time = '10:00') => zonedDateTimeToInstant(date, time, TIME_ZONE);
const as = (token: string) => ({ Authorization: `Bearer ${token}` });

interface Booked {
  bookingId: string;
  sessionId: string;
  token: string;
}

/** A registered client's booking on `date`, its deposit paid through the Stripe fake. */
async function paidBooking(t: Harness, date: string): Promise<Booked> {
  const { body, token } = await t.registerClient();
  const booked = await bookAndPayByStripe(t, {
    email: body.email,
    phone: body.phone,
    preferred_date: date,
    preferred_time: '10:00',
  });
  return { ...booked, token };
}

/** The date `days` after `date` (both YYYY-MM-DD), moved off a weekend. */
function daysAfter(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

describe('one money rule for every cancellation, recorded once', () => {
  const t = useTestApp({ stripe: true, resetClock: true });
  const nextDate = weekdays();

  const refundsFor = (b: Booked) =>
    t.stripe.refunds.filter((r) => r.payment_intent === `pi_fake_${b.sessionId}`);
  const outcomesOf = (b: Booked) =>
    t.query<{ cancelled_by: string; kind: string; refund_cents: number; credit_cents: number }>(
      `SELECT cancelled_by, kind, refund_cents, credit_cents FROM cancellation_outcomes
        WHERE appointment_id = $1`,
      [b.bookingId],
    );
  const adminCancel = (b: Booked, body: Record<string, unknown> = {}) =>
    request(t.http)
      .put(`/api/admin/appointments/${b.bookingId}/status`)
      .set(t.asAdmin())
      .send({ status: 'cancelled', ...body });
  const clientCancel = (b: Booked) =>
    request(t.http).post(`/api/clients/appointments/${b.bookingId}/cancel`).set(as(b.token));
  const detail = async (b: Booked) =>
    (
      await request(t.http)
        .get(`/api/admin/appointments/${b.bookingId}`)
        .set(t.asAdmin())
        .expect(200)
    ).body;
  const paymentStatus = async (b: Booked) =>
    (await request(t.http).get(`/api/payments/status/${b.sessionId}`).expect(200)).body;

  it('moved a few weeks out and then cancelled 30 h before its first start: the deposit stays credit', async () => {
    const date = nextDate();
    const b = await paidBooking(t, date);
    t.clock.set(new Date(startOf(date).getTime() - 30 * HOUR_MS));
    await request(t.http)
      .post(`/api/clients/appointments/${b.bookingId}/reschedule`)
      .set(as(b.token))
      .send({ date: daysAfter(date, 21), time: '10:00' })
      .expect(200);

    const preview = await request(t.http)
      .post(`/api/clients/appointments/${b.bookingId}/cancel/preview`)
      .set(as(b.token))
      .expect(200);
    expect(preview.body.terms).toMatchObject({ rule: 'deposit_credit', refund_cents: 0 });
    const res = await clientCancel(b).expect(200);
    expect(res.body).toMatchObject({
      terms: { rule: 'deposit_credit', refund_cents: 0, credit_cents: DEPOSIT },
      refund: null,
    });
    expect(refundsFor(b)).toHaveLength(0);
    expect(await outcomesOf(b)).toEqual([
      { cancelled_by: 'client', kind: 'credit', refund_cents: 0, credit_cents: DEPOSIT },
    ]);
    const [first] = await t.query<{ first_starts_at: Date }>(
      `SELECT first_starts_at FROM appointments WHERE id = $1`,
      [b.bookingId],
    );
    expect(first.first_starts_at.toISOString()).toBe(startOf(date).toISOString());
  });

  it('the admin cancels a paid booking: a full refund by default, at the provider once, read everywhere', async () => {
    const b = await paidBooking(t, nextDate());
    await adminCancel(b).expect(200);

    expect(refundsFor(b)).toHaveLength(1);
    expect(refundsFor(b)[0]).toMatchObject({ amount: DEPOSIT });
    expect(await outcomesOf(b)).toEqual([
      { cancelled_by: 'business', kind: 'refund', refund_cents: DEPOSIT, credit_cents: 0 },
    ]);
    const summary = MESSAGES.outcomeRefund('$21.25');
    const d = await detail(b);
    expect(d.payment).toMatchObject({
      refund_due: true,
      refund_due_cents: DEPOSIT,
      cancellation: {
        cancelled_by: 'business',
        kind: 'refund',
        rule: 'business_refund',
        refund_cents: DEPOSIT,
        refund_status: 'succeeded',
        summary,
      },
    });
    expect(d.changes.at(-1)).toMatchObject({ kind: 'status', refund_cents: DEPOSIT });
    expect(await paymentStatus(b)).toMatchObject({
      booking_status: 'cancelled',
      refund_due: true,
      refund_reason: 'booking_cancelled',
      cancellation: { kind: 'refund', refund_cents: DEPOSIT, summary },
    });
    const [mail] = await t.query<{ text_body: string }>(
      `SELECT text_body FROM outbox_messages WHERE appointment_id = $1 AND kind = 'status_cancelled'`,
      [b.bookingId],
    );
    expect(mail.text_body).toContain(summary);

    // Confirmed again and cancelled again: the money was settled once, nothing more is refunded.
    await t.setStatus(b.bookingId, 'confirmed');
    await adminCancel(b).expect(200);
    expect(refundsFor(b)).toHaveLength(1);
    expect(await outcomesOf(b)).toHaveLength(1);
  });

  it('ten cancels at once (admin and client): one cancels, one refund at the provider, one outcome', async () => {
    const date = nextDate();
    const b = await paidBooking(t, date);
    t.clock.set(new Date(startOf(date).getTime() - 72 * HOUR_MS));
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 === 0 ? adminCancel(b) : clientCancel(b))),
    );
    const statuses = answers.map((r) => r.status);
    // Every answer is a 200 (the first, or the client's replay) or the admin's 409 "already cancelled".
    expect(statuses.every((s) => s === 200 || s === 409)).toBe(true);
    expect(refundsFor(b)).toHaveLength(1);
    expect(await outcomesOf(b)).toHaveLength(1);
    const [payment] = await t.query<{ refunded_cents: number }>(
      `SELECT refunded_cents FROM payments WHERE appointment_id = $1`,
      [b.bookingId],
    );
    expect(payment.refunded_cents).toBe(DEPOSIT);
  });

  it('ten admin cancels at once: exactly one 200, one refund', async () => {
    const b = await paidBooking(t, nextDate());
    const answers = await Promise.all(Array.from({ length: 10 }, () => adminCancel(b)));
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409)).toHaveLength(9);
    expect(refundsFor(b)).toHaveLength(1);
    expect(await outcomesOf(b)).toHaveLength(1);
  });

  it("after the client's credit-keeping cancel, the payment status and the admin detail agree", async () => {
    const date = nextDate();
    const b = await paidBooking(t, date);
    t.clock.set(new Date(startOf(date).getTime() - 30 * HOUR_MS));
    await clientCancel(b).expect(200);

    const summary = MESSAGES.outcomeCredit('$21.25');
    const status = await paymentStatus(b);
    expect(status).toMatchObject({
      booking_status: 'cancelled',
      refund_due: false,
      refund_reason: null,
      cancellation: { kind: 'credit', refund_cents: 0, credit_cents: DEPOSIT, summary },
    });
    const d = await detail(b);
    expect(d.payment).toMatchObject({
      refund_due: false,
      refund_due_cents: 0,
      cancellation: { cancelled_by: 'client', kind: 'credit', credit_cents: DEPOSIT, summary },
    });
  });

  it('the admin may apply the policy or keep the deposit as credit instead', async () => {
    const date = nextDate();
    const policy = await paidBooking(t, date);
    const credit = await paidBooking(t, nextDate());
    t.clock.set(new Date(startOf(date).getTime() - 5 * HOUR_MS));
    await adminCancel(policy, { refund: 'policy' }).expect(200);
    await adminCancel(credit, { refund: 'credit' }).expect(200);
    expect(refundsFor(policy)).toHaveLength(0);
    expect(refundsFor(credit)).toHaveLength(0);
    expect((await detail(policy)).payment.cancellation).toMatchObject({
      cancelled_by: 'admin_policy',
      kind: 'fee',
      rule: 'late_fee',
      kept_cents: DEPOSIT,
    });
    expect((await detail(credit)).payment.cancellation).toMatchObject({
      cancelled_by: 'business',
      kind: 'credit',
      rule: 'business_credit',
      credit_cents: DEPOSIT,
    });
  });

  it('refuses an unknown refund choice, or one with another status, with a 400', async () => {
    const b = await paidBooking(t, nextDate());
    for (const body of [
      { status: 'cancelled', refund: 'half' },
      { status: 'cancelled', refund: 12 },
      { status: 'completed', refund: 'full' },
    ]) {
      const res = await request(t.http)
        .put(`/api/admin/appointments/${b.bookingId}/status`)
        .set(t.asAdmin())
        .send(body)
        .expect(400);
      expect(res.body).toMatchObject({ code: 'invalidCancelRefund', field: 'refund' });
    }
    expect(await t.appointment(b.bookingId)).toMatchObject({ status: 'confirmed' });
  });

  it('an unpaid booking cancelled by the admin records nothing and refunds nothing', async () => {
    const { bookingId } = await t.bookAndCheckout({ preferred_date: nextDate() });
    await t.setStatus(bookingId, 'cancelled');
    const rows = await t.query(`SELECT 1 FROM cancellation_outcomes WHERE appointment_id = $1`, [
      bookingId,
    ]);
    expect(rows).toHaveLength(0);
  });
});
