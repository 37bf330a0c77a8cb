import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { withTestApp } from '../support/harness';
import { WebhookReceiver } from '../support/webhook-receiver';
import { deliver, deliveries, PRIVATE_OK, register, useWebhookApp } from '../support/webhook-steps';

describe('Webhooks', () => {
  const { t, receiver } = useWebhookApp();

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
