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
import { useListeningApp } from './listen';

describe('the typed API client, against the running app', () => {
  const { t, url } = useListeningApp();

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
});
