import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { Harness, useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';
import { deliver, deliveries, PRIVATE_OK, register, useReceiver } from '../support/webhook-steps';

/** Creates an API key with `scopes` as the owner; answers its id and its bearer header. */
async function keyWith(
  t: Harness,
  scopes: string[],
): Promise<{ id: string; auth: { Authorization: string } }> {
  const res = await request(t.http)
    .post('/api/admin/api-keys')
    .set(t.asAdmin())
    .send({ name: `hooks ${scopes.join(' ')}`, scopes });
  expect(res.status).toBe(201);
  return { id: res.body.id, auth: { Authorization: `Bearer ${res.body.key}` } };
}

describe('Webhooks keep to the scopes of the API key that registered them', () => {
  const t = useTestApp({ env: PRIVATE_OK, resetClock: true });
  const nextDay = weekdays();

  // Each test starts with no endpoint and an empty receiver.
  const receiver = useReceiver(t);

  it('refuses (403) a key subscribing to events whose data its scopes may not read', async () => {
    const hooksOnly = await keyWith(t, ['webhooks:manage']);
    for (const [event, scope] of [
      ['booking.created', 'appointments:read'],
      ['booking.cancelled', 'appointments:read'],
      ['client.registered', 'clients:read'],
      ['contact_message.created', 'inquiries:read'],
      ['corporate_inquiry.created', 'inquiries:read'],
    ]) {
      const res = await request(t.http)
        .post('/api/admin/webhooks')
        .set(hooksOnly.auth)
        .send({ url: receiver.url(), events: [event] });
      expect([event, res.status, res.body]).toEqual([
        event,
        403,
        expect.objectContaining({
          code: 'webhookEventBeyondScopes',
          message: MESSAGES.webhookEventBeyondScopes(event, scope),
          field: 'events',
        }),
      ]);
    }
    // One event beyond the scopes refuses the whole subscription.
    const bookings = await keyWith(t, ['webhooks:manage', 'appointments:read']);
    const mixed = await request(t.http)
      .post('/api/admin/webhooks')
      .set(bookings.auth)
      .send({ url: receiver.url(), events: ['booking.paid', 'client.registered'] });
    expect(mixed.status).toBe(403);
    expect(mixed.body.message).toBe(
      MESSAGES.webhookEventBeyondScopes('client.registered', 'clients:read'),
    );
    expect(await t.query(`SELECT id FROM webhook_endpoints`)).toEqual([]);

    // Within its scopes it may; the owner's own login may subscribe to anything.
    await register(t, receiver.url(), ['booking.created', 'booking.paid'], bookings.auth);
    await register(t, receiver.url(), ['client.registered', 'contact_message.created']);
  });

  it('sends what the key may read, and refuses at delivery what it no longer may', async () => {
    const key = await keyWith(t, ['webhooks:manage', 'appointments:read', 'clients:read']);
    const byKey = await register(
      t,
      receiver.url('/by-key'),
      ['booking.created', 'client.registered'],
      key.auth,
    );
    const byOwner = await register(t, receiver.url('/by-owner'), [
      'booking.created',
      'client.registered',
    ]);
    await t.book({ preferred_date: nextDay() });
    expect(await deliver(t)).toEqual({ delivered: 2, failed: 0 });

    // The key loses clients:read (as an endpoint registered before scopes were checked would be).
    await t.query(
      `UPDATE api_keys SET scopes = '{webhooks:manage,appointments:read}' WHERE id = $1`,
      [key.id],
    );
    await t.registerClient();
    await t.book({ preferred_date: nextDay() });
    expect(await deliver(t)).toEqual({ delivered: 3, failed: 1 });
    const typesAt = (path: string) =>
      receiver.received
        .filter((w) => w.path === path)
        .map((w) => (JSON.parse(w.body) as { type: string }).type)
        .sort();
    // Only the owner's endpoint heard of the new client.
    expect(typesAt('/by-key')).toEqual(['booking.created', 'booking.created']);
    expect(typesAt('/by-owner')).toEqual([
      'booking.created',
      'booking.created',
      'client.registered',
    ]);
    const [refused] = (await deliveries(t, byKey.id)).filter((d) => d.status === 'refused');
    expect(refused).toMatchObject({
      event: 'client.registered',
      status: 'refused',
      http_status: null,
      next_attempt_at: null,
      error: MESSAGES.webhookRefusedScope('client.registered', 'clients:read'),
    });
    expect(refused.history).toEqual([
      expect.objectContaining({ attempt: 1, http_status: null, error: refused.error }),
    ]);
    expect(await deliveries(t, byOwner.id)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'client.registered', status: 'delivered' }),
      ]),
    );
    // Refused deliveries do not count as the endpoint failing.
    const listed = await request(t.http).get('/api/admin/webhooks').set(t.asAdmin());
    expect(listed.body.endpoints).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: byKey.id, failing_since: null })]),
    );
    // "Send again" checks the key again: still refused, nothing sent.
    receiver.reset();
    await request(t.http)
      .post(`/api/admin/webhooks/${byKey.id}/deliveries/${refused.id}/retry`)
      .set(t.asAdmin())
      .expect(200);
    expect(await deliver(t)).toEqual({ delivered: 0, failed: 1 });
    expect(receiver.received).toHaveLength(0);
  });

  it('refuses every delivery of an endpoint whose key was revoked', async () => {
    const key = await keyWith(t, ['webhooks:manage', 'appointments:read']);
    const { id } = await register(t, receiver.url(), ['booking.created'], key.auth);
    await request(t.http).delete(`/api/admin/api-keys/${key.id}`).set(t.asAdmin()).expect(204);
    await t.book({ preferred_date: nextDay() });
    expect(await deliver(t)).toEqual({ delivered: 0, failed: 1 });
    expect(receiver.received).toHaveLength(0);
    expect(await deliveries(t, id)).toEqual([
      expect.objectContaining({ status: 'refused', error: MESSAGES.webhookRefusedKeyRevoked }),
    ]);
  });
});
