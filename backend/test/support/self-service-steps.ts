/** Steps of the self-service specs: a paid booking, its invitation, its start in the business's zone. */
import * as ical from 'node-ical';
import request from 'supertest';
import { Harness } from './harness';

/** The one event of an invitation, with its calendar's METHOD. */
export function invitation(ics: string) {
  const parsed = Object.values(ical.sync.parseICS(ics));
  const events = parsed.filter((c): c is ical.VEvent => c?.type === 'VEVENT');
  expect(events).toHaveLength(1);
  const calendar = parsed.find((c) => c?.type === 'VCALENDAR') as unknown as { method?: string };
  return { event: events[0], method: calendar?.method, sequence: Number(events[0].sequence) };
}

export interface Booked {
  bookingId: string;
  sessionId: string;
  token: string;
  clientId: string;
  email: string;
}

/** A registered client's booking on `date` at `time`, its deposit paid through the Stripe fake. */
export async function paidBooking(t: Harness, date: string, time = '10:00'): Promise<Booked> {
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
