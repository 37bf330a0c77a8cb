import request from 'supertest';
import { MESSAGES, WAITLIST_OFFER_MS } from '@esthetics/domain';
import { useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { entry, waitlistSteps } from '../support/waitlist-steps';

const MINUTE = 60 * 1000;

describe('the waitlist', () => {
  const t = useTestApp({ resetClock: true });
  const nextDay = weekdays();

  const { joined, mailsTo, linkToken, freeTenOclock, offer, claim, dayList } = waitlistSteps(t);

  describe('claiming an offer', () => {
    /** A day whose 10:00 was freed and offered to a new entry: answers its e-mail and claim token. */
    async function offered(day: string): Promise<{ email: string; id: string; token: string }> {
      const waiting = await joined(entry(day));
      await freeTenOclock(day);
      return { ...waiting, token: await linkToken(waiting.email, 'waitlist_offer', 'offer') };
    }

    it('ten claims at once make exactly one booking, which goes to the deposit checkout', async () => {
      const day = nextDay();
      const { email, token } = await offered(day);

      const claims = await Promise.all(Array.from({ length: 10 }, () => claim(token)));
      const created = claims.filter((r) => r.status === 201);
      expect(created).toHaveLength(1);
      expect(claims.filter((r) => r.status === 409).map((r) => r.body.code)).toEqual(
        Array(9).fill('waitlistOfferClaimed'),
      );
      const bookingId = created[0].body.booking_id as string;
      expect(created[0].body).toMatchObject({
        requires_payment: true,
        appointment_date: day,
        appointment_time: '10:00',
      });

      const booked: { id: string; client_email: string; client_first_name: string }[] =
        await t.query(
          `SELECT id, client_email, client_first_name FROM appointments
            WHERE appointment_date = $1 AND status = 'pending'`,
          [day],
        );
      expect(booked).toEqual([{ id: bookingId, client_email: email, client_first_name: 'Maya' }]);
      expect((await offer(token)).body).toMatchObject({
        state: 'claimed',
        open: false,
        booking_id: bookingId,
      });
      // The time is taken for everyone else, and the booking pays its deposit as any booking does.
      const late = await t.postBooking({ preferred_date: day, preferred_time: '10:00' });
      expect(late.status).toBe(409);
      expect((await t.createSession(bookingId)).status).toBe(201);
      expect(
        (await dayList(day)).body.entries.find((e: { email: string }) => e.email === email),
      ).toMatchObject({ state: 'booked' });
    });

    it('answers 410 after the offer lapsed, and the sweep passes the time to the next entry', async () => {
      const day = nextDay();
      const first = await offered(day);
      const second = await joined(entry(day));
      expect(await mailsTo(second.email, 'waitlist_offer')).toEqual([]);

      t.clock.advance(WAITLIST_OFFER_MS + MINUTE);
      expect((await offer(first.token)).body).toMatchObject({
        state: 'expired',
        open: false,
        message: MESSAGES.waitlistOfferExpired,
      });
      const lapsed = await claim(first.token);
      expect(lapsed.status).toBe(410);
      expect(lapsed.body).toMatchObject({
        code: 'waitlistOfferExpired',
        message: MESSAGES.waitlistOfferExpired,
      });

      expect(await t.sweepWaitlist()).toBeGreaterThanOrEqual(1);
      const secondToken = await linkToken(second.email, 'waitlist_offer', 'offer');
      expect((await claim(secondToken)).status).toBe(201);
      // Still lapsed for the first, and never offered to it again.
      expect((await claim(first.token)).status).toBe(410);
      expect(await mailsTo(first.email, 'waitlist_offer')).toHaveLength(1);
    });

    it('answers 409 slotTaken when someone booked the time meanwhile', async () => {
      const day = nextDay();
      const { token } = await offered(day);
      await t.book({ preferred_date: day, preferred_time: '10:00' });
      const res = await claim(token);
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('slotTaken');
      expect((await offer(token)).body.state).toBe('open');
    });

    it('answers 404 for an unknown token', async () => {
      expect((await offer('not-a-token')).status).toBe(404);
      const res = await claim('not-a-token');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('waitlistOfferNotFound');
    });
  });

  describe('times freed by a cancellation or a move', () => {
    it('offers the time of an appointment the admin cancels', async () => {
      const day = nextDay();
      const booking = await t.book({ preferred_date: day, preferred_time: '10:00' });
      const waiting = await joined(entry(day));
      expect(await mailsTo(waiting.email, 'waitlist_offer')).toEqual([]);
      expect((await t.setStatus(booking.body.booking_id, 'cancelled')).status).toBe(200);
      const [mail] = await mailsTo(waiting.email, 'waitlist_offer');
      expect(mail).toContain('10:00 AM');
      expect(
        (await offer(await linkToken(waiting.email, 'waitlist_offer', 'offer'))).body,
      ).toMatchObject({
        state: 'open',
        appointment_date: day,
        appointment_time: '10:00',
      });
    });

    it('offers the old time of an appointment that is moved, not the new one', async () => {
      const day = nextDay();
      const booking = await t.book({ preferred_date: day, preferred_time: '10:00' });
      const waiting = await joined(entry(day, { from: '10:00', to: '15:00' }));
      const moved = await request(t.http)
        .post(`/api/admin/appointments/${booking.body.booking_id}/reschedule`)
        .set(t.asAdmin())
        .send({ date: day, time: '14:00' });
      expect(moved.status).toBe(200);
      const mails = await mailsTo(waiting.email, 'waitlist_offer');
      expect(mails).toHaveLength(1);
      expect(
        (await offer(await linkToken(waiting.email, 'waitlist_offer', 'offer'))).body,
      ).toMatchObject({
        appointment_date: day,
        appointment_time: '10:00',
      });
    });
  });
});
