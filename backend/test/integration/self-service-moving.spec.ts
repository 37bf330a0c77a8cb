import { HOUR_MS, MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { invitation, paidBooking, selfServiceSteps } from '../support/self-service-steps';
import { as, DEPOSIT, OWNER, startOf } from '../support/studio';

describe('self-service: a client cancels and moves their own appointment', () => {
  const t = useTestApp({ stripe: true, resetClock: true, env: { ADMIN_EMAIL: OWNER } });
  const nextDate = weekdays();

  const { api, mailsOf, paymentOf } = selfServiceSteps(t);

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
});
