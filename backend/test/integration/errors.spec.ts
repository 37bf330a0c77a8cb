import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { MAX_JSON_DEPTH } from '../../src/app.setup';
import { useTestApp } from '../support/harness';

/** `{"a":{"a":...1...}}`: objects nested `depth` deep. */
function nested(depth: number): string {
  return '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
}

describe('a JSON body nested too deeply', () => {
  const t = useTestApp();

  it.each([
    ['POST', '/api/bookings'],
    ['POST', '/api/contact'],
    ['POST', '/api/corporate-inquiry'],
    ['POST', '/api/clients/register'],
    ['POST', '/api/clients/login'],
    ['POST', '/api/admin/login'],
    ['POST', '/api/payments/create-session'],
    ['POST', '/api/payments/webhook'],
    ['PUT', '/api/admin/appointments/4f0c2a/status'],
  ])('%s %s answers 400 with a clear message, and the server goes on', async (method, path) => {
    const send = (body: string) =>
      (method === 'PUT' ? request(t.http).put(path) : request(t.http).post(path))
        .set(t.asAdmin())
        .set('Content-Type', 'application/json')
        .send(body);
    for (const body of [nested(3000), `{"services":${'['.repeat(5000)}${']'.repeat(5000)}}`]) {
      const res = await send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        status: 'error',
        code: 'requestTooDeep',
        message: MESSAGES.requestTooDeep,
      });
    }
    await request(t.http).get('/api/health').expect(200);
  });

  it(`lets ${MAX_JSON_DEPTH} levels through to the validation, and refuses one more`, async () => {
    const deepest = await request(t.http)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(nested(MAX_JSON_DEPTH));
    expect(deepest.status).toBe(400);
    expect(deepest.body.code).not.toBe('requestTooDeep');
    const over = await request(t.http)
      .post('/api/contact')
      .set('Content-Type', 'application/json')
      .send(nested(MAX_JSON_DEPTH + 1));
    expect(over.body.code).toBe('requestTooDeep');
    // A booking is well inside the limit.
    const booking = await t.postBooking({ preferred_date: '2026-12-01' });
    expect(booking.status).toBe(201);
  });
});
