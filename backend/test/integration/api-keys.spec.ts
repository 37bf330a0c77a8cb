import { API_KEY_SCOPES, MESSAGES } from '@esthetics/domain';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { useTestApp, withTestApp } from '../support/harness';
import { Created, createKey } from '../support/api-key-steps';

const KEY_SHAPE = /^esk_[A-Za-z0-9_-]{43}$/;

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

describe('scoped API keys', () => {
  const t = useTestApp({ resetClock: true });

  describe('managing keys (the owner only)', () => {
    it('creates a key shown once, lists it by prefix without the key, and keeps only its hash', async () => {
      const res = await request(t.http)
        .post('/api/admin/api-keys')
        .set(t.asAdmin())
        .send({ name: '  Accounting export ', scopes: ['clients:read', 'appointments:read'] });
      expect(res.status).toBe(201);
      const created = res.body as Created;
      expect(created).toEqual({
        id: expect.any(String),
        name: 'Accounting export',
        scopes: ['clients:read', 'appointments:read'],
        key: expect.stringMatching(KEY_SHAPE),
        prefix: created.key.slice(0, 12),
        created_at: t.clock.now().toISOString(),
      });

      const list = await request(t.http).get('/api/admin/api-keys').set(t.asAdmin()).expect(200);
      expect(list.body.keys).toContainEqual({
        id: created.id,
        name: 'Accounting export',
        prefix: created.key.slice(0, 12),
        scopes: ['clients:read', 'appointments:read'],
        created_at: created.created_at,
        last_used_at: null,
      });
      expect(JSON.stringify(list.body)).not.toContain(created.key.slice(12));

      const rows = await t.query<Record<string, unknown>>(`SELECT * FROM api_keys WHERE id = $1`, [
        created.id,
      ]);
      expect(rows[0].key_hash).toBe(createHash('sha256').update(created.key).digest('hex'));
      expect(JSON.stringify(rows)).not.toContain(created.key.slice(12));
    });

    it('gives two keys made at once two different keys', async () => {
      const made = await Promise.all(
        Array.from({ length: 5 }, () => createKey(t, ['inquiries:read'], 'Parallel')),
      );
      expect(new Set(made.map((k) => k.key)).size).toBe(5);
      expect(new Set(made.map((k) => k.id)).size).toBe(5);
    });

    it.each([
      [{ scopes: ['clients:read'] }, MESSAGES.apiKeyNameRequired],
      [{ name: 'x'.repeat(61), scopes: ['clients:read'] }, MESSAGES.apiKeyNameTooLong(60)],
      [{ name: 'A' }, MESSAGES.apiKeyScopesRequired],
      [{ name: 'A', scopes: [] }, MESSAGES.apiKeyScopesRequired],
      [{ name: 'A', scopes: ['health:read'] }, MESSAGES.apiKeyScopeUnknown('health:read')],
      [{ name: 'A', scopes: [{ a: 1 }] }, MESSAGES.apiKeyScopeUnknown('[object Object]')],
    ])('refuses %j with 400 and a clear message', async (body, message) => {
      const res = await request(t.http).post('/api/admin/api-keys').set(t.asAdmin()).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message });
    });

    it('revokes with 204 once; an unknown, revoked or malformed id is 404', async () => {
      const key = await createKey(t, ['clients:read']);
      const revokes = await Promise.all(
        Array.from({ length: 5 }, () =>
          request(t.http).delete(`/api/admin/api-keys/${key.id}`).set(t.asAdmin()),
        ),
      );
      expect(revokes.map((r) => r.status).sort()).toEqual([204, 404, 404, 404, 404]);
      for (const id of [key.id, randomUUID(), 'not-a-uuid']) {
        const res = await request(t.http).delete(`/api/admin/api-keys/${id}`).set(t.asAdmin());
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(MESSAGES.apiKeyNotFound);
      }
      const list = await request(t.http).get('/api/admin/api-keys').set(t.asAdmin()).expect(200);
      expect(list.body.keys.map((k: { id: string }) => k.id)).not.toContain(key.id);
    });

    it("needs the owner's own login: never a key (even with every scope), never without a token", async () => {
      const all = await createKey(t, API_KEY_SCOPES);
      const calls = [
        () => request(t.http).get('/api/admin/api-keys'),
        () =>
          request(t.http)
            .post('/api/admin/api-keys')
            .send({ name: 'B', scopes: ['clients:read'] }),
        () => request(t.http).delete(`/api/admin/api-keys/${all.id}`),
      ];
      for (const call of calls) {
        const withKey = await call().set(bearer(all.key));
        expect(withKey.status).toBe(403);
        expect(withKey.body).toMatchObject({
          code: 'apiKeyOwnerOnly',
          message: MESSAGES.apiKeyOwnerOnly,
        });
        expect((await call()).status).toBe(401);
      }
    });
  });

  describe('refused keys', () => {
    it('answers 401 for a revoked key, at once', async () => {
      const key = await createKey(t, ['appointments:read']);
      await request(t.http).get('/api/admin/appointments').set(bearer(key.key)).expect(200);
      await request(t.http).delete(`/api/admin/api-keys/${key.id}`).set(t.asAdmin()).expect(204);
      const res = await request(t.http).get('/api/admin/appointments').set(bearer(key.key));
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ code: 'apiKeyInvalid', message: MESSAGES.apiKeyInvalid });
    });

    it('answers 401 for an unknown or malformed key', async () => {
      const unknown = `esk_${randomBytes(32).toString('base64url')}`;
      for (const key of [unknown, 'esk_short', `esk_${'a'.repeat(200)}`, 'esk_']) {
        const res = await request(t.http).get('/api/admin/appointments').set(bearer(key));
        expect({ key, status: res.status, code: res.body.code }).toEqual({
          key,
          status: 401,
          code: 'apiKeyInvalid',
        });
      }
    });
  });
});

describe('the rate limit per key', () => {
  it('answers 429 with Retry-After over API_KEY_RATE_LIMIT, even for requests made at once; other keys go on', () =>
    withTestApp({ env: { API_KEY_RATE_LIMIT: '3' } }, async (t) => {
      const busy = await createKey(t, ['inquiries:read']);
      const calm = await createKey(t, ['inquiries:read']);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          request(t.http).get('/api/admin/contacts').set(bearer(busy.key)),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(3);
      const limited = answers.filter((a) => a.status === 429);
      expect(limited).toHaveLength(7);
      expect(limited[0].body).toMatchObject({
        code: 'apiKeyRateLimited',
        message: MESSAGES.apiKeyRateLimited,
      });
      // The window is 15 minutes from a quarter hour; the tests' clock is at 14:00:00.
      expect(limited[0].headers['retry-after']).toBe(String(15 * 60));
      await request(t.http).get('/api/admin/contacts').set(bearer(calm.key)).expect(200);
      // The owner's own login is not limited by a key's use.
      await request(t.http).get('/api/admin/contacts').set(t.asAdmin()).expect(200);

      t.clock.advance(15 * 60_000);
      await request(t.http).get('/api/admin/contacts').set(bearer(busy.key)).expect(200);
    }));
});
