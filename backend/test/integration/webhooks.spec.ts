import { MESSAGES } from '@esthetics/domain';
import { Webhook } from 'standardwebhooks';
import request from 'supertest';
import { UnitOfWork } from '../../src/common/unit-of-work';
import { WebhookEvents } from '../../src/integrations/webhooks/ports/webhook-events.port';
import { WebhookStore } from '../../src/integrations/webhooks/ports/webhook-store.port';
import { WEBHOOK_LEASE_MS } from '../../src/integrations/webhooks/webhook-delivery.service';
import { Harness, useTestApp, withTestApp } from '../support/harness';
import { inquiryPayload, startTestApp, weekdays } from '../support/test-app';
import { ReceivedWebhook, WebhookReceiver } from '../support/webhook-receiver';
import { deliver, deliveries, PRIVATE_OK, register } from '../support/webhook-steps';

const HOUR = 3600 * 1000;

/** Verifies a received webhook as a receiver would, with its clock at the app's. */
function verify(t: Harness, secret: string, w: ReceivedWebhook): unknown {
  const now = jest.spyOn(Date, 'now').mockReturnValue(t.clock.now().getTime());
  try {
    return new Webhook(secret).verify(w.body, {
      'webhook-id': String(w.headers['webhook-id']),
      'webhook-timestamp': String(w.headers['webhook-timestamp']),
      'webhook-signature': String(w.headers['webhook-signature']),
    });
  } finally {
    now.mockRestore();
  }
}

