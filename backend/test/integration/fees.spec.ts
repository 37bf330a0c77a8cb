import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { FeeRetentionSweeper, FeeSweeper } from '../../src/payments/fee-sweepers';
import { feeSteps } from '../support/fee-steps';
import { reportPaid } from '../support/payment-steps';
import { useTestApp } from '../support/harness';
import { paidBooking } from '../support/self-service-steps';
import { as, DEPOSIT, startOf, TOTAL } from '../support/studio';
import { weekdays } from '../support/test-app';

/** What a late cancellation leaves to charge: half the service, less the deposit kept toward it. */
const LATE_CHARGE = TOTAL / 2 - DEPOSIT;

describe('no-show and late-cancellation fees, charged through Stripe after the grace window', () => {
  const t = useTestApp({ stripe: true, resetClock: true });
  const nextDate = weekdays();
  const { cancelLate, feesOf, feeOf, sweepAfter, waive, feeCharges, ledgerOf, mailsOf } =
    feeSteps(t);

  it('ten late cancels at once record one fee, and two sweeps at once charge it once', async () => {
    const date = nextDate();
    const b = await paidBooking(t, date);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cancelLate(b, date)));
    // One cancels; the others wait on its row and answer the same cancellation, replayed.
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(answers.filter((r) => r.body.replayed === false)).toHaveLength(1);
    const fee = await feeOf(b.bookingId);
    expect(fee).toMatchObject({ state: 'pending', amount_cents: LATE_CHARGE, attempts: 0 });

    expect(await sweepAfter(1)).toBe(0);
    expect(feeCharges(b.bookingId)).toHaveLength(0);

    t.clock.set(new Date(t.clock.now().getTime() + 60 * 60_000));
    await Promise.all([t.app.get(FeeSweeper).sweep(), t.app.get(FeeSweeper).sweep()]);
    const [intent] = feeCharges(b.bookingId);
    expect(feeCharges(b.bookingId)).toHaveLength(1);
    expect(intent).toMatchObject({ amount: LATE_CHARGE, status: 'succeeded' });
    expect(await feeOf(b.bookingId)).toMatchObject({ state: 'charged', payment_id: intent.id });
    expect(await ledgerOf(b.bookingId)).toContainEqual(
      expect.objectContaining({ kind: 'fee', amount_cents: LATE_CHARGE, provider_id: intent.id }),
    );
    const [receipt] = await mailsOf(b.bookingId, 'fee_receipt');
    expect(receipt.subject).toBe('Receipt: Late cancellation fee of $21.25');
    expect(await sweepAfter(5)).toBe(0);
    expect(feeCharges(b.bookingId)).toHaveLength(1);
  });

  it('a declined card leaves the fee due, with a pay link e-mailed and shown in the console', async () => {
    const date = nextDate();
    const b = await paidBooking(t, date, '10:00', 'declined');
    await cancelLate(b, date).expect(200);
    await sweepAfter(2);
    const fee = await feeOf(b.bookingId);
    expect(fee).toMatchObject({ state: 'due', last_outcome: 'declined', attempts: 1 });
    expect(fee.pay_url).toMatch(/^https:\/\/checkout\.stripe\.[a-z]+\/c\/pay\/cs_/);
    const [mail] = await mailsOf(b.bookingId, 'fee_pay_link');
    expect(mail.text_body).toContain(fee.pay_url!);
    const listed = await request(t.http)
      .get('/api/admin/fees?state=due&limit=100')
      .set(t.asAdmin())
      .expect(200);
    expect(listed.body.fees).toContainEqual(
      expect.objectContaining({ id: fee.id, state: 'due', pay_url: fee.pay_url }),
    );

    // The client pays the link; Stripe's webhook says so (twice): the fee is paid, once, no deposit.
    const session = [...t.stripe.sessions.values()].find((s) => s.url === fee.pay_url)!;
    await reportPaid(t, 'fee', session.id);
    await reportPaid(t, 'fee-again', session.id);
    await sweepAfter(0);
    expect(await feeOf(b.bookingId)).toMatchObject({ state: 'paid' });
    expect((await ledgerOf(b.bookingId)).filter((e) => e.kind === 'deposit')).toHaveLength(1);
    expect(await mailsOf(b.bookingId, 'fee_receipt')).toHaveLength(1);
    const fees = (await ledgerOf(b.bookingId)).filter((e) => e.kind === 'fee');
    expect(fees).toEqual([expect.objectContaining({ amount_cents: LATE_CHARGE })]);
  });

  it('a waive inside the grace window charges nothing, and waiving again answers the same', async () => {
    const date = nextDate();
    const b = await paidBooking(t, date);
    await cancelLate(b, date).expect(200);
    const fee = await feeOf(b.bookingId);
    const first = await waive(fee.id).expect(200);
    expect(first.body).toMatchObject({
      message: MESSAGES.feeWaived,
      fee: { id: fee.id, state: 'waived', amount_cents: LATE_CHARGE },
    });
    const again = await waive(fee.id).expect(200);
    expect(again.body.fee.state).toBe('waived');
    await sweepAfter(3);
    expect(feeCharges(b.bookingId)).toHaveLength(0);
    expect(await feeOf(b.bookingId)).toMatchObject({ state: 'waived' });
  });

  it('a waive after the charge refunds it, with the refund in the ledger', async () => {
    const date = nextDate();
    const b = await paidBooking(t, date);
    await cancelLate(b, date).expect(200);
    await sweepAfter(2);
    const fee = await feeOf(b.bookingId);
    expect(fee.state).toBe('charged');
    const answers = await Promise.all([waive(fee.id), waive(fee.id), waive(fee.id)]);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(answers[0].body.message).toBe(MESSAGES.feeWaivedRefunded('$21.25'));
    const refunds = t.stripe.refunds.filter((r) => r.payment_intent === fee.payment_id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: LATE_CHARGE });
    expect(await feeOf(b.bookingId)).toMatchObject({ state: 'refunded' });
    expect(await ledgerOf(b.bookingId)).toContainEqual(
      expect.objectContaining({
        kind: 'refund',
        amount_cents: LATE_CHARGE,
        provider_id: refunds[0].id,
        refund_of: fee.payment_id,
      }),
    );
  });

  it('a card removed between the cancel and the charge falls back to a pay link', async () => {
    const date = nextDate();
    const b = await paidBooking(t, date);
    await cancelLate(b, date).expect(200);
    await request(t.http)
      .delete(`/api/clients/${b.clientId}/saved-card`)
      .set(as(b.token))
      .expect(204);
    await sweepAfter(2);
    expect(feeCharges(b.bookingId)).toHaveLength(0);
    expect(await feeOf(b.bookingId)).toMatchObject({ state: 'due', last_outcome: 'no_card' });
    expect(await mailsOf(b.bookingId, 'fee_pay_link')).toHaveLength(1);
  });

  it('an outage: the next sweep retries with the same key and charges once', async () => {
    const date = nextDate();
    const b = await paidBooking(t, date);
    await cancelLate(b, date).expect(200);
    // The SDK's own two retries fail too: the sweep gives up for now.
    t.stripe.failNext(3, 'lost_response');
    await sweepAfter(2);
    expect(await feeOf(b.bookingId)).toMatchObject({
      state: 'pending',
      attempts: 1,
      last_outcome: 'provider_down',
    });
    await sweepAfter(0);
    const fee = await feeOf(b.bookingId);
    expect(fee).toMatchObject({ state: 'charged', attempts: 2 });
    expect(feeCharges(b.bookingId)).toHaveLength(1);
    const keys = t.stripe.requests
      .filter(
        (r) => r.path === '/v1/payment_intents' && r.form['metadata[booking_id]'] === b.bookingId,
      )
      .map((r) => r.headers['idempotency-key']);
    expect(keys.length).toBeGreaterThan(1);
    expect(new Set(keys)).toEqual(new Set([fee.charge_key]));
  });

  it('a no-show records the full fee less the deposit', async () => {
    const date = nextDate();
    const b = await paidBooking(t, date);
    t.clock.set(new Date(startOf(date).getTime() + 30 * 60_000));
    await request(t.http)
      .post(`/api/admin/appointments/${b.bookingId}/no-show`)
      .set(t.asAdmin())
      .expect(200);
    expect(await feesOf(b.bookingId)).toEqual([
      expect.objectContaining({ state: 'pending', amount_cents: TOTAL - DEPOSIT }),
    ]);
    const listed = await request(t.http)
      .get(`/api/admin/fees?appointment_id=${b.bookingId}`)
      .set(t.asAdmin())
      .expect(200);
    expect(listed.body.fees).toEqual([
      expect.objectContaining({
        reason: 'no_show',
        reason_label: 'No-show',
        countdown_ms: 2 * 60 * 60_000,
        appointment_date: date,
      }),
    ]);
  });

  it('lists with the domain’s messages for bad input, for the admin only; the grace window is a setting', async () => {
    const bad = await request(t.http)
      .get('/api/admin/fees?state=late')
      .set(t.asAdmin())
      .expect(400);
    expect(bad.body.message).toBe(MESSAGES.feeStateInvalid);
    const cursor = await request(t.http)
      .get('/api/admin/fees?after=x')
      .set(t.asAdmin())
      .expect(400);
    expect(cursor.body.message).toBe(MESSAGES.feeCursorInvalid);
    await request(t.http).get('/api/admin/fees').expect(401);
    await waive('00000000-0000-4000-8000-000000000000').expect(404);

    const setting = await request(t.http)
      .put('/api/admin/fees/settings')
      .set(t.asAdmin())
      .send({ fee_grace_hours: 200 })
      .expect(400);
    expect(setting.body.message).toBe(MESSAGES.feeGraceInvalid(168));
    await request(t.http)
      .put('/api/admin/fees/settings')
      .set(t.asAdmin())
      .send({ fee_grace_hours: 5 })
      .expect(200, { fee_grace_hours: 5, max_fee_grace_hours: 168 });
    const date = nextDate();
    const b = await paidBooking(t, date);
    await cancelLate(b, date).expect(200);
    await sweepAfter(4);
    expect((await feeOf(b.bookingId)).state).toBe('pending');
    await sweepAfter(1);
    expect((await feeOf(b.bookingId)).state).toBe('charged');
    await request(t.http)
      .put('/api/admin/fees/settings')
      .set(t.asAdmin())
      .send({ fee_grace_hours: 2 })
      .expect(200);
  });

  it('a waive of a due fee expires its pay link: nothing can be paid any more', async () => {
    const date = nextDate();
    const b = await paidBooking(t, date, '10:00', 'authentication_required');
    await cancelLate(b, date).expect(200);
    await sweepAfter(2);
    const fee = await feeOf(b.bookingId);
    expect(fee).toMatchObject({ state: 'due', last_outcome: 'authentication_required' });
    const session = [...t.stripe.sessions.values()].find((s) => s.url === fee.pay_url)!;
    await waive(fee.id).expect(200);
    expect(session.status).toBe('expired');
    expect(await feeOf(b.bookingId)).toMatchObject({ state: 'waived' });
    const listed = await request(t.http)
      .get(`/api/admin/fees?appointment_id=${b.bookingId}`)
      .set(t.asAdmin())
      .expect(200);
    expect(listed.body.fees[0]).toMatchObject({ state: 'waived', pay_url: null });
  });

  it('pages by key: each fee once, in the order recorded', async () => {
    for (let i = 0; i < 3; i++) {
      const date = nextDate();
      await cancelLate(await paidBooking(t, date), date).expect(200);
    }
    const seen: string[] = [];
    let after: string | null = null;
    do {
      const res: request.Response = await request(t.http)
        .get('/api/admin/fees')
        .query({ limit: 2, ...(after ? { after } : {}) })
        .set(t.asAdmin())
        .expect(200);
      seen.push(...res.body.fees.map((f: { id: string }) => f.id));
      after = res.body.next_after;
    } while (after);
    const all = await t.query<{ id: string }>(`SELECT id FROM fees ORDER BY recorded_at, id`);
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect(seen).toEqual(all.map((f) => f.id));
  });

  it('keeps fees the ledger’s seven years, then deletes them', async () => {
    const date = nextDate();
    const b = await paidBooking(t, date);
    await cancelLate(b, date).expect(200);
    const fee = await feeOf(b.bookingId);
    await t.query(`UPDATE fees SET recorded_at = $2 WHERE id = $1`, [
      fee.id,
      new Date(t.clock.now().getTime() - 6 * 365 * 24 * 60 * 60_000),
    ]);
    await t.app.get(FeeRetentionSweeper).sweep();
    expect(await feesOf(b.bookingId)).toHaveLength(1);
    await t.query(`UPDATE fees SET recorded_at = $2 WHERE id = $1`, [
      fee.id,
      new Date(t.clock.now().getTime() - 8 * 366 * 24 * 60 * 60_000),
    ]);
    await t.app.get(FeeRetentionSweeper).sweep();
    expect(await feesOf(b.bookingId)).toHaveLength(0);
  });
});
