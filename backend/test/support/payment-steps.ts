/** Steps of the payment specs: a session's status answer, and what it says once paid and kept. */
import request from 'supertest';
import { CheckedOut } from './app-steps';
import { Harness } from './harness';

/** GET /api/payments/status/:sessionId: expects 200 and answers the body. */
export async function statusOf(t: Harness, sessionId: string) {
  const res = await request(t.http).get(`/api/payments/status/${sessionId}`);
  expect(res.status).toBe(200);
  return res.body as Record<string, unknown>;
}

/** The whole status answer of a session paid in full for a booking that stays confirmed. */
export function paidAndKept(sessionId: string, bookingId: string, amountCents: number) {
  return {
    status: 'complete',
    payment_status: 'paid',
    session_id: sessionId,
    amount_total: amountCents,
    currency: 'usd',
    booking_id: bookingId,
    booking_status: 'confirmed',
    refund_due: false,
    refund_reason: null,
    cancellation: null,
  };
}

/** Stripe reports `sessionId` paid through the webhook (event id `evt_<tag>_<sessionId>`); expects 200. */
export async function reportPaid(t: Harness, tag: string, sessionId: string): Promise<void> {
  const res = await t.webhook({
    id: `evt_${tag}_${sessionId}`,
    type: 'checkout.session.completed',
    data: { object: t.stripe.markPaid(sessionId) },
  });
  expect(res.status).toBe(200);
}

/**
 * Books (with `overrides`) and has the Stripe fake mark the deposit paid, seen by the status check:
 * a confirmed booking.
 */
export async function bookAndPayByStripe(
  t: Harness,
  overrides: Record<string, unknown> = {},
): Promise<CheckedOut> {
  const booked = await t.bookAndCheckout(overrides);
  t.stripe.markPaid(booked.sessionId);
  await statusOf(t, booked.sessionId);
  expect(await t.appointment(booked.bookingId)).toMatchObject({ status: 'confirmed' });
  return booked;
}
