import { MESSAGES } from '@esthetics/domain';
import {
  createApiClient,
  idempotent,
  isReplay,
  isRetryable,
  newIdempotencyKey,
  type Schemas,
  withRetries,
} from '@esthetics/api-client';
import { bookingPayload, uniqueEmail } from '../../../backend/test/support/test-app';
import { verifyAt, WebhookReceiver } from '../../../backend/test/support/webhook-receiver';
import { RECEIVE_WEBHOOKS_ENV, useListeningApp } from './listen';

/** Waits until `done()`, at most 10 seconds. */
async function within10s(done: () => boolean): Promise<void> {
  for (let waited = 0; !done(); waited += 50) {
    if (waited > 10_000) throw new Error('Nothing came within 10 seconds');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('the typed API client, against the running app', () => {
  const { t, url } = useListeningApp({ env: RECEIVE_WEBHOOKS_ENV });

  it('reads the public site, catalog and free times', async () => {
    const api = createApiClient({ baseUrl: url() });
    const site = await api.GET('/api/site');
    expect(site.response.status).toBe(200);
    expect(site.data?.name).toBe(t.config.business.name);

    const catalog = await api.GET('/api/catalog');
    expect(catalog.data?.services.map((s) => s.id)).toContain('classic-european-facial');

    const free = await api.GET('/api/availability', {
      params: { query: { date: '2026-12-01', duration: 60 } },
    });
    expect(free.response.status).toBe(200);
    expect(free.data?.slots.some((slot) => slot.available)).toBe(true);
  });

  it('books with an Idempotency-Key: the retry replays the answer and books nothing more', async () => {
    const api = createApiClient({ baseUrl: url() });
    const key = newIdempotencyKey();
    const body = bookingPayload({
      preferred_date: '2026-12-02',
    }) as Schemas['CreateBookingDto'];
    const first = await api.POST('/api/bookings', { body, params: idempotent(key) });
    expect(first.response.status).toBe(201);
    expect(isReplay(first.response)).toBe(false);
    expect(first.data?.message).toBe(MESSAGES.bookingReceived);

    const retry = await api.POST('/api/bookings', { body, params: idempotent(key) });
    expect(retry.response.status).toBe(201);
    expect(isReplay(retry.response)).toBe(true);
    expect(retry.data).toEqual(first.data);

    const admin = createApiClient({ baseUrl: url(), token: t.adminToken });
    const list = await admin.GET('/api/admin/appointments', {
      params: { query: { q: body.email } },
    });
    expect(list.response.status).toBe(200);
    expect(list.data?.appointments.map((a) => a.id)).toEqual([first.data?.booking_id]);
  });

  it('another body with a used key is refused with the catalogue message', async () => {
    const api = createApiClient({ baseUrl: url() });
    const key = newIdempotencyKey();
    const body = { name: 'Ana', email: uniqueEmail(), subject: 'Hello', message: 'First' };
    await api.POST('/api/contact', { body, params: idempotent(key) });
    const other = await api.POST('/api/contact', {
      body: { ...body, message: 'Second' },
      params: idempotent(key),
    });
    expect(other.response.status).toBe(422);
    expect(other.error).toMatchObject({ message: MESSAGES.idempotencyKeyReused });
  });

  it('withRetries sends one key for every attempt; a kept answer is not retried', async () => {
    const api = createApiClient({ baseUrl: url() });
    const body = { name: 'Ana', email: uniqueEmail(), subject: 'Hello', message: 'Retry me' };
    let attempts = 0;
    const sent = new Set<string>();
    const result = await withRetries(
      async (params) => {
        attempts += 1;
        sent.add(params.header['Idempotency-Key']);
        const answer = await api.POST('/api/contact', { body, params });
        // The first answer is "lost" on the way back: the client tries again with the same key.
        if (attempts === 1) throw new TypeError('fetch failed');
        return answer;
      },
      { delayMs: 1 },
    );
    expect(attempts).toBe(2);
    expect(sent.size).toBe(1);
    expect(result.response.status).toBe(201);
    expect(isReplay(result.response)).toBe(true);
    expect(isRetryable(result)).toBe(false);
  });

  it('the admin calls the admin API with a bearer token; without one it is 401', async () => {
    const anonymous = createApiClient({ baseUrl: url() });
    const refused = await anonymous.GET('/api/admin/stats');
    expect(refused.response.status).toBe(401);
    const admin = createApiClient({ baseUrl: url(), token: t.adminToken });
    const stats = await admin.GET('/api/admin/stats');
    expect(stats.response.status).toBe(200);
  });

  it('an API key the owner made reads the day with only the key; a missing scope is 403, a revoked key 401', async () => {
    const owner = createApiClient({ baseUrl: url(), token: t.adminToken });
    const made = await owner.POST('/api/admin/api-keys', {
      body: { name: 'Calendar sync', scopes: ['appointments:read'] },
    });
    expect(made.response.status).toBe(201);
    const key = made.data!.key;
    expect(key).toMatch(/^esk_[A-Za-z0-9_-]{43}$/);

    const booked = await createApiClient({ baseUrl: url() }).POST('/api/bookings', {
      body: bookingPayload({ preferred_date: '2026-12-04' }) as Schemas['CreateBookingDto'],
    });
    expect(booked.response.status).toBe(201);
    const id = booked.data!.booking_id;

    const api = createApiClient({ baseUrl: url(), apiKey: key });
    const day = await api.GET('/api/admin/appointments', {
      params: { query: { from: '2026-12-04', to: '2026-12-04' } },
    });
    expect(day.response.status).toBe(200);
    expect(day.data?.appointments.map((a) => [a.id, a.status])).toEqual([[id, 'pending']]);
    const one = await api.GET('/api/admin/appointments/{id}', { params: { path: { id } } });
    expect(one.response.status).toBe(200);
    expect(one.data?.consultation).toBeNull();

    const refused = await api.PUT('/api/admin/appointments/{id}/status', {
      params: { path: { id } },
      body: { status: 'confirmed' },
    });
    expect(refused.response.status).toBe(403);
    expect(refused.error).toMatchObject({
      code: 'apiKeyScopeMissing',
      message: MESSAGES.apiKeyScopeMissing('appointments:write'),
    });
    // Managing keys is the owner's own login's, whatever the key.
    const keys = await api.GET('/api/admin/api-keys');
    expect(keys.response.status).toBe(403);
    expect(keys.error).toMatchObject({ code: 'apiKeyOwnerOnly' });
    // Nothing changed.
    const still = await owner.GET('/api/admin/appointments/{id}', { params: { path: { id } } });
    expect(still.data?.appointment.status).toBe('pending');

    const revoked = await owner.DELETE('/api/admin/api-keys/{id}', {
      params: { path: { id: made.data!.id } },
    });
    expect(revoked.response.status).toBe(204);
    const after = await api.GET('/api/admin/appointments');
    expect(after.response.status).toBe(401);
    expect(after.error).toMatchObject({ code: 'apiKeyInvalid', message: MESSAGES.apiKeyInvalid });
  });

  it('a registered endpoint gets a signed booking.created within seconds, which standardwebhooks verifies', async () => {
    const receiver = await new WebhookReceiver().start();
    try {
      const owner = createApiClient({ baseUrl: url(), token: t.adminToken });
      const hook = await owner.POST('/api/admin/webhooks', {
        body: { url: receiver.url(), events: ['booking.created'], description: 'client test' },
      });
      expect(hook.response.status).toBe(201);
      const secret = hook.data!.secret;
      expect(secret).toMatch(/^whsec_/);

      const booked = await createApiClient({ baseUrl: url() }).POST('/api/bookings', {
        body: bookingPayload({ preferred_date: '2026-12-07' }) as Schemas['CreateBookingDto'],
      });
      expect(booked.response.status).toBe(201);
      await within10s(() => receiver.received.length === 1);

      const [w] = receiver.received;
      const event = verifyAt(t.clock.now(), secret, w) as {
        type: string;
        timestamp: string;
        data: { id: string; status: string };
      };
      expect(event).toMatchObject({
        type: 'booking.created',
        timestamp: t.clock.now().toISOString(),
        data: { id: booked.data!.booking_id, status: 'pending' },
      });
      // Altered, signed with another secret, or replayed later than 5 minutes: refused.
      const tampered = { ...w, body: w.body.replace('pending', 'confirmed') };
      expect(() => verifyAt(t.clock.now(), secret, tampered)).toThrow();
      const other = `whsec_${Buffer.alloc(24, 7).toString('base64')}`;
      expect(() => verifyAt(t.clock.now(), other, w)).toThrow();
      const later = new Date(t.clock.now().getTime() + 6 * 60 * 1000);
      expect(() => verifyAt(later, secret, w)).toThrow(/too old/);

      const log = await owner.GET('/api/admin/webhooks/{id}/deliveries', {
        params: { path: { id: hook.data!.id } },
      });
      expect(log.data?.deliveries[0]).toMatchObject({
        webhook_id: w.headers['webhook-id'],
        event: 'booking.created',
      });
      await owner.DELETE('/api/admin/webhooks/{id}', { params: { path: { id: hook.data!.id } } });
    } finally {
      await receiver.stop();
    }
  });
});
