import request from 'supertest';
import { MESSAGES, WAITLIST_OFFER_MS } from '@esthetics/domain';
import { useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { entry, waitlistSteps } from '../support/waitlist-steps';

describe('the waitlist', () => {
  const t = useTestApp({ resetClock: true });
  const nextDay = weekdays();

  const { join, joined, mailsTo, linkToken, freeTenOclock, offer, claim, dayList } =
    waitlistSteps(t);

  describe('joining', () => {
    const day = nextDay();

    it.each([
      ['no services', { services: [] }, 'waitlistServiceRequired'],
      ['an unknown service', { services: ['gold-facial'] }, 'unknownService'],
      ['no days', { days: [] }, 'waitlistDayRequired'],
      ['a Sunday', { days: ['2026-12-06'] }, 'closedDay'],
      ['a past day', { days: ['2026-11-20'] }, 'dateInPast'],
      ['a time off the grid', { from: '10:15' }, 'offGridTime'],
      ['the range backwards', { from: '13:00', to: '10:00' }, 'waitlistTimeOrder'],
      ['a bad e-mail', { email: 'maya@' }, 'invalidEmail'],
      ['no name', { name: '' }, 'requiredFields'],
    ])('refuses %s with 400 and the domain’s message', async (_case, change, code) => {
      const res = await join(entry(day, change));
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', code });
      expect(res.body.message).toBe((MESSAGES as Record<string, unknown>)[code]);
    });

    it('stores the entry, mails its leave link, and the admin sees it on each of its days only', async () => {
      const other = nextDay();
      const body = entry(day, { days: [other, day] });
      const res = await join(body);
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        status: 'success',
        message: MESSAGES.waitlistJoined,
        id: expect.any(String),
      });
      const id = res.body.id as string;

      const list = await dayList(day);
      expect(list.status).toBe(200);
      const row = (list.body.entries as { id: string }[]).find((e) => e.id === id);
      expect(row).toMatchObject({
        name: 'Maya Lee',
        phone: '3015550177',
        service_ids: ['classic-european-facial'],
        services: ['Classic European Facial'],
        days: [day, other].sort(),
        from: '10:00',
        to: '12:00',
        state: 'waiting',
        offer: null,
      });
      expect((await dayList(other)).body.entries.map((e: { id: string }) => e.id)).toContain(id);
      expect((await dayList(nextDay())).body.entries).toEqual([]);

      const [mail] = await mailsTo(body.email as string, 'waitlist_joined');
      expect(mail).toContain(MESSAGES.waitlistJoined);
      expect(mail).toMatch(/\/waitlist\/leave\?token=[A-Za-z0-9_-]{43}/);
    });

    it('answers 400 for a day list without a date or with a bad one', async () => {
      const none = await request(t.http).get('/api/admin/waitlist').set(t.asAdmin());
      expect(none.status).toBe(400);
      expect(none.body.code).toBe('selectDate');
      expect((await dayList('2026-02-30')).body.code).toBe('invalidDate');
    });
  });

  describe('offers when a hold ends', () => {
    it('e-mails the first matching entry, not the later one nor one the time does not suit', async () => {
      const day = nextDay();
      const first = await joined(entry(day));
      const afternoon = await joined(entry(day, { from: '13:00', to: '15:00' }));
      // The time suits this one too, but it joined after the first.
      const later = await joined(entry(day, { to: '10:00' }));
      const otherDay = await joined(entry(nextDay()));

      await freeTenOclock(day);

      const [offerMail] = await mailsTo(first.email, 'waitlist_offer');
      expect(offerMail).toContain('A time that suits you has freed up');
      expect(offerMail).toMatch(/\/waitlist\/offer\?token=/);
      expect(offerMail).toMatch(/\/waitlist\/leave\?token=/);
      for (const other of [afternoon, later, otherDay]) {
        expect(await mailsTo(other.email, 'waitlist_offer')).toEqual([]);
      }

      const token = await linkToken(first.email, 'waitlist_offer', 'offer');
      const seen = await offer(token);
      expect(seen.status).toBe(200);
      expect(seen.body).toMatchObject({
        state: 'open',
        open: true,
        appointment_date: day,
        appointment_time: '10:00',
        services: ['Classic European Facial'],
        total_duration: 60,
        service_location: 'clinic',
        first_name: 'Maya',
        last_name: 'Lee',
        email: first.email,
        booking_id: null,
        expires_at: new Date(t.clock.now().getTime() + WAITLIST_OFFER_MS).toISOString(),
      });
      const list = await dayList(day);
      expect(list.body.entries.find((e: { id: string }) => e.id === first.id)).toMatchObject({
        state: 'offered',
        offer: { appointment_date: day, appointment_time: '10:00' },
      });
    });

    it('offers nothing when the freed time is too short for the entry’s services', async () => {
      const day = nextDay();
      // 10:00 frees, but 11:15 is booked and paid: 75 minutes free, a 75-minute facial and its
      // 10 minutes of cleanup wait.
      await t.bookAndPay({ preferred_date: day, preferred_time: '11:15' });
      const long = await joined(entry(day, { services: ['signature-glow-facial'] }));
      await freeTenOclock(day);
      expect(await mailsTo(long.email, 'waitlist_offer')).toEqual([]);
    });
  });

  describe('leaving', () => {
    it('leaves with the e-mail’s token: off the admin list, its offer passed to the next entry', async () => {
      const day = nextDay();
      const first = await joined(entry(day));
      const second = await joined(entry(day));
      await freeTenOclock(day);
      const offerToken = await linkToken(first.email, 'waitlist_offer', 'offer');
      const leaveToken = await linkToken(first.email, 'waitlist_joined', 'leave');
      // The offer's mail carries the same leave link as the welcome.
      expect(await linkToken(first.email, 'waitlist_offer', 'leave')).toBe(leaveToken);

      const leave = () => request(t.http).post('/api/waitlist/leave').send({ token: leaveToken });
      const res = await leave();
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', message: MESSAGES.waitlistLeft });
      expect((await leave()).status).toBe(200);

      const ids = (await dayList(day)).body.entries.map((e: { id: string }) => e.id);
      expect(ids).not.toContain(first.id);
      expect(ids).toContain(second.id);
      expect((await claim(offerToken)).status).toBe(410);
      expect(await mailsTo(second.email, 'waitlist_offer')).toHaveLength(1);
    });

    it('answers 404 for an unknown or missing token', async () => {
      for (const body of [{ token: 'nope' }, {}]) {
        const res = await request(t.http).post('/api/waitlist/leave').send(body);
        expect(res.status).toBe(404);
        expect(res.body.code).toBe('waitlistEntryNotFound');
      }
    });
  });

  describe('the admin', () => {
    it('removes an entry (204, then 404)', async () => {
      const day = nextDay();
      const { id } = await joined(entry(day));
      const remove = () => request(t.http).delete(`/api/admin/waitlist/${id}`).set(t.asAdmin());
      const res = await remove();
      expect(res.status).toBe(204);
      expect(res.text).toBe('');
      expect((await dayList(day)).body.entries).toEqual([]);
      const again = await remove();
      expect(again.status).toBe(404);
      expect(again.body.code).toBe('waitlistEntryNotFound');
      expect(
        (await request(t.http).delete('/api/admin/waitlist/not-a-uuid').set(t.asAdmin())).status,
      ).toBe(404);
    });

    it('is the only one who may list and remove: 401 without a token, 403 with a client’s', async () => {
      const day = nextDay();
      const { id } = await joined(entry(day));
      const client = (await t.registerClient()).token;
      const calls = [
        () => request(t.http).get('/api/admin/waitlist').query({ date: day }),
        () => request(t.http).delete(`/api/admin/waitlist/${id}`),
      ];
      for (const call of calls) {
        expect((await call()).status).toBe(401);
        expect((await call().set({ Authorization: `Bearer ${client}` })).status).toBe(403);
      }
      expect((await dayList(day)).body.entries.map((e: { id: string }) => e.id)).toEqual([id]);
    });
  });
});
