import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { MailDeliveryService } from '../../src/notifications/mail-delivery.service';
import { useTestApp, withTestApp } from '../support/harness';
import { events } from '../support/calendar-steps';

/** The day and time of a booking. */
const at = (preferred_date: string, preferred_time: string) => ({ preferred_date, preferred_time });

describe('reminders', () => {
  it('queues the 24-hour and 1-hour reminders once each, none for cancelled or past appointments', () =>
    withTestApp({}, async (t) => {
      await t.bookAndPay(at('2026-12-01', '10:00'));
      const cancelled = await t.bookAndPay(at('2026-12-01', '12:00'));
      await t.setStatus(cancelled.bookingId, 'cancelled');
      const notifications = t.app.get(MailDeliveryService);
      const reminders = async () =>
        (await t.outbox())
          .filter((m) => m.kind.startsWith('reminder'))
          .map((m) => m.kind)
          .sort();

      await notifications.queueReminders();
      expect(await reminders()).toEqual([]); // a week ahead
      t.clock.set(new Date('2026-11-30T15:30:00Z')); // 23.5 hours before 10:00 EST
      await notifications.queueReminders();
      await notifications.queueReminders();
      expect(await reminders()).toEqual(['reminder_24h']);
      t.clock.set(new Date('2026-12-01T14:30:00Z')); // 30 minutes before
      await notifications.queueReminders();
      await notifications.queueReminders();
      expect(await reminders()).toEqual(['reminder_1h', 'reminder_24h']);
      t.clock.set(new Date('2026-12-01T15:30:00Z')); // during the appointment
      await notifications.queueReminders();
      expect(await reminders()).toEqual(['reminder_1h', 'reminder_24h']);
      const subjects = (await t.outbox())
        .filter((m) => m.kind === 'reminder_1h')
        .map((m) => m.subject);
      expect(subjects).toEqual([
        'See you soon: your appointment on Tuesday, December 1, 2026 at 10:00 AM EST',
      ]);
    }));
});

describe('calendar', () => {
  const t = useTestApp();

  it('serves the admin a private feed of active appointments, and rotating it revokes the old URL', async () => {
    const paid = await t.bookAndPay(at('2026-12-04', '09:00'));
    const held = await t.bookAndCheckout(at('2026-12-04', '13:00'));
    const dropped = await t.bookAndCheckout(at('2026-12-04', '15:00'));
    await t.setStatus(dropped.bookingId, 'cancelled');

    await request(t.http).get('/api/calendar/auth').expect(401);
    const auth = await request(t.http).get('/api/calendar/auth').set(t.asAdmin());
    expect(auth.status).toBe(200);
    expect(auth.body.feed_url).toMatch(
      /^http:\/\/localhost:3000\/api\/calendar\/feed\/[\w-]{40,}\.ics$/,
    );
    expect(auth.body.webcal_url).toBe(auth.body.feed_url.replace('http://', 'webcal://'));
    expect(auth.body.instructions.length).toBeGreaterThan(0);

    const feedPath = new URL(auth.body.feed_url).pathname;
    const feed = await request(t.http).get(feedPath);
    expect(feed.status).toBe(200);
    expect(feed.headers['content-type']).toContain('text/calendar');
    const uids = events(feed.text)
      .map((e) => e.uid)
      .sort();
    expect(uids).toEqual([`${paid.bookingId}@localhost`, `${held.bookingId}@localhost`].sort());

    await request(t.http).get('/api/calendar/feed/wrong-token.ics').expect(404);
    const rotated = await request(t.http).post('/api/calendar/rotate').set(t.asAdmin());
    expect(rotated.status).toBe(200);
    expect(rotated.body.feed_url).not.toBe(auth.body.feed_url);
    await request(t.http).get(feedPath).expect(404);
    await request(t.http).get(new URL(rotated.body.feed_url).pathname).expect(200);
  });

  it("lets a client download its own appointment as .ics, and no one else's", async () => {
    const me = await t.registerClient();
    const booking = await t.postBooking({
      email: me.body.email,
      phone: me.body.phone,
      preferred_date: '2026-12-07',
    });
    const url = `/api/clients/${me.client.id}/appointments/${booking.body.booking_id}/ics`;
    const own = await request(t.http).get(url).set('Authorization', `Bearer ${me.token}`);
    expect(own.status).toBe(200);
    expect(events(own.text)[0].start.toISOString()).toBe('2026-12-07T15:00:00.000Z');
    const other = await t.registerClient();
    await request(t.http).get(url).set('Authorization', `Bearer ${other.token}`).expect(403);
    await request(t.http)
      .get(`/api/clients/${other.client.id}/appointments/${booking.body.booking_id}/ics`)
      .set('Authorization', `Bearer ${other.token}`)
      .expect(404);
    await request(t.http).get(url).expect(401);
  });
});

describe('the embedded outbox folder', () => {
  it('leaves .eml files, the confirmation carrying a valid invitation, when nothing is configured', () =>
    withTestApp({ admin: false }, async (t) => {
      await t.bookAndPay({ preferred_date: '2026-12-08' });
      expect(await t.deliverMail()).toEqual({ sent: 2, failed: 0 });
      const dir = path.join(t.dataDir, 'outbox');
      const files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
      expect(files).toHaveLength(2);
      const contents = files.map((f) => readFileSync(path.join(dir, f), 'utf8'));
      const confirmation = contents.find((c) => c.includes('Subject: Confirmed:'))!;
      expect(confirmation).toBeDefined();
      expect(confirmation).toMatch(/method=REQUEST/i);
      expect(contents.some((c) => c.includes('Subject: We received your booking'))).toBe(true);
    }));
});