describe('Webhooks', () => {
  const receiver = new WebhookReceiver();
  const t = useTestApp({
    env: { ...PRIVATE_OK, ADMIN_EMAIL: 'owner@example.com' },
    resetClock: true,
  });
  const nextDay = weekdays();

  beforeAll(() => receiver.start());
  afterAll(() => receiver.stop());
  // Each test starts with no endpoint and an empty receiver.
  beforeEach(async () => {
    receiver.reset();
    await t.query(`DELETE FROM webhook_endpoints`);
  });

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

  it('tells of each change: payment, status, cancellation, reschedule, hold expiry, forms', async () => {
    await register(t, receiver.url(), [
      'booking.created',
      'booking.paid',
      'booking.status_changed',
      'booking.cancelled',
      'booking.rescheduled',
      'client.registered',
      'contact_message.created',
      'corporate_inquiry.created',
    ]);
    const paid = await t.bookAndPay({ preferred_date: nextDay() });
    await request(t.http)
      .post(`/api/admin/appointments/${paid.bookingId}/reschedule`)
      .set(t.asAdmin())
      .send({ date: nextDay(), time: '15:00' })
      .expect(200);
    await t.setStatus(paid.bookingId, 'cancelled');
    const unpaid = await t.book({ preferred_date: nextDay() });
    t.clock.advance(24 * HOUR);
    expect(await t.sweepHolds()).toBeGreaterThanOrEqual(1);
    const inquiry = await request(t.http).post('/api/corporate-inquiry').send(inquiryPayload());
    expect(inquiry.status).toBe(201);

    while ((await deliver(t)).delivered > 0);
    const got = receiver.received.map(
      (w) => JSON.parse(w.body) as { type: string; data: Record<string, unknown> },
    );
    const about = (bookingId: string) =>
      got.filter((e) => e.data.id === bookingId).map((e) => `${e.type} ${e.data.status}`);
    expect(about(paid.bookingId).sort()).toEqual(
      [
        'booking.created pending',
        'booking.paid confirmed',
        'booking.status_changed confirmed',
        'booking.rescheduled confirmed',
        'booking.status_changed cancelled',
        'booking.cancelled cancelled',
      ].sort(),
    );
    expect(about(unpaid.body.booking_id).sort()).toEqual(
      [
        'booking.created pending',
        'booking.status_changed cancelled',
        'booking.cancelled cancelled',
      ].sort(),
    );
    expect(got.find((e) => e.type === 'corporate_inquiry.created')?.data).toMatchObject({
      id: inquiry.body.id,
      companyName: 'Acme',
    });
    // Never health answers or card data.
    for (const w of receiver.received)
      expect(w.body).not.toMatch(/skin_type|allergies|card|pi_test/);
  });

  it('disables an endpoint failing for a day and e-mails the owner; sending again enables it', async () => {
    const { id } = await register(t, receiver.url(), ['client.registered']);
    await t.registerClient();
    let attempts = 0;
    for (;;) {
      receiver.answers = [{ status: 503 }];
      const { failed } = await deliver(t);
      attempts += failed;
      const [d] = await deliveries(t, id);
      if (!d.next_attempt_at) break;
      t.clock.set(new Date(d.next_attempt_at));
    }
    expect(attempts).toBe(12);
    const [given] = await deliveries(t, id);
    expect(given).toMatchObject({ status: 'failed', attempt: 12, http_status: 503 });
    const listed = await request(t.http).get('/api/admin/webhooks').set(t.asAdmin());
    expect(listed.body.endpoints).toEqual([
      expect.objectContaining({ id, enabled: false, disabled_at: t.clock.now().toISOString() }),
    ]);
    const notice = (await t.outbox()).find((m) => m.kind === 'webhook_disabled');
    expect(notice).toMatchObject({
      to: ['owner@example.com'],
      subject: 'A webhook endpoint was disabled',
    });

    // A disabled endpoint is sent no new events.
    await t.registerClient();
    expect(await deliveries(t, id)).toHaveLength(1);
    // Sending again enables it, with the same webhook-id.
    const retried = await request(t.http)
      .post(`/api/admin/webhooks/${id}/deliveries/${given.id}/retry`)
      .set(t.asAdmin());
    expect(retried.status).toBe(200);
    expect(retried.body.message).toBe(MESSAGES.webhookRetried);
    receiver.reset();
    expect(await deliver(t)).toEqual({ delivered: 1, failed: 0 });
    expect(receiver.received[0].headers['webhook-id']).toBe(given.webhook_id);
    const after = await request(t.http).get('/api/admin/webhooks').set(t.asAdmin());
    expect(after.body.endpoints[0]).toMatchObject({ enabled: true, failing_since: null });
  });

  it('two sweepers at once never send one attempt twice', async () => {
    const { id } = await register(t, receiver.url(), ['corporate_inquiry.created']);
    const uow = t.app.get(UnitOfWork);
    const events = t.app.get(WebhookEvents);
    await uow.run(async () => {
      for (let i = 0; i < 30; i += 1)
        await events.publish('corporate_inquiry.created', { id: `inquiry-${i}` });
    });
    receiver.answers = Array.from({ length: 30 }, () => ({ status: 200, delayMs: 20 }));
    const other = await startTestApp({ database: t.database, clock: t.clock, env: PRIVATE_OK });
    try {
      let delivered = 0;
      for (let round = 0; round < 3; round += 1) {
        const results = await Promise.all([deliver(t), deliver(other), deliver(t), deliver(other)]);
        delivered += results.reduce((n, r) => n + r.delivered, 0);
      }
      expect(delivered).toBe(30);
    } finally {
      await other.close({ keepData: true });
    }
    const ids = receiver.received.map((w) => w.headers['webhook-id']);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
    const logged = await deliveries(t, id);
    expect(logged.every((d) => d.status === 'delivered' && d.attempt === 1)).toBe(true);
  });

  describe('the admin API', () => {
    it('shows the secret once, lists endpoints without it, deletes them', async () => {
      const created = await request(t.http)
        .post('/api/admin/webhooks')
        .set(t.asAdmin())
        .send({
          url: receiver.url(),
          events: ['booking.paid', 'booking.created'],
          description: 'CRM',
        });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({
        status: 'success',
        message: MESSAGES.webhookCreated,
        secret: expect.stringMatching(/^whsec_[A-Za-z0-9+/]{32}$/),
        endpoint: {
          events: ['booking.created', 'booking.paid'],
          description: 'CRM',
          enabled: true,
        },
      });
      const [stored] = await t.query<{ secret_sealed: string }>(
        `SELECT secret_sealed FROM webhook_endpoints WHERE id = $1`,
        [created.body.id],
      );
      expect(stored.secret_sealed).not.toContain(created.body.secret.slice(6));

      const listed = await request(t.http).get('/api/admin/webhooks').set(t.asAdmin());
      expect(listed.status).toBe(200);
      expect(JSON.stringify(listed.body)).not.toContain(created.body.secret.slice(6));
      expect(listed.body.endpoints).toEqual([
        expect.objectContaining({ id: created.body.id, url: receiver.url(), failing_since: null }),
      ]);

      const path = `/api/admin/webhooks/${created.body.id}`;
      expect((await request(t.http).delete(path).set(t.asAdmin())).body).toEqual({
        status: 'success',
        message: MESSAGES.webhookDeleted,
      });
      expect((await request(t.http).delete(path).set(t.asAdmin())).status).toBe(404);
      const gone = await request(t.http).get(`${path}/deliveries`).set(t.asAdmin());
      expect(gone.status).toBe(404);
      expect(gone.body.message).toBe(MESSAGES.webhookEndpointNotFound);
      expect(
        (await request(t.http).get('/api/admin/webhooks/nope/deliveries').set(t.asAdmin())).status,
      ).toBe(404);
    });

    it('refuses bad input with the domain messages, and callers who are not the admin', async () => {
      const post = (body: object) =>
        request(t.http).post('/api/admin/webhooks').set(t.asAdmin()).send(body);
      expect((await post({ events: ['booking.paid'] })).body.message).toBe(
        MESSAGES.webhookUrlRequired,
      );
      expect((await post({ url: 'ftp://x.example', events: ['booking.paid'] })).body.message).toBe(
        MESSAGES.webhookUrlInvalid,
      );
      expect((await post({ url: receiver.url(), events: [] })).body.message).toBe(
        MESSAGES.webhookEventsRequired,
      );
      const unknown = await post({ url: receiver.url(), events: ['payment.card'] });
      expect(unknown.status).toBe(400);
      expect(unknown.body.message).toBe(MESSAGES.webhookEventUnknown('payment.card'));

      expect((await request(t.http).get('/api/admin/webhooks')).status).toBe(401);
      const { token } = await t.registerClient();
      const asClient = await request(t.http)
        .get('/api/admin/webhooks')
        .set('Authorization', `Bearer ${token}`);
      expect(asClient.status).toBe(403);
      const missing = await request(t.http)
        .post(
          `/api/admin/webhooks/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/deliveries/${'0'.repeat(8)}-0000-4000-8000-${'0'.repeat(12)}/retry`,
        )
        .set(t.asAdmin());
      expect(missing.status).toBe(404);
    });

    it('refuses link-local addresses (cloud metadata) even with private networks allowed', async () => {
      for (const url of ['http://169.254.169.254/latest/meta-data', 'http://[fe80::1]/x']) {
        const res = await request(t.http)
          .post('/api/admin/webhooks')
          .set(t.asAdmin())
          .send({ url, events: ['booking.paid'] });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ message: MESSAGES.webhookAddressRefused, field: 'url' });
      }
    });
  });
});

