import { HOUR_MS, MESSAGES, zonedDateTimeToInstant } from '@esthetics/domain';
import * as ical from 'node-ical';
import request from 'supertest';
import { Harness, useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';

const OWNER = 'owner@studio.example';
const TIME_ZONE = 'America/New_York';
/** The Classic European Facial booked by default: $85.00, deposit $21.25. */
const TOTAL = 8500;
const DEPOSIT = 2125;

const startOf = (date: string, time = '10:00') => zonedDateTimeToInstant(date, time, TIME_ZONE);

/** The one event of an invitation, with its calendar's METHOD. */
function invitation(ics: string) {
  const parsed = Object.values(ical.sync.parseICS(ics));
  const events = parsed.filter((c): c is ical.VEvent => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  const calendar = parsed.find((c) => c?.type === 'VCALENDAR') as unknown as { method?: string };
  return { event: events[0], method: calendar?.method, sequence: Number(events[0].sequence) };
}

interface Booked {
  bookingId: string;
  sessionId: string;
  token: string;
  clientId: string;
  email: string;
}

/** A registered client's booking on `date` at `time`, its deposit paid through the Stripe fake. */
async function paidBooking(t: Harness, date: string, time = '10:00'): Promise<Booked> {
  const { body, client, token } = await t.registerClient();
  const booked = await t.bookAndCheckout({
    email: body.email,
    phone: body.phone,
    preferred_date: date,
    preferred_time: time,
  });
  t.stripe.markPaid(booked.sessionId);
  await request(t.http).get(`/api/payments/status/${booked.sessionId}`).expect(200);
  expect(await t.appointment(booked.bookingId)).toMatchObject({ status: 'confirmed' });
  return { ...booked, token, clientId: client.id, email: body.email };
}

const as = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('self-service: a client cancels and moves their own appointment', () => {
  const t = useTestApp({ stripe: true, resetClock: true, env: { ADMIN_EMAIL: OWNER } });
  const nextDate = weekdays();

  const api = (b: Booked) => `/api/clients/appointments/${b.bookingId}`;
  const mailsOf = (id: string, kind: string) =>
    t.query<{ recipients: string[]; subject: string; text_body: string; ics: string | null }>(
      `SELECT recipients, subject, text_body, ics FROM outbox_messages
        WHERE appointment_id = $1 AND kind = $2 ORDER BY created_at`,
      [id, kind],
    );
  const paymentOf = async (id: string) =>
    (
      await t.query<{ refunded_cents: number; refund_status: string; provider_refund_id: string }>(
        `SELECT refunded_cents, refund_status, provider_refund_id FROM payments WHERE appointment_id = $1`,
        [id],
      )
    )[0];
  const refundsFor = (sessionId: string) =>
    t.stripe.refunds.filter((r) => r.payment_intent === `pi_fake_${sessionId}`);

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

  describe('moving', () => {
    it('to a taken time: 409 with slotTaken, and the appointment keeps its time', async () => {
      const date = nextDate();
      const b = await paidBooking(t, date, '10:00');
      await t.book({ preferred_date: date, preferred_time: '13:00' });
      const body = { date, time: '13:00' };
      const preview = await request(t.http)
        .post(`${api(b)}/reschedule/preview`)
        .set(as(b.token))
        .send(body)
        .expect(409);
      expect(preview.body).toMatchObject({ code: 'slotTaken', message: MESSAGES.slotTaken });
      const res = await request(t.http)
        .post(`${api(b)}/reschedule`)
        .set(as(b.token))
        .send(body)
        .expect(409);
      expect(res.body).toMatchObject({ code: 'slotTaken', message: MESSAGES.slotTaken });
      const kept = await t.query<{ appointment_time: string; ics_sequence: number }>(
        `SELECT appointment_time, ics_sequence FROM appointments WHERE id = $1`,
        [b.bookingId],
      );
      expect(kept).toEqual([{ appointment_time: '10:00', ics_sequence: 0 }]);
      expect(await mailsOf(b.bookingId, 'rescheduled')).toHaveLength(0);
    });

    it('to a free time: moved, deposit kept, the invitation again with the same UID and SEQUENCE 1; the owner told', async () => {
      const date = nextDate();
      const to = nextDate();
      const b = await paidBooking(t, date, '10:00');
      const free = await request(t.http)
        .get(`${api(b)}/availability`)
        .query({ date: to })
        .set(as(b.token))
        .expect(200);
      expect(free.body.slots).toContainEqual({ time: '11:00', available: true });

      const preview = await request(t.http)
        .post(`${api(b)}/reschedule/preview`)
        .set(as(b.token))
        .send({ date: to, time: '11:00' })
        .expect(200);
      expect(preview.body).toMatchObject({
        date: to,
        time: '11:00',
        starts_at: startOf(to, '11:00').toISOString(),
        deposit_cents: DEPOSIT,
        message: `${MESSAGES.rescheduleFree} ${MESSAGES.rescheduleDepositMoves('$21.25')}`,
      });

      const res = await request(t.http)
        .post(`${api(b)}/reschedule`)
        .set(as(b.token))
        .send({ date: to, time: '11:00' })
        .expect(200);
      expect(res.body).toMatchObject({
        replayed: false,
        appointment: {
          appointment_date: to,
          appointment_time: '11:00',
          status: 'confirmed',
          payment_status: 'paid',
        },
        change: {
          kind: 'rescheduled',
          actor: 'client',
          old_date: date,
          old_time: '10:00',
          new_date: to,
          new_time: '11:00',
        },
      });
      expect(res.body.message).toMatch(/^Your appointment has been moved to /);
      expect(await paymentOf(b.bookingId)).toMatchObject({ refunded_cents: 0 });

      // The old time is free again, the new one taken.
      const before = await request(t.http)
        .get('/api/availability')
        .query({ date, duration: 60 })
        .expect(200);
      expect(before.body.slots).toContainEqual({ time: '10:00', available: true });

      const [confirmation] = await mailsOf(b.bookingId, 'appointment_confirmed');
      const mails = await mailsOf(b.bookingId, 'rescheduled');
      const toClient = mails.find((m) => m.recipients.includes(b.email.toLowerCase()))!;
      const toOwner = mails.find((m) => m.recipients.includes(OWNER))!;
      const first = invitation(confirmation.ics!);
      const moved = invitation(toClient.ics!);
      expect(first.sequence).toBe(0);
      expect(moved.sequence).toBe(1);
      expect(moved.method).toBe('REQUEST');
      expect(moved.event.uid).toBe(first.event.uid);
      expect(moved.event.start.toISOString()).toBe(startOf(to, '11:00').toISOString());
      expect(toOwner.subject).toMatch(/^Moved by the client: /);
      expect(toOwner.ics).toBeNull();

      // The same request again (a double click) answers the move already made.
      const again = await request(t.http)
        .post(`${api(b)}/reschedule`)
        .set(as(b.token))
        .send({ date: to, time: '11:00' })
        .expect(200);
      expect(again.body).toMatchObject({ replayed: true, change: { id: res.body.change.id } });
    });

    it('under 24 hours the client must call; the admin can still move it', async () => {
      const date = nextDate();
      const b = await paidBooking(t, date, '10:00');
      t.clock.set(new Date(startOf(date).getTime() - 20 * HOUR_MS));
      const res = await request(t.http)
        .post(`${api(b)}/reschedule`)
        .set(as(b.token))
        .send({ date, time: '15:00' })
        .expect(409);
      expect(res.body).toMatchObject({
        code: 'rescheduleTooLateCall',
        message: MESSAGES.rescheduleTooLateCall(t.config.business.phone),
      });
      const admin = await request(t.http)
        .post(`/api/admin/appointments/${b.bookingId}/reschedule`)
        .set(t.asAdmin())
        .send({ date, time: '15:00' })
        .expect(200);
      expect(admin.body).toMatchObject({
        appointment: { appointment_time: '15:00' },
        change: { actor: 'admin', actor_id: 'admin', new_time: '15:00' },
      });
      // Moved by the business: the client is told, the owner gets no notice of her own move.
      const mails = await mailsOf(b.bookingId, 'rescheduled');
      expect(mails.map((m) => m.recipients)).toEqual([[b.email.toLowerCase()]]);
      expect(invitation(mails[0].ics!).sequence).toBe(1);
    });

    it("refuses a date or time that cannot be booked with the booking form's messages", async () => {
      const b = await paidBooking(t, nextDate(), '10:00');
      const bad = (body: object) =>
        request(t.http)
          .post(`${api(b)}/reschedule/preview`)
          .set(as(b.token))
          .send(body);
      expect((await bad({ time: '10:00' })).body).toMatchObject({ code: 'selectDate' });
      expect((await bad({ date: '2026-02-30', time: '10:00' })).body).toMatchObject({
        code: 'invalidDate',
      });
      expect((await bad({ date: '2026-12-06', time: '10:00' })).status).toBe(400);
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

  it('refunds the deposit paid on the local checkout and records it on the payment', async () => {
    const { body, token } = await t.registerClient();
    const booked = await t.bookAndPay({
      email: body.email,
      phone: body.phone,
      preferred_date: nextDate(),
    });
    const res = await request(t.http)
      .post(`/api/clients/appointments/${booked.bookingId}/cancel`)
      .set(as(token))
      .expect(200);
    expect(res.body.refund).toEqual({ status: 'succeeded', refunded_cents: DEPOSIT });
    const [payment] = await t.query<{ refunded_cents: number; provider_refund_id: string }>(
      `SELECT refunded_cents, provider_refund_id FROM payments WHERE appointment_id = $1`,
      [booked.bookingId],
    );
    expect(payment.refunded_cents).toBe(DEPOSIT);
    expect(payment.provider_refund_id).toMatch(/^re_test_local_/);
  });

  it('cancels an unpaid booking freely and closes its checkout', async () => {
    const { body, token } = await t.registerClient();
    const booked = await t.bookAndCheckout({
      email: body.email,
      phone: body.phone,
      preferred_date: nextDate(),
    });
    const res = await request(t.http)
      .post(`/api/clients/appointments/${booked.bookingId}/cancel`)
      .set(as(token))
      .expect(200);
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
