import request from 'supertest';
import { bookingPayload, TestApp } from './test-app';

/** Books a slot and starts a checkout; answers the booking and session ids. */
export async function bookAndCheckout(t: TestApp, overrides: Record<string, unknown> = {}) {
  const booking = await request(t.http).post('/api/bookings').send(bookingPayload(overrides));
  expect(booking.status).toBe(201);
  const session = await request(t.http)
    .post('/api/payments/create-session')
    .send({ booking_id: booking.body.booking_id, origin_url: 'http://localhost:3000' });
  expect(session.status).toBe(201);
  return {
    bookingId: booking.body.booking_id as string,
    depositCents: booking.body.deposit_amount_cents as number,
    sessionId: session.body.session_id as string,
    checkoutUrl: session.body.checkout_url as string,
  };
}

export async function appointmentById(t: TestApp, adminToken: string, id: string) {
  const res = await request(t.http)
    .get('/api/admin/appointments')
    .query({ limit: 100 })
    .set('Authorization', `Bearer ${adminToken}`);
  expect(res.status).toBe(200);
  return (
    res.body.appointments as {
      id: string;
      status: string;
      payment_status: string;
      cancellation_reason: string | null;
    }[]
  ).find((a) => a.id === id);
}
