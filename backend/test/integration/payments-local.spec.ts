import request from 'supertest';
import { MESSAGES, PAYMENT_LINK_MAILS_PER_BOOKING } from '@esthetics/domain';
import { MailComposerService } from '../../src/notifications/mail-composer.service';
import { useTestApp, withTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { paidAndKept } from '../support/payment-steps';
import { AppointmentLists as AppointmentRepository } from '../../src/bookings/ports/appointment-lists.port';

const HOUR = 3600 * 1000;

describe('deposit through the local test-mode checkout', () => {
  const t = useTestApp();
  const nextDate = weekdays();

  it('ten checkout starts at once leave one session open, and paying all ten records one payment', async () => {
    const booking = await t.book({ preferred_date: nextDate() });
    const bookingId = booking.body.booking_id as string;
    const starts = await Promise.all(Array.from({ length: 10 }, () => t.createSession(bookingId)));
    expect(starts.map((r) => r.status)).toEqual(Array(10).fill(201));
    const sessions = starts.map((r) => r.body.session_id as string);
    expect(new Set(sessions).size).toBe(10);
    const open: { id: string }[] = await t.query(
      `SELECT id FROM checkout_sessions WHERE appointment_id = $1 AND status = 'open'`,
      [bookingId],
    );
    expect(open).toHaveLength(1);

    const pays = await Promise.all(
      sessions.map((id) => request(t.http).post(`/api/payments/checkout/${id}/pay`)),
    );
    // The open session pays (a redirect to the result page); the nine closed ones are refused.
    expect(pays.filter((r) => r.status === 303).map((r) => r.headers.location)).toEqual([
      `http://localhost:3000/booking/success?session_id=${open[0].id}`,
    ]);
    const payments: { amount_cents: number }[] = await t.query(
      `SELECT amount_cents FROM payments WHERE appointment_id = $1`,
      [bookingId],
    );
    expect(payments).toEqual([{ amount_cents: booking.body.deposit_amount_cents }]);
    expect(await t.appointment(bookingId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });
  });

  it('books, pays on the checkout page, and ends confirmed with the right amount', async () => {
    const { bookingId, sessionId, checkoutUrl, depositCents } = await t.bookAndCheckout({
      preferred_date: nextDate(),
      services: ['mobile-express-facial'],
      service_location: 'mobile',
      mobile_address: '1 Main St',
    });
    expect(depositCents).toBe(4278);
    expect(checkoutUrl).toBe(`http://localhost:3000/api/payments/checkout/${sessionId}`);

    const page = await request(t.http).get(new URL(checkoutUrl).pathname);
    expect(page.status).toBe(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('TEST MODE');
    expect(page.text).toContain('$42.78');
    expect(page.text).toContain('Mobile Express Facial');
    expect(page.text).toContain(t.config.business.name);

    const before = await request(t.http).get(`/api/payments/status/${sessionId}`);
    expect(before.body).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 4278,
    });

    const paid = await request(t.http).post(`/api/payments/checkout/${sessionId}/pay`);
    expect(paid.status).toBe(303);
    expect(paid.headers.location).toBe(
      `http://localhost:3000/booking/success?session_id=${sessionId}`,
    );

    const status = await request(t.http).get(`/api/payments/status/${sessionId}`);
    expect(status.status).toBe(200);
    expect(status.body).toEqual(paidAndKept(sessionId, bookingId, 4278));
    expect(await t.appointment(bookingId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });

    // Paying again changes nothing and a new session is refused.
    const again = await request(t.http).post(`/api/payments/checkout/${sessionId}/pay`);
    expect(again.status).toBe(303);
    const refused = await t.createSession(bookingId);
    expect(refused.status).toBe(409);
    expect(refused.body.detail).toBe('This booking is already paid.');
  });

  it('leaves the booking pending when the checkout is cancelled', async () => {
    const { bookingId, sessionId } = await t.bookAndCheckout({ preferred_date: nextDate() });
    const cancel = await request(t.http).post(`/api/payments/checkout/${sessionId}/cancel`);
    expect(cancel.status).toBe(303);
    expect(cancel.headers.location).toBe(
      `http://localhost:3000/booking/cancel?booking_id=${bookingId}`,
    );
    expect(await t.appointment(bookingId)).toMatchObject({
      status: 'pending',
      payment_status: 'unpaid',
    });
    const status = await request(t.http).get(`/api/payments/status/${sessionId}`);
    expect(status.body).toMatchObject({ status: 'open', payment_status: 'unpaid' });
  });

  it.each([
    [{ origin_url: 'https://evil.example' }, 400, "origin_url must be this site's own address."],
    [{ origin_url: 'not a url' }, 400, "origin_url must be this site's own address."],
    [{ booking_id: '' }, 400, 'booking_id is required.'],
    [{ booking_id: '00000000-0000-4000-8000-000000000000' }, 404, 'Booking not found.'],
    [{ booking_id: 'nope' }, 404, 'Booking not found.'],
  ])('refuses create-session %j', async (overrides, status, detail) => {
    const booking = await t.book({ preferred_date: nextDate() });
    const res = await request(t.http)
      .post('/api/payments/create-session')
      .send({
        booking_id: booking.body.booking_id,
        origin_url: 'http://localhost:3000',
        ...overrides,
      });
    expect(res.status).toBe(status);
    expect(res.body.detail).toBe(detail);
  });

  it('answers 404 for an unknown session', async () => {
    const res = await request(t.http).get('/api/payments/status/cs_test_nope');
    expect(res.status).toBe(404);
    expect(res.body.detail).toBe('Payment session not found.');
  });

  it('applies the payment exactly once when the page and many status checks race', async () => {
    const { bookingId, sessionId } = await t.bookAndCheckout({ preferred_date: '2026-12-15' });
    const results = await Promise.all([
      request(t.http).post(`/api/payments/checkout/${sessionId}/pay`),
      ...Array.from({ length: 8 }, () => request(t.http).get(`/api/payments/status/${sessionId}`)),
      request(t.http).post(`/api/payments/checkout/${sessionId}/pay`),
    ]);
    expect(results.every((r) => r.status < 500)).toBe(true);
    const payments = await t.query<{ n: string }>(
      'SELECT count(*) AS n FROM payments WHERE appointment_id = $1',
      [bookingId],
    );
    expect(Number(payments[0].n)).toBe(1);
    expect(await t.appointment(bookingId)).toMatchObject({
      status: 'confirmed',
      payment_status: 'paid',
    });
  });

  it('follows a payment link to a new checkout, until the hold ends', async () => {
    const booking = await t.book({ preferred_date: '2026-12-16' });
    const appointment = await t.app.get(AppointmentRepository).findById(booking.body.booking_id);
    const link = await t.app.get(MailComposerService).paymentLink(appointment!);
    expect(link).toMatch(/^http:\/\/localhost:3000\/api\/payments\/pay\//);
    const path = new URL(link!).pathname;

    const follow = await request(t.http).get(path);
    expect(follow.status).toBe(303);
    expect(follow.headers.location).toMatch(
      /^http:\/\/localhost:3000\/api\/payments\/checkout\/cs_test_local_/,
    );

    const tampered = await request(t.http).get(`${path.slice(0, -2)}xx`);
    expect(tampered.status).toBe(410);
    expect(tampered.text).toContain('This payment link is not valid or has expired.');

    t.clock.advance(24 * HOUR);
    try {
      const late = await request(t.http).get(path);
      expect(late.status).toBe(410);
      expect(late.type).toBe('text/html');
    } finally {
      t.clock.advance(-24 * HOUR);
    }
  });
});

describe('the 24-hour hold sweep', () => {
  it('cancels an unpaid booking after 24 hours, frees its slot and expires its session; a paid one is untouched', () =>
    withTestApp({}, async (t) => {
      const unpaid = await t.bookAndCheckout({
        preferred_date: '2026-12-01',
        preferred_time: '09:00',
      });
      const paid = await t.bookAndPay({
        preferred_date: '2026-12-01',
        preferred_time: '11:00',
      });

      t.clock.advance(24 * HOUR - 1000);
      expect(await t.sweepHolds()).toBe(0);
      expect(await t.appointment(unpaid.bookingId)).toMatchObject({
        status: 'pending',
      });

      t.clock.advance(1000);
      expect(await t.sweepHolds()).toBe(1);
      expect(await t.sweepHolds()).toBe(0);
      expect(await t.appointment(unpaid.bookingId)).toMatchObject({
        status: 'cancelled',
        cancellation_reason: 'Deposit not paid within 24 hours',
      });
      expect(await t.appointment(paid.bookingId)).toMatchObject({
        status: 'confirmed',
        payment_status: 'paid',
      });
      const session = await request(t.http).get(`/api/payments/status/${unpaid.sessionId}`);
      expect(session.body).toMatchObject({ status: 'expired', payment_status: 'unpaid' });
      const pay = await request(t.http).post(`/api/payments/checkout/${unpaid.sessionId}/pay`);
      expect(pay.status).toBe(410);

      await t.book({ preferred_date: '2026-12-01', preferred_time: '09:00' });
      const taken = await t.postBooking({ preferred_date: '2026-12-01', preferred_time: '11:00' });
      expect(taken.status).toBe(409);
    }));
});

describe('payment links cannot be used to flood a client with e-mail', () => {
  it(`mails at most ${PAYMENT_LINK_MAILS_PER_BOOKING} payment links per booking, however many checkouts are cancelled`, () =>
    withTestApp({}, async (t) => {
      const booking = await t.book({ preferred_date: '2026-12-03' });
      const bookingId = booking.body.booking_id as string;
      for (let round = 0; round < PAYMENT_LINK_MAILS_PER_BOOKING + 3; round += 1) {
        expect((await t.createSession(bookingId)).status).toBe(201);
        await request(t.http)
          .post('/api/payments/checkout-cancelled')
          .send({ booking_id: bookingId })
          .expect(202);
      }
      const links: { n: number }[] = await t.query(
        `SELECT count(*)::int AS n FROM outbox_messages WHERE appointment_id = $1 AND kind = 'payment_link'`,
        [bookingId],
      );
      expect(links).toEqual([{ n: PAYMENT_LINK_MAILS_PER_BOOKING }]);
    }));

  it('limits checkout starts and cancelled-checkout reports per address (429)', () =>
    withTestApp({ env: { FORM_RATE_LIMIT_PER_IP: '3' } }, async (t) => {
      const booking = await t.book({ preferred_date: '2026-12-04' });
      const bookingId = booking.body.booking_id as string;
      expect((await t.createSession(bookingId)).status).toBe(201);
      expect((await t.createSession(bookingId)).status).toBe(201);
      const limited = await t.createSession(bookingId);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toBe(MESSAGES.tooManyAttempts);
      await request(t.http)
        .post('/api/payments/checkout-cancelled')
        .send({ booking_id: bookingId })
        .expect(429);
    }));
});
