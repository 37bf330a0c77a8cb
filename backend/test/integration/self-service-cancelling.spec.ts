import { HOUR_MS, MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { invitation, paidBooking, selfServiceSteps } from '../support/self-service-steps';
import { as, DEPOSIT, OWNER, startOf, TOTAL } from '../support/studio';

describe('self-service: a client cancels and moves their own appointment', () => {
  const t = useTestApp({ stripe: true, resetClock: true, env: { ADMIN_EMAIL: OWNER } });
  const nextDate = weekdays();

  const { api, mailsOf, paymentOf, refundsFor } = selfServiceSteps(t);

  describe('cancelling', () => {
    it('48 hours or more ahead: the deposit is refunded through Stripe and recorded; the owner is told; a METHOD:CANCEL goes out', async () => {
      const b = await paidBooking(t, nextDate());
      const options = await request(t.http)
        .get(`${api(b)}/options`)
        .set(as(b.token))
        .expect(200);
      expect(options.body.cancel).toMatchObject({
        allowed: true,
        code: null,
        message: MESSAGES.cancelFullRefund('$21.25'),
        terms: { rule: 'full_refund', paid_cents: DEPOSIT, refund_cents: DEPOSIT, credit_cents: 0 },
      });
      expect(options.body.reschedule).toMatchObject({ allowed: true, deposit_cents: DEPOSIT });

      const preview = await request(t.http)
        .post(`${api(b)}/cancel/preview`)
        .set(as(b.token))
        .expect(200);
      expect(preview.body.terms).toMatchObject({ rule: 'full_refund', refund_cents: DEPOSIT });
      expect(refundsFor(b.sessionId)).toHaveLength(0);

      const res = await request(t.http)
        .post(`${api(b)}/cancel`)
        .set(as(b.token))
        .send({ rule: 'full_refund' })
        .expect(200);
      expect(res.body).toMatchObject({
        message: MESSAGES.appointmentCancelled,
        replayed: false,
        terms: { rule: 'full_refund', refund_cents: DEPOSIT },
        refund: { status: 'succeeded', refunded_cents: DEPOSIT },
        appointment: { status: 'cancelled' },
        change: {
          kind: 'cancelled',
          actor: 'client',
          actor_id: b.clientId,
          old_status: 'confirmed',
          new_status: 'cancelled',
          refund_cents: DEPOSIT,
        },
      });

      const [refund] = refundsFor(b.sessionId);
      expect(refundsFor(b.sessionId)).toHaveLength(1);
      expect(refund).toMatchObject({ amount: DEPOSIT, status: 'succeeded' });
      expect(refund.idempotency_key).toMatch(/^refund-[0-9a-f-]{36}-0$/);
      expect(await paymentOf(b.bookingId)).toEqual({
        refunded_cents: DEPOSIT,
        refund_status: 'succeeded',
        provider_refund_id: refund.id,
      });

      const [toOwner] = (await mailsOf(b.bookingId, 'client_cancelled')).filter((m) =>
        m.recipients.includes(OWNER),
      );
      expect(toOwner.subject).toMatch(/^Cancelled by the client: /);
      expect(toOwner.text_body).toContain('Refunded to the card: $21.25');

      const [toClient] = (await mailsOf(b.bookingId, 'client_cancelled')).filter((m) =>
        m.recipients.includes(b.email.toLowerCase()),
      );
      expect(toClient.text_body).toContain(MESSAGES.cancelFullRefund('$21.25'));
      const [confirmation] = await mailsOf(b.bookingId, 'appointment_confirmed');
      const first = invitation(confirmation.ics!);
      const cancel = invitation(toClient.ics!);
      expect(cancel.method).toBe('CANCEL');
      expect(cancel.event.status).toBe('CANCELLED');
      expect(cancel.event.uid).toBe(first.event.uid);
      expect(cancel.sequence).toBeGreaterThan(first.sequence);
    });

    it('24 to 48 hours ahead: the deposit is kept as credit, nothing refunded', async () => {
      const date = nextDate();
      const b = await paidBooking(t, date);
      t.clock.set(new Date(startOf(date).getTime() - 30 * HOUR_MS));
      const res = await request(t.http)
        .post(`${api(b)}/cancel`)
        .set(as(b.token))
        .expect(200);
      expect(res.body).toMatchObject({
        terms: {
          rule: 'deposit_credit',
          refund_cents: 0,
          credit_cents: DEPOSIT,
          message: MESSAGES.cancelDepositCredit('$21.25'),
        },
        refund: null,
        change: { credit_cents: DEPOSIT, refund_cents: 0 },
      });
      expect(refundsFor(b.sessionId)).toHaveLength(0);
      expect(await paymentOf(b.bookingId)).toMatchObject({
        refunded_cents: 0,
        refund_status: null,
      });
    });

    it('under 24 hours: the late fee (50%) is stated, the deposit kept toward it', async () => {
      const date = nextDate();
      const b = await paidBooking(t, date);
      t.clock.set(new Date(startOf(date).getTime() - 5 * HOUR_MS));
      const preview = await request(t.http)
        .post(`${api(b)}/cancel/preview`)
        .set(as(b.token))
        .expect(200);
      const message = `${MESSAGES.cancelLateFee('$42.50')} ${MESSAGES.cancelLateDepositApplied('$21.25', '$21.25')}`;
      expect(preview.body.terms).toEqual({
        rule: 'late_fee',
        paid_cents: DEPOSIT,
        refund_cents: 0,
        credit_cents: 0,
        kept_cents: DEPOSIT,
        fee_cents: TOTAL / 2,
        charge_cents: TOTAL / 2 - DEPOSIT,
        message,
      });
      const res = await request(t.http)
        .post(`${api(b)}/cancel`)
        .set(as(b.token))
        .expect(200);
      expect(res.body.change).toMatchObject({
        rule: 'late_fee',
        fee_cents: TOTAL / 2,
        kept_cents: DEPOSIT,
        charge_cents: TOTAL / 2 - DEPOSIT,
        message,
      });
      expect(refundsFor(b.sessionId)).toHaveLength(0);
    });

    it('from the start on: refused (call us), nothing changes', async () => {
      const date = nextDate();
      const b = await paidBooking(t, date);
      t.clock.set(new Date(startOf(date).getTime() + 60_000));
      const res = await request(t.http)
        .post(`${api(b)}/cancel`)
        .set(as(b.token))
        .expect(409);
      expect(res.body).toMatchObject({
        code: 'appointmentStartedCall',
        message: MESSAGES.appointmentStartedCall(t.config.business.phone),
      });
      const options = await request(t.http)
        .get(`${api(b)}/options`)
        .set(as(b.token))
        .expect(200);
      expect(options.body.cancel).toMatchObject({
        allowed: false,
        code: 'appointmentStartedCall',
        terms: null,
      });
      expect(await t.appointment(b.bookingId)).toMatchObject({ status: 'confirmed' });
    });

    it('terms that changed since the preview (a boundary passed): 409, nothing done', async () => {
      const date = nextDate();
      const b = await paidBooking(t, date);
      t.clock.set(new Date(startOf(date).getTime() - 48 * HOUR_MS - 60_000));
      const preview = await request(t.http)
        .post(`${api(b)}/cancel/preview`)
        .set(as(b.token))
        .expect(200);
      expect(preview.body.terms.rule).toBe('full_refund');
      t.clock.advance(2 * 60_000);
      const res = await request(t.http)
        .post(`${api(b)}/cancel`)
        .set(as(b.token))
        .send({ rule: preview.body.terms.rule })
        .expect(409);
      expect(res.body.code).toBe('cancelTermsChanged');
      expect(await t.appointment(b.bookingId)).toMatchObject({ status: 'confirmed' });
      expect(refundsFor(b.sessionId)).toHaveLength(0);
    });

    it('ten cancels at once refund once: one cancellation, the others answer it again', async () => {
      const b = await paidBooking(t, nextDate());
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          request(t.http)
            .post(`${api(b)}/cancel`)
            .set(as(b.token)),
        ),
      );
      expect(answers.map((r) => r.status)).toEqual(Array(10).fill(200));
      expect(answers.filter((r) => r.body.replayed === false)).toHaveLength(1);
      expect(new Set(answers.map((r) => r.body.change.id)).size).toBe(1);
      expect(refundsFor(b.sessionId)).toHaveLength(1);
      expect(await paymentOf(b.bookingId)).toMatchObject({ refunded_cents: DEPOSIT });
      const changes = await t.query<{ n: string }>(
        `SELECT count(*) AS n FROM appointment_changes WHERE appointment_id = $1`,
        [b.bookingId],
      );
      expect(Number(changes[0].n)).toBe(1);
      expect(
        (await mailsOf(b.bookingId, 'client_cancelled')).filter((m) =>
          m.recipients.includes(OWNER),
        ),
      ).toHaveLength(1);
    });
  });
});
