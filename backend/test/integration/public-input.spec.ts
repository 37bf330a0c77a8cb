import { MESSAGES } from '@esthetics/domain';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { useTestApp } from '../support/harness';

describe('public routes', () => {
  const t = useTestApp();

  describe('bad input never answers 500', () => {
    it('answers 400 for malformed JSON', async () => {
      for (const path of ['/api/contact', '/api/bookings', '/api/clients/login']) {
        const res = await request(t.http)
          .post(path)
          .set('Content-Type', 'application/json')
          .send('{"name": "Ana",');
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
        expect(res.body).toMatchObject({
          status: 'error',
          message: 'Request body is not valid JSON.',
        });
      }
    });

    it('answers 413 for a body over 100 kB', async () => {
      const res = await request(t.http)
        .post('/api/contact')
        .send({
          name: 'Ana',
          email: 'a@example.com',
          subject: 'Big',
          message: 'x'.repeat(200_000),
        });
      expect(res.status).toBe(413);
      expect(res.body).toMatchObject({ status: 'error', message: 'Request body is too large.' });
    });

    it('answers 400 for a JSON array or string body', async () => {
      const array = await request(t.http)
        .post('/api/contact')
        .set('Content-Type', 'application/json')
        .send('[{"name":"Ana"}]');
      expect(array.status).toBe(400);
      expect(array.body.status).toBe('error');
      const text = await request(t.http)
        .post('/api/bookings')
        .set('Content-Type', 'application/json')
        .send('"hello"');
      expect(text.status).toBe(400);
      // The parser's own text would quote the body back; the answer does not.
      expect(text.body).toMatchObject({
        status: 'error',
        message: 'Request body is not valid JSON.',
      });
      const arrayBooking = await request(t.http)
        .post('/api/bookings')
        .set('Content-Type', 'application/json')
        .send('[]');
      expect(arrayBooking.status).toBe(400);
      const number = await request(t.http)
        .post('/api/clients/register')
        .set('Content-Type', 'application/json')
        .send('42');
      expect(number.status).toBe(400);
    });

    it('answers 400 for a badly percent-encoded path, without echoing it', async () => {
      const res = await request(t.http).get('/api/clients/%FF/appointments').set(t.asAdmin());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        status: 'error',
        message: 'The request could not be read.',
      });
    });

    it('answers 415 for a body in an unknown encoding', async () => {
      const res = await request(t.http)
        .post('/api/contact')
        .set('Content-Type', 'application/json; charset=klingon')
        .send('{}');
      expect(res.status).toBe(415);
      expect(res.body.status).toBe('error');
    });

    it('answers 400 for a body that is not JSON at all', async () => {
      const res = await request(t.http)
        .post('/api/contact')
        .set('Content-Type', 'text/plain')
        .send('name=Ana');
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(MESSAGES.contactRequired);
    });

    it.each([
      [{ services: 5 }],
      [{ group_size: {} }],
      [{ services: [{}] }],
      [{ add_ons: 'x' }],
      [{ preferred_date: 20261201 }],
      [{ preferred_time: ['10:00'] }],
      [{ email: { $ne: '' } }],
      [{ is_package_booking: 'yes', package_id: 7 }],
      [{ service_location: 'moon' }],
    ])('POST /api/bookings answers 400 for the wrong type %j', async (overrides) => {
      const res = await t.postBooking({ preferred_date: '2026-12-01', ...overrides });
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('error');
      expect(typeof res.body.message).toBe('string');
    });

    it.each([
      ['/api/clients/register', { first_name: ['Ana'], last_name: {}, email: 5, phone: true }],
      ['/api/clients/login', { email: ['a@example.com'], phone: { x: 1 } }],
      ['/api/admin/login', { username: { $gt: '' }, password: { $gt: '' } }],
      ['/api/contact', { name: null, email: [], subject: {}, message: false }],
    ])('POST %s answers 400 for wrong types', async (path, body) => {
      const res = await request(t.http).post(path).send(body);
      expect(res.status).toBe(400);
      expect(res.body.status).toBe('error');
    });

    it('answers 404 for an unknown route and an unknown appointment id', async () => {
      const nope = await request(t.http).get('/api/nope');
      expect(nope.status).toBe(404);
      expect(nope.body).toMatchObject({ status: 'error', message: 'Not found' });
      const post = await request(t.http).post('/api/nope').send({});
      expect(post.status).toBe(404);

      const unknown = await request(t.http)
        .put(`/api/admin/appointments/${randomUUID()}/status`)
        .set(t.asAdmin())
        .send({ status: 'confirmed' });
      expect(unknown.status).toBe(404);
      expect(unknown.body).toMatchObject({
        status: 'error',
        message: MESSAGES.appointmentNotFound,
      });
    });
  });

  describe('HTTP hygiene', () => {
    it('sends the security headers', async () => {
      const res = await request(t.http).get('/api/site');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBeDefined();
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['x-powered-by']).toBeUndefined();
    });

    it('allows CORS for the site origin only', async () => {
      const ok = await request(t.http).get('/api/site').set('Origin', 'http://localhost:3000');
      expect(ok.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      const evil = await request(t.http).get('/api/site').set('Origin', 'https://evil.example');
      expect(evil.status).toBe(200);
      expect(evil.headers['access-control-allow-origin']).toBeUndefined();
      // Every answer varies by Origin, asked from another site or not, so a cache keeps them apart.
      const sameSite = await request(t.http).get('/api/site');
      const page = await request(t.http).get('/about');
      for (const res of [ok, evil, sameSite, page]) {
        expect(res.headers.vary?.split(/\s*,\s*/)).toContain('Origin');
      }
      expect(sameSite.headers['access-control-allow-origin']).toBeUndefined();

      const preflight = await request(t.http)
        .options('/api/bookings')
        .set('Origin', 'http://localhost:3000')
        .set('Access-Control-Request-Method', 'POST')
        .set('Access-Control-Request-Headers', 'content-type');
      expect(preflight.status).toBeLessThan(300);
      expect(preflight.headers['access-control-allow-origin']).toBe('http://localhost:3000');
      const evilPreflight = await request(t.http)
        .options('/api/bookings')
        .set('Origin', 'https://evil.example')
        .set('Access-Control-Request-Method', 'POST');
      expect(evilPreflight.headers['access-control-allow-origin']).toBeUndefined();
    });

    it('echoes x-request-id, and makes one up when absent or unsafe', async () => {
      const given = await request(t.http).get('/api/site').set('x-request-id', 'req-abc_123');
      expect(given.headers['x-request-id']).toBe('req-abc_123');
      const errorAnswer = await request(t.http).get('/api/nope').set('x-request-id', 'req-404');
      expect(errorAnswer.headers['x-request-id']).toBe('req-404');
      const made = await request(t.http).get('/api/site');
      expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const unsafe = await request(t.http).get('/api/site').set('x-request-id', 'bad id\u00e9');
      expect(unsafe.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    });
  });
});
