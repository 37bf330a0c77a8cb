import request from 'supertest';
import { UnitOfWork } from '../../src/common/unit-of-work';
import { WebhookEvents } from '../../src/integrations/webhooks/ports/webhook-events.port';
import { WebhookStore } from '../../src/integrations/webhooks/ports/webhook-store.port';
import { WEBHOOK_LEASE_MS } from '../../src/integrations/webhooks/webhook-delivery.service';
import { Harness } from '../support/harness';
import { weekdays } from '../support/test-app';
import { ReceivedWebhook, verifyAt } from '../support/webhook-receiver';
import { deliver, deliveries, register, useWebhookApp } from '../support/webhook-steps';

/** Verifies a received webhook as a receiver would, with its clock at the app's. */
const verify = (t: Harness, secret: string, w: ReceivedWebhook) =>
  verifyAt(t.clock.now(), secret, w);

describe('Webhooks', () => {
  const { t, receiver } = useWebhookApp();
  const nextDay = weekdays();

  it('sends a booking to a subscribed endpoint, signed so the standardwebhooks package verifies it', async () => {
    const { id, secret } = await register(t, receiver.url(), ['booking.created']);
    const booking = await t.book({ preferred_date: nextDay() });
    await t.registerClient(); // client.registered: not subscribed, not sent
    expect(await deliver(t)).toEqual({ delivered: 1, failed: 0 });

    expect(receiver.received).toHaveLength(1);
    const [w] = receiver.received;
    expect(w.headers['content-type']).toBe('application/json');
    expect(w.headers['webhook-id']).toMatch(/^msg_[0-9a-f]{32}$/);
    expect(w.headers['webhook-timestamp']).toBe(String(t.clock.now().getTime() / 1000));
    const event = verify(t, secret, w) as {
      type: string;
      timestamp: string;
      data: Record<string, unknown>;
    };
    expect(event.type).toBe('booking.created');
    expect(event.timestamp).toBe(t.clock.now().toISOString());
    // The booking as the admin API shows it.
    // (Without the safety flags the console shows: they come from the client's health answers.)
    const shown: Record<string, unknown> = { ...(await t.appointment(booking.body.booking_id)) };
    delete shown.safety_flags;
    expect(event.data).toMatchObject({ ...shown, status: 'pending', payment_status: 'unpaid' });
    expect(event.data).not.toHaveProperty('safety_flags');
    // A body altered on the way, or signed with another secret, is refused by the receiver.
    expect(() =>
      verify(t, secret, { ...w, body: w.body.replace('pending', 'confirmed') }),
    ).toThrow();
    expect(() => verify(t, `whsec_${Buffer.alloc(24, 1).toString('base64')}`, w)).toThrow();

    const [logged] = await deliveries(t, id);
    expect(logged).toMatchObject({
      webhook_id: w.headers['webhook-id'],
      event: 'booking.created',
      status: 'delivered',
      attempt: 1,
      http_status: 200,
      response_excerpt: 'ok',
      next_attempt_at: null,
    });
    expect(logged.duration_ms).toEqual(expect.any(Number));
  });

  it('retries after a 500 with the same webhook-id, 5 seconds later, keeping 1 kB of the answer', async () => {
    const { id, secret } = await register(t, receiver.url(), ['contact_message.created']);
    receiver.answers = [{ status: 500, body: 'x'.repeat(5000) }];
    const sent = await request(t.http)
      .post('/api/contact')
      .send({ name: 'Ana', email: 'ana@example.com', subject: 'Hi', message: 'Hello' });
    expect(sent.status).toBe(201);

    expect(await deliver(t)).toEqual({ delivered: 0, failed: 1 });
    const [failed] = await deliveries(t, id);
    expect(failed).toMatchObject({
      status: 'pending',
      attempt: 1,
      http_status: 500,
      next_attempt_at: new Date(t.clock.now().getTime() + 5000).toISOString(),
    });
    expect(failed.response_excerpt).toHaveLength(1024);
    // Not due yet.
    expect(await deliver(t)).toEqual({ delivered: 0, failed: 0 });
    t.clock.advance(5000);
    expect(await deliver(t)).toEqual({ delivered: 1, failed: 0 });

    const [first, second] = receiver.received;
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(second.body).toBe(first.body);
    const event = verify(t, secret, second) as { type: string; data: { id: string } };
    expect(event).toMatchObject({ type: 'contact_message.created', data: { id: sent.body.id } });
    expect(await deliveries(t, id)).toEqual([
      expect.objectContaining({ status: 'delivered', attempt: 2, http_status: 200 }),
    ]);
  });

  it('sends nothing for a refused booking, nor for a change whose transaction rolled back', async () => {
    const { id } = await register(t, receiver.url(), ['booking.created']);
    const date = nextDay();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.postBooking({ preferred_date: date, preferred_time: '11:00' }),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const invalid = await t.postBooking({ preferred_date: date, email: 'not-an-email' });
    expect(invalid.status).toBe(400);

    const uow = t.app.get(UnitOfWork);
    const events = t.app.get(WebhookEvents);
    await expect(
      uow.run(async () => {
        await events.publish('booking.created', { id: 'rolled-back' });
        throw new Error('the change fails after its event was written');
      }),
    ).rejects.toThrow('the change fails');

    expect(await deliver(t)).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    expect(await deliveries(t, id)).toHaveLength(1);
  });

  it('delivers an event committed before a restart, and an attempt whose sender died, with the same webhook-id', async () => {
    const { id } = await register(t, receiver.url(), ['client.registered']);
    const { client } = await t.registerClient();
    await t.restart();
    // This instance claims it, then "dies" before sending: after the lease another attempt sends it.
    const [claimed] = await t.app.get(WebhookStore).claimDue(t.clock.now(), 10, WEBHOOK_LEASE_MS);
    expect(claimed.attempts).toBe(1);
    expect(await deliver(t)).toEqual({ delivered: 0, failed: 0 });
    t.clock.advance(WEBHOOK_LEASE_MS);
    expect(await deliver(t)).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0].headers['webhook-id']).toBe(claimed.messageId);
    expect(JSON.parse(receiver.received[0].body)).toMatchObject({
      type: 'client.registered',
      data: { id: client.id, email: client.email },
    });
    expect(await deliveries(t, id)).toEqual([
      expect.objectContaining({ status: 'delivered', attempt: 2 }),
    ]);
  });
});