describe('Webhooks: the SSRF guard with private networks refused', () => {
  it('refuses loopback and private addresses, a host name resolving to 127.0.0.1 included, at registration and at each delivery', async () => {
    const receiver = await new WebhookReceiver().start();
    try {
      await withTestApp({ env: PRIVATE_OK }, async (t) => {
        // Registered while private networks are allowed, with an event queued ...
        const { id } = await register(t, receiver.url(), ['client.registered']);
        await t.registerClient();
        // ... then the flag goes off: the delivery is refused (the host resolves to loopback).
        await t.restart({ env: { WEBHOOK_INTERVAL_MS: '0' } });
        expect(await deliver(t)).toEqual({ delivered: 0, failed: 1 });
        expect(receiver.received).toHaveLength(0);
        const [refused] = await deliveries(t, id);
        expect(refused).toMatchObject({
          status: 'pending',
          http_status: null,
          error: MESSAGES.webhookAddressRefused,
        });

        for (const url of [
          receiver.url(),
          'http://127.0.0.1:8080/',
          'http://[::1]/',
          'http://[::ffff:127.0.0.1]/',
          'http://10.1.2.3/',
          'http://172.16.0.1/',
          'http://192.168.1.1/',
          'http://[fd00::1]/',
          'http://169.254.169.254/',
          'http://0.0.0.0/',
          // IPv6 forms carrying a private IPv4 address: NAT64 (well-known, local-use) and 6to4.
          'http://[64:ff9b::7f00:1]/',
          'http://[64:ff9b:1::a00:1]/',
          'http://[2002:c0a8:101::1]/',
          'http://[2002:7f00:1::]/',
        ]) {
          const res = await request(t.http)
            .post('/api/admin/webhooks')
            .set(t.asAdmin())
            .send({ url, events: ['booking.paid'] });
          expect([url, res.status, res.body.message]).toEqual([
            url,
            400,
            MESSAGES.webhookAddressRefused,
          ]);
        }
      });
    } finally {
      await receiver.stop();
    }
  });

  it('takes https only in production', async () => {
    await withTestApp(
      { env: { NODE_ENV: 'production', PAYMENTS_TEST_MODE: 'true', WEBHOOK_INTERVAL_MS: '0' } },
      async (t) => {
        const res = await request(t.http)
          .post('/api/admin/webhooks')
          .set(t.asAdmin())
          .send({ url: 'http://hooks.example.com/in', events: ['booking.paid'] });
        expect(res.status).toBe(400);
        expect(res.body.message).toBe(MESSAGES.webhookHttpsRequired);
        const local = await request(t.http)
          .post('/api/admin/webhooks')
          .set(t.asAdmin())
          .send({ url: 'https://localhost/in', events: ['booking.paid'] });
        expect(local.body.message).toBe(MESSAGES.webhookAddressRefused);
      },
    );
  });
});
