import { MESSAGES } from '@esthetics/domain';
import express from 'express';
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { useTestApp, withTestApp } from '../support/harness';
import { OPENAPI_FILE } from '../support/openapi-contract';
import { expectAnswer } from '../support/answers';

interface Parameter {
  name: string;
  in: string;
  schema: { type: string };
}
interface Document {
  paths: Record<
    string,
    Record<
      string,
      { parameters?: Parameter[]; responses: Record<string, { content?: Record<string, unknown> }> }
    >
  >;
  webhooks: Record<string, unknown>;
  info: { title: string; license: { url: string } };
}

const committed = (): Document => JSON.parse(readFileSync(OPENAPI_FILE, 'utf8')) as Document;
const SOME_ID = '00000000-0000-4000-8000-000000000000';

describe('the OpenAPI document is the contract', () => {
  const t = useTestApp();

  describe('GET /api/openapi.json', () => {
    it('serves the committed openapi/openapi.json, webhooks included', async () => {
      const res = await request(t.http).get('/api/openapi.json');
      expect(res.status).toBe(200);
      expect(Object.keys(res.body.webhooks ?? {})).toEqual(Object.keys(committed().webhooks));
      expect(res.body).toEqual(committed());
      // The same bytes as the file, keys in the same (sorted) order.
      expect(`${JSON.stringify(res.body, null, 2)}\n`).toBe(readFileSync(OPENAPI_FILE, 'utf8'));
    });

    it("differs elsewhere only by the deployment's own name and address (title, licence URL)", () =>
      withTestApp(
        { admin: false, env: { BUSINESS_NAME: 'Other Spa', PUBLIC_URL: 'https://spa.example' } },
        async (other) => {
          const res = await request(other.http).get('/api/openapi.json');
          const expected = committed();
          expected.info.title = 'Other Spa booking API';
          expected.info.license.url = 'https://spa.example/terms-of-service';
          expect(res.body).toEqual(expected);
        },
      ));
  });

  describe('every answer of the integration tests is checked (test/support/openapi-contract.setup.ts)', () => {
    it('fails a request whose answer the document does not describe, whatever the test expects', async () => {
      // A stand-in for the app that answers GET /api/site with a body missing SiteDto's fields.
      const impostor = express().get('/api/site', (_req, res) => res.json({ name: 'x' }));
      await expect(request(impostor).get('/api/site').expect(200)).rejects.toThrow(
        /OpenAPI contract: GET \/api\/site .* does not match its schema/,
      );
      const accepting = express().post('/api/payments/checkout-cancelled', (_req, res) =>
        res.status(202).json({ received: true }),
      );
      await expect(
        request(accepting).post('/api/payments/checkout-cancelled').send({}),
      ).rejects.toThrow(/answered 202 to an invalid request/);
    });
  });

  describe('a method a path does not answer', () => {
    it.each([
      ['get', '/api/admin/login', 'POST'],
      ['delete', '/api/bookings', 'POST'],
      ['put', '/api/availability', 'GET, HEAD'],
      ['post', `/api/admin/clients/${SOME_ID}`, 'GET, DELETE, HEAD'],
      ['patch', '/api/payments/status/cs_test_1', 'GET, HEAD'],
      ['post', '/api/site', 'GET, HEAD'],
      ['get', '/api/payments/checkout-cancelled', 'POST'],
    ] as const)('%s %s answers 405, Allow: %s', async (method, path, allow) => {
      const res = await request(t.http)[method](path).set(t.asAdmin());
      expect(res.status).toBe(405);
      expect(res.headers.allow?.split(', ').sort()).toEqual(allow.split(', ').sort());
      expect(res.body).toMatchObject({
        code: 'methodNotAllowed',
        message: MESSAGES.methodNotAllowed,
      });
    });

    it('answers 405 with every documented method in Allow, on every path of the document', async () => {
      for (const [template, item] of Object.entries(committed().paths)) {
        const path = template.replace(/\{[^}]+\}/g, SOME_ID);
        const res = await request(t.http).patch(path).set(t.asAdmin());
        expect({ path, status: res.status }).toEqual({ path, status: 405 });
        const allow = String(res.headers.allow).split(', ');
        for (const method of Object.keys(item)) expect(allow).toContain(method.toUpperCase());
      }
    });

    it('still answers 404 on a path the API does not have', async () => {
      const res = await request(t.http).post('/api/no-such-thing');
      expect(res.status).toBe(404);
      expect(res.headers.allow).toBeUndefined();
      expect(res.body.code).toBe('notFound');
    });
  });

  describe('requests are validated as the document says', () => {
    it.each([[{}], [{ booking_id: '' }], [{ booking_id: 5 }], [{ booking: SOME_ID }]])(
      'POST /api/payments/checkout-cancelled refuses %j: booking_id is required (400)',
      async (body) => {
        const res = await request(t.http).post('/api/payments/checkout-cancelled').send(body);
        expectAnswer(res, 400, {
          code: 'paymentBookingIdRequired',
          field: 'booking_id',
          message: MESSAGES.paymentBookingIdRequired,
        });
      },
    );

    it('POST /api/payments/checkout-cancelled still notes any booking_id it is given (no oracle)', async () => {
      await request(t.http)
        .post('/api/payments/checkout-cancelled')
        .send({ booking_id: SOME_ID })
        .expect(202, { received: true });
    });

    it('documents the availability duration as an integer and takes 1.0 as 1, refusing 1.5', async () => {
      const duration = committed().paths['/api/availability'].get.parameters?.find(
        (p) => p.name === 'duration',
      );
      expect(duration?.schema.type).toBe('integer');
      const whole = await request(t.http).get('/api/availability?date=2026-12-01&duration=1');
      const zeroFraction = await request(t.http).get(
        '/api/availability?date=2026-12-01&duration=1.0',
      );
      expect(whole.status).toBe(200);
      expect(zeroFraction.status).toBe(200);
      expect(zeroFraction.body).toEqual(whole.body);
      const fraction = await request(t.http).get('/api/availability?date=2026-12-01&duration=1.5');
      expect(fraction.status).toBe(400);
      expect(fraction.body.message).toBe(MESSAGES.durationNotWhole);
    });

    it('documents whole-number parameters as integers, and takes 2.0 as 2', async () => {
      const doc = committed();
      const types = (path: string) =>
        Object.fromEntries(
          (doc.paths[path].get.parameters ?? []).map((p) => [p.name, p.schema.type]),
        );
      expect(types('/api/admin/clients')).toMatchObject({ limit: 'integer', offset: 'integer' });
      const res = await request(t.http)
        .get('/api/admin/clients?limit=2.0&offset=0.0')
        .set(t.asAdmin());
      expect(res.status).toBe(200);
      const half = await request(t.http).get('/api/admin/clients?limit=2.5').set(t.asAdmin());
      expect(half.status).toBe(400);
    });
  });

  describe('every status and content type the API answers is documented', () => {
    it('GET /api/calendar/feed/{token} answers a wrong token with a JSON error, documented as such', async () => {
      const res = await request(t.http).get('/api/calendar/feed/0');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      const responses = committed().paths['/api/calendar/feed/{token}'].get.responses;
      expect(Object.keys(responses['404'].content ?? {})).toEqual(['application/json']);
      expect(Object.keys(responses['200'].content ?? {})).toEqual(['text/calendar']);
    });

    it('documents 400, 413 and 415 on every operation with a body, 503 wherever the database is used', () => {
      for (const [path, item] of Object.entries(committed().paths)) {
        for (const [method, operation] of Object.entries(item)) {
          const statuses = Object.keys(operation.responses);
          if ((operation as { requestBody?: unknown }).requestBody)
            expect({ path, method, statuses }).toEqual({
              path,
              method,
              statuses: expect.arrayContaining(['400', '413', '415']),
            });
          if (!['/api/site', '/api/catalog'].includes(path))
            expect({ path, method, statuses }).toEqual({
              path,
              method,
              statuses: expect.arrayContaining(['503']),
            });
        }
      }
    });
  });
});
