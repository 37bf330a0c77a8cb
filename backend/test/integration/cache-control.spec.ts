import request from 'supertest';
import { useTestApp } from '../support/harness';
import { weekdays } from '../support/test-app';

const as = (token: string) => ({ Authorization: `Bearer ${token}` });

describe('Cache-Control on API answers', () => {
  const t = useTestApp();
  const nextDate = weekdays();

  it('answers with personal data say no-store: admin lists, an API key read, a client, its export and appointments', async () => {
    const { client, token, body } = await t.registerClient();
    await t.bookAndPay({ email: body.email, phone: body.phone, preferred_date: nextDate() });
    const key = await request(t.http)
      .post('/api/admin/api-keys')
      .set(t.asAdmin())
      .send({ name: 'Cache test', scopes: ['clients:read', 'appointments:read'] });
    expect(key.status).toBe(201);
    const reads: [string, { Authorization: string }][] = [
      ['/api/admin/appointments', t.asAdmin()],
      ['/api/admin/clients', t.asAdmin()],
      ['/api/admin/clients', as(key.body.key as string)],
      ['/api/admin/appointments', as(key.body.key as string)],
      [`/api/admin/clients/${client.id}`, t.asAdmin()],
      ['/api/admin/outbox', t.asAdmin()],
      [`/api/clients/${client.id}/export`, t.asAdmin()],
      [`/api/clients/${client.id}/appointments`, as(token)],
    ];
    for (const [url, auth] of reads) {
      const res = await request(t.http).get(url).set(auth);
      expect([url, res.status]).toEqual([url, 200]);
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-store']);
    }
  });

  it('refusals and errors under /api say no-store too', async () => {
    const { client } = await t.registerClient();
    const unauthenticated = await request(t.http).get(`/api/clients/${client.id}/appointments`);
    expect(unauthenticated.status).toBe(401);
    expect(unauthenticated.headers['cache-control']).toBe('no-store');
    const unknown = await request(t.http).get('/api/no-such-thing');
    expect(unknown.status).toBe(404);
    expect(unknown.headers['cache-control']).toBe('no-store');
  });

  it('a payment status and the calendar feed say no-store', async () => {
    const booked = await t.bookAndPay({ preferred_date: nextDate() });
    const status = await request(t.http).get(`/api/payments/status/${booked.sessionId}`);
    expect(status.status).toBe(200);
    expect(status.headers['cache-control']).toBe('no-store');
    const auth = await request(t.http).get('/api/calendar/auth').set(t.asAdmin()).expect(200);
    const feed = await request(t.http).get(new URL(auth.body.feed_url as string).pathname);
    expect(feed.status).toBe(200);
    expect(feed.headers['cache-control']).toBe('no-store');
  });

  it('the public reads keep their caching: the site and catalog revalidate by entity tag, availability is not no-store', async () => {
    for (const url of ['/api/site', '/api/catalog', '/api/site/', '/API/CATALOG']) {
      const res = await request(t.http).get(url);
      expect([url, res.status]).toEqual([url, 200]);
      expect([url, res.headers['cache-control']]).toEqual([url, 'no-cache']);
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    }
    const availability = await request(t.http).get('/api/availability').query({ date: nextDate() });
    expect(availability.status).toBe(200);
    expect(availability.headers['cache-control']).toBeUndefined();
    const spec = await request(t.http).get('/api/openapi.json');
    expect(spec.status).toBe(200);
    expect(spec.headers['cache-control']).not.toBe('no-store');
  });
});
