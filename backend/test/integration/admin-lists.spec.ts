import { MESSAGES } from '@esthetics/domain';
import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { uniqueEmail } from '../support/test-app';

const SECOND = 1000;

/** A tag no other test uses, to find a test's own rows with a search. */
const newTag = () => `q${randomBytes(4).toString('hex')}`;

/** A 10-digit phone number no other test uses. */
const newPhone = () => `2${String(randomInt(0, 1e9)).padStart(9, '0')}`;

const asTyped = (p: string) => `(${p.slice(0, 3)}) ${p.slice(3, 6)}-${p.slice(6)}`;

type Row = { id: string };

const ids = (rows: Row[]) => rows.map((r) => r.id);

describe('admin lists: filters, search and inbox status', () => {
  const t = useTestApp();
  let clientToken: string;
  const get = (path: string, query: Record<string, unknown> = {}) =>
    request(t.http).get(`/api/admin/${path}`).query(query).set(t.asAdmin());

  beforeAll(async () => {
    clientToken = (await t.registerClient()).token;
  });

  describe('access to the new routes', () => {
    const id = randomUUID();
    const routes: [string, () => request.Test][] = [
      ['GET appointments?q=', () => request(t.http).get('/api/admin/appointments?q=ana')],
      ['GET appointments/:id', () => request(t.http).get(`/api/admin/appointments/${id}`)],
      ['GET clients?q=', () => request(t.http).get('/api/admin/clients?q=ana')],
      ['GET clients/:id', () => request(t.http).get(`/api/admin/clients/${id}`)],
      ['GET contacts?status=', () => request(t.http).get('/api/admin/contacts?status=new')],
      [
        'PUT contacts/:id/status',
        () => request(t.http).put(`/api/admin/contacts/${id}/status`).send({ status: 'read' }),
      ],
      [
        'GET corporate-inquiries?status=',
        () => request(t.http).get('/api/admin/corporate-inquiries?status=new'),
      ],
      [
        'PUT corporate-inquiries/:id/status',
        () =>
          request(t.http)
            .put(`/api/admin/corporate-inquiries/${id}/status`)
            .send({ status: 'read' }),
      ],
      ['GET outbox', () => request(t.http).get('/api/admin/outbox?status=failed')],
      ['POST outbox/:id/retry', () => request(t.http).post(`/api/admin/outbox/${id}/retry`)],
      ['GET stats', () => request(t.http).get('/api/admin/stats')],
    ];

    it.each(routes)('%s: 401 without a token, 403 with a client token', async (_name, call) => {
      const none = await call();
      expect(none.status).toBe(401);
      expect(none.body).toMatchObject({ status: 'error', message: 'Please log in to continue.' });
      const garbage = await call().set('Authorization', 'Bearer garbage');
      expect(garbage.status).toBe(401);
      const client = await call().set('Authorization', `Bearer ${clientToken}`);
      expect(client.status).toBe(403);
      expect(client.body).toMatchObject({
        status: 'error',
        message: 'This area is for the administrator only.',
      });
      const allowed = await call().set(t.asAdmin());
      expect([200, 404]).toContain(allowed.status);
    });
  });

  describe('appointments', () => {
    const tag = newTag();
    const phones = [newPhone(), newPhone(), newPhone()];
    const emails = [uniqueEmail(`nora.${tag}`), uniqueEmail('omar'), uniqueEmail('nell')];
    // Booked in this order (c, a, b), scheduled in the order a, b, c.
    let a: string;
    let b: string;
    let c: string;

    beforeAll(async () => {
      const book = async (overrides: Record<string, unknown>) => {
        t.clock.advance(SECOND);
        return (await t.book(overrides)).body.booking_id as string;
      };
      c = await book({
        first_name: 'Nell',
        last_name: `Quill${tag}`,
        email: emails[2],
        phone: phones[2],
        preferred_date: '2026-12-10',
      });
      a = await book({
        first_name: 'Nora',
        last_name: `Vale${tag}`,
        email: emails[0],
        phone: phones[0],
        preferred_date: '2026-12-01',
      });
      b = await book({
        first_name: 'Omar',
        last_name: `Vale${tag}`,
        email: emails[1],
        phone: asTyped(phones[1]),
        preferred_date: '2026-12-03',
      });
      await t.setStatus(b, 'confirmed');
      await t.setStatus(c, 'cancelled');
    });

    it('searches names (any case, "first last"), e-mail and phone digits', async () => {
      const cases: [string, string[]][] = [
        [tag, [b, a, c]],
        [`VALE${tag.toUpperCase()}`, [b, a]],
        [`nora vale${tag}`, [a]],
        [`  Nora   Vale${tag} `, [a]],
        [`Omar Vale${tag}`, [b]],
        [emails[2].toUpperCase(), [c]],
        [asTyped(phones[1]).slice(0, 12), [b]], // "(2xx) xxx-xx" finds the phone by its digits
        [phones[0], [a]],
        [`${phones[2].slice(0, 3)}-${phones[2].slice(3, 8)}`, [c]],
      ];
      for (const [q, expected] of cases) {
        const res = await get('appointments', { q });
        expect({ q, status: res.status }).toEqual({ q, status: 200 });
        expect({ q, ids: ids(res.body.appointments) }).toEqual({ q, ids: expected });
        expect({ q, total: res.body.total }).toEqual({ q, total: expected.length });
      }
    });

    it('treats LIKE wildcards as plain characters and finds nothing for them', async () => {
      for (const q of ['%', '_', '\\']) {
        const res = await get('appointments', { q });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ appointments: [], total: 0 });
      }
    });

    it('filters by status, by date range (inclusive) and combines filters', async () => {
      const cases: [Record<string, string>, string[]][] = [
        [{ status: 'confirmed' }, [b]],
        [{ status: 'cancelled' }, [c]],
        [{ status: 'pending' }, [a]],
        [{ status: 'completed' }, []],
        [{ from: '2026-12-01', to: '2026-12-01' }, [a]],
        [{ from: '2026-12-02', to: '2026-12-10' }, [b, c]],
        [{ from: '2026-12-03' }, [b, c]],
        [{ to: '2026-12-03' }, [b, a]],
        [{ from: '2026-12-04', to: '2026-12-09' }, []],
        [{ from: '2026-12-01', to: '2026-12-31', status: 'pending' }, [a]],
        [{ status: '', from: '', to: '', order: '' }, [b, a, c]],
      ];
      for (const [filters, expected] of cases) {
        const res = await get('appointments', { q: tag, ...filters });
        expect({ filters, status: res.status }).toEqual({ filters, status: 200 });
        expect({ filters, ids: ids(res.body.appointments) }).toEqual({ filters, ids: expected });
        expect({ filters, total: res.body.total }).toEqual({ filters, total: expected.length });
      }
    });

    it('orders by start time for the agenda, newest booking first by default', async () => {
      const byStart = await get('appointments', { q: tag, order: 'start' });
      expect(ids(byStart.body.appointments)).toEqual([a, b, c]);
      const byCreated = await get('appointments', { q: tag, order: 'created' });
      expect(ids(byCreated.body.appointments)).toEqual([b, a, c]);
      expect(byCreated.body.appointments[0]).toMatchObject({
        id: b,
        client_first_name: 'Omar',
        client_phone: phones[1],
        appointment_date: '2026-12-03',
        status: 'confirmed',
      });
    });

    it('pages the filtered list with the total of all that match', async () => {
      const first = await get('appointments', { q: tag, order: 'start', limit: 2 });
      expect(first.body).toMatchObject({ total: 3 });
      expect(ids(first.body.appointments)).toEqual([a, b]);
      const second = await get('appointments', { q: tag, order: 'start', limit: 2, offset: 2 });
      expect(second.body).toMatchObject({ total: 3 });
      expect(ids(second.body.appointments)).toEqual([c]);
      const beyond = await get('appointments', { q: tag, offset: 3 });
      expect(beyond.body).toMatchObject({ appointments: [], total: 3 });
    });

    it.each([
      [{ q: 'x'.repeat(101) }, 'invalidSearch', 'q'],
      [{ status: 'bogus' }, 'invalidStatusFilter', 'status'],
      [{ status: 'PENDING' }, 'invalidStatusFilter', 'status'],
      [{ from: '2026-13-01' }, 'invalidDateRange', 'from'],
      [{ from: '2026-02-30' }, 'invalidDateRange', 'from'],
      [{ to: 'tomorrow' }, 'invalidDateRange', 'to'],
      [{ from: '12/01/2026' }, 'invalidDateRange', 'from'],
      [{ from: '2026-12-10', to: '2026-12-01' }, 'invalidDateRange', 'from'],
      [{ order: 'price' }, 'invalidListOrder', 'order'],
    ] as const)('answers 400 for %j, with its code', async (query, code, field) => {
      const res = await get('appointments', query);
      expect(res.status).toBe(400);
      const message = MESSAGES[code];
      expect(res.body).toEqual({ status: 'error', code, message, detail: message, field });
    });

    it('answers 400 (not 500) for a parameter given twice', async () => {
      for (const query of [
        'q=a&q=b',
        'status=pending&status=confirmed',
        'from=2026-12-01&from=x',
      ]) {
        const res = await request(t.http).get(`/api/admin/appointments?${query}`).set(t.asAdmin());
        expect({ query, status: res.status }).toEqual({ query, status: 400 });
      }
    });

    it('takes a search of exactly 100 characters', async () => {
      const res = await get('appointments', { q: 'x'.repeat(100) });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(0);
    });
  });

  describe('clients', () => {
    it('finds one client by name, "first last", e-mail or phone digits', async () => {
      const tag = newTag();
      const phones = [newPhone(), newPhone()];
      t.clock.advance(SECOND);
      const older = await t.registerClient({
        first_name: 'Rhea',
        last_name: `Stone${tag}`,
        phone: asTyped(phones[0]),
      });
      t.clock.advance(SECOND);
      const newer = await t.registerClient({
        first_name: 'Tomas',
        last_name: `Stone${tag}`,
        phone: phones[1],
      });
      const cases: [string, string[]][] = [
        [`stone${tag}`, [newer.client.id, older.client.id]],
        [`Rhea Stone${tag}`, [older.client.id]],
        [`tomas`, [newer.client.id]],
        [newer.body.email.toUpperCase(), [newer.client.id]],
        [asTyped(phones[0]).slice(0, 9), [older.client.id]],
        [phones[1].slice(2), [newer.client.id]],
      ];
      for (const [q, expected] of cases) {
        const res = await get('clients', { q });
        expect({ q, status: res.status }).toEqual({ q, status: 200 });
        expect({ q, ids: ids(res.body.clients) }).toEqual({ q, ids: expected });
        expect({ q, total: res.body.total }).toEqual({ q, total: expected.length });
      }
      const paged = await get('clients', { q: tag, limit: 1, offset: 1 });
      expect(paged.body).toMatchObject({ total: 2 });
      expect(ids(paged.body.clients)).toEqual([older.client.id]);
      const all = await get('clients');
      expect(all.body.total).toBeGreaterThanOrEqual(3);
    });

    it('answers 400 for a search over 100 characters', async () => {
      const res = await get('clients', { q: 'y'.repeat(101) });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: MESSAGES.invalidSearch, field: 'q' });
    });
  });
});
