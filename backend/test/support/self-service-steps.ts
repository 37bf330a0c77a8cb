/** Steps of the self-service specs: a paid booking, its invitation, its start in the business's zone. */
import * as ical from 'node-ical';
import request from 'supertest';
import type { CardKind, FakeRefund } from './fake-stripe';
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

/**
 * A registered client's booking on `date` at `time`, its deposit paid through the Stripe fake with a
 * card that answers later off-session charges as `card` says.
 */
export async function paidBooking(
  t: Harness,
  date: string,
  time = '10:00',
  card: CardKind = 'succeeds',
): Promise<Booked> {
  const { body, client, token } = await t.registerClient();
  const booked = await t.bookAndCheckout({
    email: body.email,
    phone: body.phone,
    preferred_date: date,
    preferred_time: time,
  });
  t.stripe.markPaid(booked.sessionId, card);
  await request(t.http).get(`/api/payments/status/${booked.sessionId}`).expect(200);
  expect(await t.appointment(booked.bookingId)).toMatchObject({ status: 'confirmed' });
  return { ...booked, token, clientId: client.id, email: body.email };
}

/** The client's appointment route, and what a change left behind: its mails, its payment, its refunds. */
export function selfServiceSteps(t: Harness) {
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
  const refundsFor = (sessionId: string): FakeRefund[] =>
    t.stripe.refunds.filter((r) => r.payment_intent === `pi_fake_${sessionId}`);
  return { api, mailsOf, paymentOf, refundsFor };
}
