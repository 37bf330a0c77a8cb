import { MESSAGES } from '@esthetics/domain';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminConsole1764200000000 } from '../../src/database/migrations/1764200000000-admin-console';
import { fileHealthForm } from '../support/health-access';
import { useTestApp, withTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { HEALTH_FORM } from '../support/admin-detail-steps';

describe('admin: one appointment and one client in full', () => {
  const t = useTestApp({ env: { ADMIN_EMAIL: 'owner@studio.example' } });
  const nextDate = weekdays();

  describe('GET /api/admin/clients/:id', () => {
    it('gives the profile, every appointment soonest first, the total spent and the health form', async () => {
      const me = await t.registerClient();
      const mine = { email: me.body.email, phone: me.body.phone };
      const dates = [nextDate(), nextDate(), nextDate(), nextDate()];
      // Booked out of order: [2], [0], [3], [1].
      const paidThenCompleted = await t.bookAndCheckout({ ...mine, preferred_date: dates[2] });
      const paidOnly = await t.bookAndCheckout({ ...mine, preferred_date: dates[0] });
      const unpaid = await t.bookAndCheckout({ ...mine, preferred_date: dates[3] });
      const completedUnpaid = await t.bookAndCheckout({ ...mine, preferred_date: dates[1] });
      await t.pay(paidThenCompleted.sessionId);
      await t.pay(paidOnly.sessionId);
      await t.setStatus(paidThenCompleted.bookingId, 'completed');
      await t.setStatus(completedUnpaid.bookingId, 'completed');
      // Someone else's booking is not counted.
      await t.bookAndCheckout({ preferred_date: nextDate() });

      const res = await request(t.http).get(`/api/admin/clients/${me.client.id}`).set(t.asAdmin());
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'success',
        client: { id: me.client.id, email: me.body.email, first_name: 'Maya', phone: '3015550188' },
        appointment_count: 4,
        consultation: null,
      });
      expect(res.body.appointments.map((a: { id: string }) => a.id)).toEqual([
        paidOnly.bookingId,
        completedUnpaid.bookingId,
        paidThenCompleted.bookingId,
        unpaid.bookingId,
      ]);
      const total = res.body.appointments[0].total_price_cents as number; // all $85 facials
      expect(res.body.total_spent_cents).toBe(
        total + total + paidOnly.depositCents, // two completed, one deposit
      );

      await fileHealthForm(t, me, HEALTH_FORM);
      const after = await request(t.http)
        .get(`/api/admin/clients/${me.client.id}`)
        .set(t.asAdmin());
      expect(after.body.consultation).toMatchObject({ client_id: me.client.id, skin_type: 'Dry' });
    });

    it('answers a client without appointments with zeros', async () => {
      const me = await t.registerClient();
      const res = await request(t.http).get(`/api/admin/clients/${me.client.id}`).set(t.asAdmin());
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        appointments: [],
        appointment_count: 0,
        total_spent_cents: 0,
        consultation: null,
      });
    });

    it('answers 404 for an unknown or malformed id', async () => {
      const unknown = await request(t.http)
        .get(`/api/admin/clients/${randomUUID()}`)
        .set(t.asAdmin());
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({ status: 'error', message: MESSAGES.clientNotFound });
      const malformed = await request(t.http).get('/api/admin/clients/abc').set(t.asAdmin());
      expect(malformed.status).toBe(404);
    });
  });
});

describe('admin: the migration of the admin console', () => {
  it('links the e-mails queued before it to their appointment, and brings unknown inbox statuses back to new', () =>
    withTestApp({}, async (t) => {
      const { bookingId, sessionId } = await t.bookAndCheckout({ preferred_date: '2026-12-01' });
      t.clock.advance(60_000);
      await t.pay(sessionId);
      const contact = await request(t.http)
        .post('/api/contact')
        .send({ name: 'Lee', email: 'lee@example.com', subject: 'Hi', message: 'Hello' });
      const emailsOf = async () =>
        (
          await request(t.http).get(`/api/admin/appointments/${bookingId}`).set(t.asAdmin())
        ).body.emails.map((e: { kind: string }) => e.kind);
      const before = await emailsOf();
      expect(before).toEqual(['booking_received', 'appointment_confirmed']);

      // Back to the schema before it, with a status it did not know, then forward again.
      const db = t.app.get(DataSource);
      const runner = db.createQueryRunner();
      try {
        const migration = new AdminConsole1764200000000();
        await migration.down(runner);
        await runner.query(`UPDATE contact_messages SET status = 'open' WHERE id = $1`, [
          contact.body.id,
        ]);
        await migration.up(runner);
      } finally {
        await runner.release();
      }
      expect(await emailsOf()).toEqual(before);
      const [row]: { status: string }[] = await db.query(
        'SELECT status FROM contact_messages WHERE id = $1',
        [contact.body.id],
      );
      expect(row.status).toBe('new');
      await expect(
        db.query(`UPDATE contact_messages SET status = 'open' WHERE id = $1`, [contact.body.id]),
      ).rejects.toThrow(/contact_messages_status_check/);
    }));
});

describe('admin: a deposit that arrives after the booking was cancelled', () => {
  const t = useTestApp({ stripe: { webhookSecret: 'whsec_admin_details_secret' } });

  it('flags the payment for a refund and leaves no balance due', async () => {
    const { bookingId, sessionId, depositCents } = await t.bookAndCheckout({
      preferred_date: '2026-12-01',
    });
    await t.setStatus(bookingId, 'cancelled');
    // The client had the checkout page open and paid anyway; Stripe reports it.
    await t
      .webhook({
        id: 'evt_late_payment',
        type: 'checkout.session.completed',
        data: { object: t.stripe.markPaid(sessionId) },
      })
      .expect(200);

    const res = await request(t.http).get(`/api/admin/appointments/${bookingId}`).set(t.asAdmin());
    expect(res.status).toBe(200);
    expect(res.body.appointment).toMatchObject({ status: 'cancelled', payment_status: 'paid' });
    expect(res.body.payment).toMatchObject({
      deposit_paid: true,
      amount_paid_cents: depositCents,
      balance_due_cents: 0,
      refund_due: true,
      refund_due_cents: depositCents,
    });
    expect(res.body.payment.sessions).toEqual([
      expect.objectContaining({ id: sessionId, payment_status: 'paid', status: 'complete' }),
    ]);
  });
});
