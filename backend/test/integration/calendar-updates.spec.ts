import { HOUR_MS, zonedDateTimeToInstant } from '@esthetics/domain';
import * as ical from 'node-ical';
import request from 'supertest';
import { MailDeliveryService } from '../../src/notifications/mail-delivery.service';
import { Harness, useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';

const TIME_ZONE = 'America/New_York';
const startOf = (date: string, time = '10:00') => zonedDateTimeToInstant(date, time, TIME_ZONE);
const as = (token: string) => ({ Authorization: `Bearer ${token}` });

/** The events of an iCalendar text, and its calendar's METHOD. */
function parse(ics: string) {
  const parsed = Object.values(ical.sync.parseICS(ics));
  const events = parsed.filter((c): c is ical.VEvent => c?.type === 'VEVENT');
  const calendar = parsed.find((c) => c?.type === 'VCALENDAR') as unknown as { method?: string };
  return { events, method: calendar?.method };
}

interface Booked {
  bookingId: string;
  clientId: string;
  token: string;
  email: string;
}

/** A registered client's confirmed booking (deposit paid on the local checkout). */
async function confirmedBooking(t: Harness, date: string, time = '10:00'): Promise<Booked> {
  const { body, client, token } = await t.registerClient();
  const { bookingId } = await t.bookAndPay({
    email: body.email,
    phone: body.phone,
    preferred_date: date,
    preferred_time: time,
  });
  expect(await t.appointment(bookingId)).toMatchObject({ status: 'confirmed' });
  return { bookingId, clientId: client.id, token, email: body.email.toLowerCase() };
}

describe('a moved or cancelled appointment updates every calendar', () => {
  const t = useTestApp({ resetClock: true });
  const nextDate = weekdays();

  /** The admin feed's event of an appointment (undefined when the feed leaves it out). */
  async function feedEvent(id: string): Promise<ical.VEvent | undefined> {
    const auth = await request(t.http).get('/api/calendar/auth').set(t.asAdmin()).expect(200);
    const feed = await request(t.http).get(new URL(auth.body.feed_url as string).pathname);
    expect(feed.status).toBe(200);
    return parse(feed.text).events.find((e) => e.uid === `${id}@localhost`);
  }

  async function downloaded(b: Booked): Promise<ical.VEvent> {
    const res = await request(t.http)
      .get(`/api/clients/${b.clientId}/appointments/${b.bookingId}/ics`)
      .set(as(b.token));
    expect(res.status).toBe(200);
    const { events } = parse(res.text);
    expect(events).toHaveLength(1);
    return events[0];
  }

  const mailsOf = (id: string, kind: string) =>
    t.query<{ recipients: string[]; ics: string | null; status: string; subject: string }>(
      `SELECT recipients, ics, status, subject FROM outbox_messages
        WHERE appointment_id = $1 AND kind = $2 ORDER BY created_at`,
      [id, kind],
    );

  it('an admin move, then a client move: the feed entry and the download carry a rising SEQUENCE and the new time', async () => {
    const date = nextDate();
    const b = await confirmedBooking(t, date);
    const first = await feedEvent(b.bookingId);
    expect(Number(first?.sequence)).toBe(0);

    const moveTo = nextDate();
    await request(t.http)
      .post(`/api/admin/appointments/${b.bookingId}/reschedule`)
      .set(t.asAdmin())
      .send({ date: moveTo, time: '11:00' })
      .expect(200);
    const afterAdmin = await feedEvent(b.bookingId);
    expect(Number(afterAdmin?.sequence)).toBe(1);
    expect(afterAdmin?.start.toISOString()).toBe(startOf(moveTo, '11:00').toISOString());
    expect(Number((await downloaded(b)).sequence)).toBe(1);

    await request(t.http)
      .post(`/api/clients/appointments/${b.bookingId}/reschedule`)
      .set(as(b.token))
      .send({ date: moveTo, time: '14:00' })
      .expect(200);
    const afterClient = await feedEvent(b.bookingId);
    expect(Number(afterClient?.sequence)).toBe(2);
    expect(afterClient?.start.toISOString()).toBe(startOf(moveTo, '14:00').toISOString());
    const download = await downloaded(b);
    expect(Number(download.sequence)).toBe(2);
    expect(download.uid).toBe(afterClient?.uid);
  });

  it('a reminder queued for the old time is not sent; the new time gets its own reminders', async () => {
    const date = nextDate();
    const b = await confirmedBooking(t, date);
    const delivery = t.app.get(MailDeliveryService);
    // 23.5 hours before: the 24-hour reminder is queued (not sent yet).
    t.clock.set(new Date(startOf(date).getTime() - 23.5 * HOUR_MS));
    await delivery.queueReminders();
    expect(await mailsOf(b.bookingId, 'reminder_24h')).toEqual([
      expect.objectContaining({ status: 'queued' }),
    ]);

    // The owner moves it three weekdays on before the mail goes.
    nextDate();
    nextDate();
    const later = nextDate();
    await request(t.http)
      .post(`/api/admin/appointments/${b.bookingId}/reschedule`)
      .set(t.asAdmin())
      .send({ date: later, time: '10:00' })
      .expect(200);
    await t.deliverMail();
    await delivery.queueReminders();
    expect(await mailsOf(b.bookingId, 'reminder_24h')).toEqual([]);

    // 23.5 hours before the new time: its own 24-hour reminder, sent, naming the new day.
    t.clock.set(new Date(startOf(later).getTime() - 23.5 * HOUR_MS));
    await delivery.queueReminders();
    await t.deliverMail();
    const day = (at: Date) =>
      new Intl.DateTimeFormat('en-US', {
        timeZone: TIME_ZONE,
        month: 'long',
        day: 'numeric',
      }).format(at);
    const sent24 = await mailsOf(b.bookingId, 'reminder_24h');
    expect(sent24).toEqual([expect.objectContaining({ status: 'sent', recipients: [b.email] })]);
    expect(sent24[0].subject).toContain(day(startOf(later)));
    expect(sent24[0].subject).not.toContain(day(startOf(date)));

    // Moved again within the day, after that reminder: the 1-hour one is for the newest time.
    await request(t.http)
      .post(`/api/admin/appointments/${b.bookingId}/reschedule`)
      .set(t.asAdmin())
      .send({ date: later, time: '15:00' })
      .expect(200);
    t.clock.set(new Date(startOf(later, '15:00').getTime() - 0.5 * HOUR_MS));
    await delivery.queueReminders();
    await t.deliverMail();
    const sent1 = await mailsOf(b.bookingId, 'reminder_1h');
    expect(sent1).toEqual([expect.objectContaining({ status: 'sent' })]);
    expect(sent1[0].subject).toMatch(/3:00\sPM/);
  });

  it('a reminder queued before the owner cancels is not sent', async () => {
    const date = nextDate();
    const b = await confirmedBooking(t, date);
    t.clock.set(new Date(startOf(date).getTime() - 0.5 * HOUR_MS));
    await t.app.get(MailDeliveryService).queueReminders();
    expect(await mailsOf(b.bookingId, 'reminder_1h')).toEqual([
      expect.objectContaining({ status: 'queued' }),
    ]);
    await t.setStatus(b.bookingId, 'cancelled');
    await t.deliverMail();
    expect(await mailsOf(b.bookingId, 'reminder_1h')).toEqual([]);
  });

  it("the owner's cancel of a confirmed appointment mails a METHOD:CANCEL with STATUS:CANCELLED and a raised SEQUENCE; the feed drops it", async () => {
    const b = await confirmedBooking(t, nextDate());
    const [confirmation] = await mailsOf(b.bookingId, 'appointment_confirmed');
    const invited = parse(confirmation.ics!);
    expect(invited.method).toBe('REQUEST');
    expect(Number(invited.events[0].sequence)).toBe(0);

    await t.setStatus(b.bookingId, 'cancelled');
    const [mail] = await mailsOf(b.bookingId, 'status_cancelled');
    expect(mail.recipients).toEqual([b.email]);
    expect(mail.ics).not.toBeNull();
    const withdrawn = parse(mail.ics!);
    expect(withdrawn.method).toBe('CANCEL');
    expect(withdrawn.events).toHaveLength(1);
    expect(withdrawn.events[0]).toMatchObject({
      uid: invited.events[0].uid,
      status: 'CANCELLED',
    });
    expect(Number(withdrawn.events[0].sequence)).toBe(1);
    expect(mail.ics).toMatch(/^STATUS:CANCELLED\r?$/m);
    expect(await feedEvent(b.bookingId)).toBeUndefined();
    const download = await downloaded(b);
    expect(download).toMatchObject({ status: 'CANCELLED' });
    expect(Number(download.sequence)).toBe(1);

    // Confirmed again: a new invitation that outranks the cancel.
    await t.setStatus(b.bookingId, 'confirmed');
    const [again] = await mailsOf(b.bookingId, 'status_confirmed');
    const reinvited = parse(again.ics!);
    expect(reinvited.method).toBe('REQUEST');
    expect(Number(reinvited.events[0].sequence)).toBe(2);
  });

  it('a pending booking cancelled by the owner gets no calendar cancel (it was never invited)', async () => {
    const booked = await t.bookAndCheckout({ preferred_date: nextDate() });
    await t.setStatus(booked.bookingId, 'cancelled');
    const [mail] = await mailsOf(booked.bookingId, 'status_cancelled');
    expect(mail.ics).toBeNull();
  });
});
