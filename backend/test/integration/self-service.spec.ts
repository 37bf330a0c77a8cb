import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { paidBooking, selfServiceSteps } from '../support/self-service-steps';
import { as, DEPOSIT, OWNER, startOf, TOTAL } from '../support/studio';

describe('self-service: a client cancels and moves their own appointment', () => {
  const t = useTestApp({ stripe: true, resetClock: true, env: { ADMIN_EMAIL: OWNER } });
  const nextDate = weekdays();

  const { api, refundsFor } = selfServiceSteps(t);

  describe('who may', () => {
    it('answers 401 without a token, 403 to another client and to the admin, 404 for no appointment', async () => {
      const b = await paidBooking(t, nextDate());
      const other = await t.registerClient();
      await request(t.http)
        .get(`${api(b)}/options`)
        .expect(401);
      await request(t.http)
        .post(`${api(b)}/cancel`)
        .expect(401);
      const foreign = await request(t.http)
        .post(`${api(b)}/cancel`)
        .set(as(other.token));
      expect(foreign.status).toBe(403);
      expect(foreign.body.code).toBe('ownAccountOnly');
      await request(t.http)
        .post(`${api(b)}/reschedule`)
        .set(as(other.token))
        .send({ date: nextDate(), time: '10:00' })
        .expect(403);
      await request(t.http)
        .get(`${api(b)}/options`)
        .set(t.asAdmin())
        .expect(403);
      await request(t.http)
        .get('/api/clients/appointments/7d1c1f0e-0000-4000-8000-000000000001/options')
        .set(as(b.token))
        .expect(404);
      // Nothing was done by the refused requests.
      expect(await t.appointment(b.bookingId)).toMatchObject({ status: 'confirmed' });
      expect(refundsFor(b.sessionId)).toHaveLength(0);
    });
  });

  describe('the admin', () => {
    it('marks a no-show only once the start has passed, with the full fee shown; the history is in the detail', async () => {
      const date = nextDate();
      const b = await paidBooking(t, date, '10:00');
      const early = await request(t.http)
        .post(`/api/admin/appointments/${b.bookingId}/no-show`)
        .set(t.asAdmin())
        .expect(409);
      expect(early.body).toMatchObject({
        code: 'noShowBeforeStart',
        message: MESSAGES.noShowBeforeStart,
      });
      const options = await request(t.http)
        .get(`/api/admin/appointments/${b.bookingId}/options`)
        .set(t.asAdmin())
        .expect(200);
      expect(options.body.no_show).toMatchObject({ allowed: false, code: 'noShowBeforeStart' });

      t.clock.set(new Date(startOf(date).getTime() + 30 * 60_000));
      const res = await request(t.http)
        .post(`/api/admin/appointments/${b.bookingId}/no-show`)
        .set(t.asAdmin())
        .expect(200);
      const message = `${MESSAGES.noShowFee('$85.00')} ${MESSAGES.noShowDepositApplied('$21.25', '$63.75')}`;
      expect(res.body).toMatchObject({
        message,
        fee_cents: TOTAL,
        terms: { fee_cents: TOTAL, kept_cents: DEPOSIT, charge_cents: TOTAL - DEPOSIT },
        appointment: { status: 'no_show' },
        change: { kind: 'no_show', actor: 'admin', old_status: 'confirmed', new_status: 'no_show' },
      });
      const again = await request(t.http)
        .post(`/api/admin/appointments/${b.bookingId}/no-show`)
        .set(t.asAdmin())
        .expect(409);
      expect(again.body.code).toBe('alreadyNoShow');

      await t.setStatus(b.bookingId, 'completed');
      const detail = await request(t.http)
        .get(`/api/admin/appointments/${b.bookingId}`)
        .set(t.asAdmin())
        .expect(200);
      expect(detail.body.changes).toEqual([
        expect.objectContaining({ kind: 'no_show', fee_cents: TOTAL, message }),
        expect.objectContaining({
          kind: 'status',
          actor: 'admin',
          actor_id: 'admin',
          old_status: 'no_show',
          new_status: 'completed',
        }),
      ]);
    });

    it('sees every change a client made in the appointment detail, oldest first', async () => {
      const date = nextDate();
      const to = nextDate();
      const b = await paidBooking(t, date, '10:00');
      await request(t.http)
        .post(`${api(b)}/reschedule`)
        .set(as(b.token))
        .send({ date: to, time: '12:00' })
        .expect(200);
      await request(t.http)
        .post(`${api(b)}/cancel`)
        .set(as(b.token))
        .expect(200);
      const detail = await request(t.http)
        .get(`/api/admin/appointments/${b.bookingId}`)
        .set(t.asAdmin())
        .expect(200);
      expect(detail.body.changes).toEqual([
        expect.objectContaining({
          kind: 'rescheduled',
          actor: 'client',
          actor_id: b.clientId,
          old_date: date,
          old_time: '10:00',
          new_date: to,
          new_time: '12:00',
        }),
        expect.objectContaining({
          kind: 'cancelled',
          actor: 'client',
          rule: 'full_refund',
          refund_cents: DEPOSIT,
          old_status: 'confirmed',
          new_status: 'cancelled',
        }),
      ]);
      expect(detail.body.emails.map((e: { kind: string }) => e.kind)).toEqual(
        expect.arrayContaining(['rescheduled', 'client_cancelled']),
      );
    });
  });
});

describe('self-service in test mode (no Stripe): the refund is recorded locally', () => {
  const t = useTestApp({ resetClock: true });
  const nextDate = weekdays();

  /** A registered client books through `book` (paid or only checked out) and cancels it themselves. */
  async function bookAndCancel(how: 'bookAndPay' | 'bookAndCheckout') {
    const { body, token } = await t.registerClient();
    const booked = await t[how]({
      email: body.email,
      phone: body.phone,
      preferred_date: nextDate(),
    });
    const res = await request(t.http)
      .post(`/api/clients/appointments/${booked.bookingId}/cancel`)
      .set(as(token))
      .expect(200);
    return { booked, res };
  }

  it('refunds the deposit paid on the local checkout and records it on the payment', async () => {
    const { booked, res } = await bookAndCancel('bookAndPay');
    expect(res.body.refund).toEqual({ status: 'succeeded', refunded_cents: DEPOSIT });
    const [payment] = await t.query<{ refunded_cents: number; provider_refund_id: string }>(
      `SELECT refunded_cents, provider_refund_id FROM payments WHERE appointment_id = $1`,
      [booked.bookingId],
    );
    expect(payment.refunded_cents).toBe(DEPOSIT);
    expect(payment.provider_refund_id).toMatch(/^re_test_local_/);
  });

  it('cancels an unpaid booking freely and closes its checkout', async () => {
    const { booked, res } = await bookAndCancel('bookAndCheckout');
    expect(res.body).toMatchObject({
      terms: { rule: 'nothing_paid', paid_cents: 0, message: MESSAGES.cancelNothingPaid },
      refund: null,
      appointment: { status: 'cancelled', cancellation_reason: 'Cancelled by the client' },
    });
    const [session] = await t.query<{ status: string }>(
      `SELECT status FROM checkout_sessions WHERE id = $1`,
      [booked.sessionId],
    );
    expect(session.status).toBe('expired');
    // No invitation was ever sent for it, so none is withdrawn.
    const [mail] = await t.query<{ ics: string | null }>(
      `SELECT ics FROM outbox_messages WHERE appointment_id = $1 AND kind = 'client_cancelled'`,
      [booked.bookingId],
    );
    expect(mail.ics).toBeNull();
  });
});
