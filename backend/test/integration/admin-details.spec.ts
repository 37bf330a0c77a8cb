import { MESSAGES, priceBooking, SEED_CATALOG } from '@esthetics/domain';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { fileHealthForm } from '../support/health-access';
import { useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { HEALTH_FORM, Detail } from '../support/admin-detail-steps';

describe('admin: one appointment and one client in full', () => {
  const t = useTestApp({ env: { ADMIN_EMAIL: 'owner@studio.example' } });
  const nextDate = weekdays();
  const detail = async (id: string): Promise<Detail> => {
    const res = await request(t.http).get(`/api/admin/appointments/${id}`).set(t.asAdmin());
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('success');
    return res.body as Detail;
  };

  describe('GET /api/admin/appointments/:id', () => {
    it('gives a group booking its price breakdown, equal to the stored total', async () => {
      const booked = await t.book({
        services: ['mobile-group-session'],
        add_ons: ['led-light-therapy'],
        service_location: 'mobile',
        mobile_address: '12 Main St, Bethesda',
        group_size: 4,
        preferred_date: nextDate(),
      });
      const d = await detail(booked.body.booking_id);
      const expected = priceBooking(SEED_CATALOG, {
        location: 'mobile',
        serviceIds: ['mobile-group-session'],
        addOnIds: ['led-light-therapy'],
        groupSize: 4,
      });
      expect(d.price).toEqual({
        services: [
          {
            id: 'mobile-group-session',
            name: 'Mobile Group Session',
            persons: 4,
            unit_cents: 8000,
            amount_cents: 32000,
            duration_minutes: 90,
          },
        ],
        add_ons: [
          {
            id: 'led-light-therapy',
            name: 'LED Light Therapy',
            persons: 1,
            unit_cents: 2500,
            amount_cents: 2500,
            duration_minutes: 15,
          },
        ],
        package: null,
        travel_fee_cents: 5000,
        subtotal_cents: expected.subtotalCents,
        service_charge_cents: expected.serviceChargeCents,
        total_cents: expected.totalCents,
        deposit_cents: expected.depositCents,
        balance_cents: expected.balanceCents,
        duration_minutes: 105,
      });
      expect(d.price.total_cents).toBe(d.appointment.total_price_cents);
      expect(d.price.total_cents).toBe(booked.body.total_amount_cents);
      expect(d.price.deposit_cents).toBe(d.appointment.deposit_cents);
      expect(d.payment).toEqual({
        deposit_paid: false,
        paid_at: null,
        amount_paid_cents: 0,
        balance_due_cents: expected.totalCents,
        refund_due: false,
        refund_due_cents: 0,
        cancellation: null,
        sessions: [],
      });
      // Not linked to an account: no health form.
      expect(d.consultation).toBeNull();
      // The client's mail only: the owner hears of a booking once its deposit is paid.
      expect(d.emails.map((e) => e.kind)).toEqual(['booking_received']);
      expect(d.emails.every((e) => e.appointment_id === d.appointment.id)).toBe(true);
    });

    it('gives a package booking the package price with its services at no charge', async () => {
      const booked = await t.book({
        package_id: 'facial-trio',
        is_package_booking: true,
        services: ['classic-european-facial', 'signature-glow-facial'],
        preferred_date: nextDate(),
      });
      const d = await detail(booked.body.booking_id);
      expect(d.price.package).toEqual({
        id: 'facial-trio',
        name: 'Facial Trio',
        amount_cents: 24000,
      });
      expect(d.price.services.map((s) => [s.id, s.amount_cents])).toEqual([
        ['classic-european-facial', 0],
        ['signature-glow-facial', 0],
      ]);
      expect(d.price.total_cents).toBe(28320); // $240 + 18%
      expect(d.price.total_cents).toBe(d.appointment.total_price_cents);
      expect(d.price.duration_minutes).toBe(135);
    });

    it('follows the payment, the sessions and every e-mail about the appointment', async () => {
      const { bookingId, sessionId, depositCents } = await t.bookAndCheckout({
        preferred_date: nextDate(),
      });
      // A cancelled checkout mails a payment link; a second checkout is then paid.
      t.clock.advance(60_000);
      await request(t.http).post(`/api/payments/checkout/${sessionId}/cancel`).expect(303);
      t.clock.advance(60_000);
      const second = await t.createSession(bookingId);
      expect(second.status).toBe(201);
      t.clock.advance(60_000);
      const paidAt = t.clock.now().toISOString();
      await t.pay(second.body.session_id);

      const d = await detail(bookingId);
      expect(d.appointment).toMatchObject({ id: bookingId, status: 'confirmed' });
      expect(d.payment).toEqual({
        deposit_paid: true,
        paid_at: paidAt,
        amount_paid_cents: depositCents,
        balance_due_cents: d.price.total_cents - depositCents,
        refund_due: false,
        refund_due_cents: 0,
        cancellation: null,
        sessions: [
          {
            id: sessionId,
            status: 'expired',
            payment_status: 'unpaid',
            amount_cents: depositCents,
            created_at: expect.any(String),
          },
          {
            id: second.body.session_id,
            status: 'complete',
            payment_status: 'paid',
            amount_cents: depositCents,
            created_at: expect.any(String),
          },
        ],
      });
      expect(d.emails.map((e) => e.kind)).toEqual([
        'booking_received',
        'payment_link',
        'appointment_confirmed',
        'appointment_confirmed',
      ]);
      expect(d.emails.filter((e) => e.to.includes('owner@studio.example'))).toHaveLength(1);
      expect(d.emails.every((e) => e.status === 'queued')).toBe(true);

      // Cancelled by the business: nothing left to collect, the deposit refunded (the default of a
      // business cancel), and the cancellation e-mail is listed.
      t.clock.advance(60_000);
      await t.setStatus(bookingId, 'cancelled');
      const cancelled = await detail(bookingId);
      expect(cancelled.payment).toMatchObject({
        deposit_paid: true,
        amount_paid_cents: depositCents,
        balance_due_cents: 0,
        refund_due: true,
        refund_due_cents: depositCents,
      });
      expect(cancelled.emails.map((e) => e.kind).at(-1)).toBe('status_cancelled');
      // Other appointments' e-mails are not listed.
      const all = await request(t.http)
        .get('/api/admin/outbox')
        .query({ limit: 100 })
        .set(t.asAdmin());
      expect(all.body.total).toBeGreaterThan(cancelled.emails.length);
    });

    it('has nothing left to collect once the appointment is completed', async () => {
      const { bookingId } = await t.bookAndPay({ preferred_date: nextDate() });
      await t.setStatus(bookingId, 'completed');
      const d = await detail(bookingId);
      expect(d.payment).toMatchObject({ deposit_paid: true, balance_due_cents: 0 });
    });

    it('shows the health form only when the appointment belongs to a client account', async () => {
      const me = await t.registerClient();
      const book = async () =>
        (await t.book({ email: me.body.email, phone: me.body.phone, preferred_date: nextDate() }))
          .body.booking_id as string;
      const linked = await book();
      expect((await detail(linked)).consultation).toBeNull(); // no form yet

      await fileHealthForm(t, me, HEALTH_FORM);
      const withForm = await detail(linked);
      expect(withForm.consultation).toMatchObject({
        client_id: me.client.id,
        skin_type: 'Dry',
        allergies: ['latex'],
        pregnant_or_nursing: false,
      });

      // Same name, another e-mail: not the account's, so not its health form.
      const stranger = await t.postBooking({
        first_name: 'Maya',
        last_name: 'Reed',
        preferred_date: nextDate(),
      });
      expect((await detail(stranger.body.booking_id)).consultation).toBeNull();
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const unknown = await request(t.http)
        .get(`/api/admin/appointments/${randomUUID()}`)
        .set(t.asAdmin());
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({
        status: 'error',
        message: MESSAGES.appointmentNotFound,
      });
      for (const id of ['not-a-uuid', '123', `${randomUUID()}x`]) {
        const res = await request(t.http).get(`/api/admin/appointments/${id}`).set(t.asAdmin());
        expect({ id, status: res.status }).toEqual({ id, status: 404 });
      }
    });
  });
});
