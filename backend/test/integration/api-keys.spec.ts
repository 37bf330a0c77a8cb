import { API_KEY_SCOPES, ApiKeyScope, MESSAGES } from '@esthetics/domain';
import { Logger } from '@nestjs/common';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { Harness, useTestApp, withTestApp } from '../support/harness';
import { inquiryPayload, weekdays } from '../support/test-app';
import { confirmHealthAccess } from '../support/health-access';

const HEALTH_FORM = {
  skin_type: 'Dry',
  skin_concerns: ['Redness'],
  allergies: 'latex-and-penicillin',
  medications: 'isotretinoin-secret',
  pregnant_or_nursing: false,
  sun_exposure: 'Low',
};

const KEY_SHAPE = /^esk_[A-Za-z0-9_-]{43}$/;

interface Created {
  id: string;
  name: string;
  scopes: string[];
  key: string;
  prefix: string;
  created_at: string;
}

async function createKey(
  t: Harness,
  scopes: readonly string[],
  name = 'Integration',
): Promise<Created> {
  const res = await request(t.http)
    .post('/api/admin/api-keys')
    .set(t.asAdmin())
    .send({ name, scopes });
  expect(res.status).toBe(201);
  return res.body as Created;
}

const bearer = (key: string) => ({ Authorization: `Bearer ${key}` });

/** What the app logs through Nest's loggers, as `level message` lines (jest spies on Logger). */
function captureLogs(): { lines: string[]; restore(): void } {
  const lines: string[] = [];
  const spies = (['log', 'warn', 'error', 'debug', 'verbose'] as const).map((level) =>
    jest
      .spyOn(Logger.prototype, level)
      .mockImplementation((message: unknown, ...rest: unknown[]) => {
        lines.push(`${level} ${String(message)} ${rest.map(String).join(' ')}`);
      }),
  );
  return { lines, restore: () => spies.forEach((s) => s.mockRestore()) };
}

describe('scoped API keys', () => {
  const t = useTestApp({ resetClock: true });
  const nextDate = weekdays();

  /** A booking of a registered client with a health form on file. */
  async function clientWithHealthForm() {
    const me = await t.registerClient();
    await confirmHealthAccess(t, me);
    await request(t.http)
      .post(`/api/clients/${me.client.id}/consultation`)
      .set('Authorization', `Bearer ${me.token}`)
      .send(HEALTH_FORM)
      .expect(200);
    const booked = await t.book({
      email: me.body.email,
      phone: me.body.phone,
      preferred_date: nextDate(),
    });
    return { clientId: me.client.id, appointmentId: booked.body.booking_id as string };
  }

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

  describe('every scope allowed and refused', () => {
    type Call = (ids: { appointment: string; client: string }) => request.Test;
    const routes: [string, ApiKeyScope, Call][] = [
      [
        'GET appointments',
        'appointments:read',
        () => request(t.http).get('/api/admin/appointments'),
      ],
      [
        'GET appointments/:id',
        'appointments:read',
        ({ appointment }) => request(t.http).get(`/api/admin/appointments/${appointment}`),
      ],
      [
        'GET appointments/:id/options',
        'appointments:read',
        ({ appointment }) => request(t.http).get(`/api/admin/appointments/${appointment}/options`),
      ],
      [
        'GET appointments/:id/availability',
        'appointments:read',
        ({ appointment }) =>
          request(t.http)
            .get(`/api/admin/appointments/${appointment}/availability`)
            .query({ date: '2026-12-30' }),
      ],
      [
        'PUT appointments/:id/status',
        'appointments:write',
        ({ appointment }) =>
          request(t.http)
            .put(`/api/admin/appointments/${appointment}/status`)
            .send({ status: 'confirmed' }),
      ],
      [
        'POST appointments/:id/reschedule',
        'appointments:write',
        ({ appointment }) =>
          request(t.http)
            .post(`/api/admin/appointments/${appointment}/reschedule`)
            .send({ date: '2026-12-30', time: '15:00' }),
      ],
      [
        'POST appointments/:id/no-show',
        'appointments:write',
        ({ appointment }) => request(t.http).post(`/api/admin/appointments/${appointment}/no-show`),
      ],
      ['GET clients', 'clients:read', () => request(t.http).get('/api/admin/clients')],
      [
        'GET clients/:id',
        'clients:read',
        ({ client }) => request(t.http).get(`/api/admin/clients/${client}`),
      ],
      ['GET contacts', 'inquiries:read', () => request(t.http).get('/api/admin/contacts')],
      [
        'GET corporate-inquiries',
        'inquiries:read',
        () => request(t.http).get('/api/admin/corporate-inquiries'),
      ],
    ];

    it.each(routes)(
      '%s: a key with %s passes, a key with every other scope gets 403',
      async (_name, scope, call) => {
        const { clientId, appointmentId } = await clientWithHealthForm();
        const ids = { appointment: appointmentId, client: clientId };
        const allowed = await createKey(t, [scope], `Only ${scope}`);
        const others = await createKey(
          t,
          API_KEY_SCOPES.filter((s) => s !== scope),
          'All but one',
        );

        const ok = await call(ids).set(bearer(allowed.key));
        // The no-show of an appointment still to come is refused by the policy, not the key.
        if (_name.endsWith('no-show')) expect(ok.body.code).toBe('noShowBeforeStart');
        else expect(ok.status).toBe(200);

        const refused = await call(ids).set(bearer(others.key));
        expect(refused.status).toBe(403);
        expect(refused.body).toMatchObject({
          status: 'error',
          code: 'apiKeyScopeMissing',
          message: MESSAGES.apiKeyScopeMissing(scope),
        });
      },
    );

    it('records a change made with a key as the key (api-key:<name>)', async () => {
      const { appointmentId } = await clientWithHealthForm();
      const key = await createKey(t, ['appointments:write'], 'Front desk tablet');
      await request(t.http)
        .put(`/api/admin/appointments/${appointmentId}/status`)
        .set(bearer(key.key))
        .send({ status: 'confirmed' })
        .expect(200);
      const moved = await request(t.http)
        .post(`/api/admin/appointments/${appointmentId}/reschedule`)
        .set(bearer(key.key))
        .send({ date: '2026-12-31', time: '15:00' })
        .expect(200);
      expect(moved.body.change).toMatchObject({
        actor: 'admin',
        actor_id: 'api-key:Front desk tablet',
      });
      const changes = await t.query<{ actor_kind: string; actor_id: string; kind: string }>(
        `SELECT actor_kind, actor_id, kind FROM appointment_changes WHERE appointment_id = $1 ORDER BY seq`,
        [appointmentId],
      );
      expect(changes).toEqual([
        { actor_kind: 'admin', actor_id: 'api-key:Front desk tablet', kind: 'status' },
        { actor_kind: 'admin', actor_id: 'api-key:Front desk tablet', kind: 'rescheduled' },
      ]);
    });

    it('keeps owner-only routes for the owner: a key with every scope gets 403', async () => {
      const all = await createKey(t, API_KEY_SCOPES);
      const calls: [string, () => request.Test][] = [
        ['stats', () => request(t.http).get('/api/admin/stats')],
        ['outbox', () => request(t.http).get('/api/admin/outbox')],
        ['outbox retry', () => request(t.http).post(`/api/admin/outbox/${randomUUID()}/retry`)],
        [
          'waitlist',
          () => request(t.http).get('/api/admin/waitlist').query({ date: '2026-12-01' }),
        ],
        ['waitlist delete', () => request(t.http).delete(`/api/admin/waitlist/${randomUUID()}`)],
        [
          'contact status',
          () =>
            request(t.http)
              .put(`/api/admin/contacts/${randomUUID()}/status`)
              .send({ status: 'read' }),
        ],
        [
          'inquiry status',
          () =>
            request(t.http)
              .put(`/api/admin/corporate-inquiries/${randomUUID()}/status`)
              .send({ status: 'read' }),
        ],
        ['calendar auth', () => request(t.http).get('/api/calendar/auth')],
        ['calendar rotate', () => request(t.http).post('/api/calendar/rotate')],
      ];
      for (const [name, call] of calls) {
        const res = await call().set(bearer(all.key));
        expect({ name, status: res.status, code: res.body.code }).toEqual({
          name,
          status: 403,
          code: 'apiKeyOwnerOnly',
        });
        expect(res.body.message).toBe(MESSAGES.apiKeyOwnerOnly);
      }
    });

    it("opens no client's routes: a key there is no login (401)", async () => {
      const { clientId } = await clientWithHealthForm();
      const all = await createKey(t, API_KEY_SCOPES);
      const res = await request(t.http)
        .get(`/api/clients/${clientId}/appointments`)
        .set(bearer(all.key));
      expect(res.status).toBe(401);
      const consultation = await request(t.http)
        .get(`/api/clients/${clientId}/consultation`)
        .set(bearer(all.key));
      expect(consultation.status).toBe(401);
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

  describe('health answers', () => {
    it('are never shown to a key: the consultation is null for a key, shown to the owner', async () => {
      const { clientId, appointmentId } = await clientWithHealthForm();
      const key = await createKey(t, ['clients:read', 'appointments:read']);
      const paths = [`/api/admin/clients/${clientId}`, `/api/admin/appointments/${appointmentId}`];
      for (const path of paths) {
        const owner = await request(t.http).get(path).set(t.asAdmin()).expect(200);
        expect(owner.body.consultation).toMatchObject({ skin_type: 'Dry' });
        const withKey = await request(t.http).get(path).set(bearer(key.key)).expect(200);
        expect(withKey.body.consultation).toBeNull();
        expect(JSON.stringify(withKey.body)).not.toMatch(/latex|isotretinoin|Redness/);
      }
      const list = await request(t.http).get('/api/admin/clients').set(bearer(key.key)).expect(200);
      expect(JSON.stringify(list.body)).not.toMatch(/latex|isotretinoin|Redness/);
    });
  });

  describe('last use', () => {
    it('is noted at the first use, then at most once a minute', async () => {
      const key = await createKey(t, ['inquiries:read']);
      const lastUsed = async () => {
        const list = await request(t.http).get('/api/admin/api-keys').set(t.asAdmin()).expect(200);
        return (list.body.keys as { id: string; last_used_at: string | null }[]).find(
          (k) => k.id === key.id,
        )?.last_used_at;
      };
      const use = () => request(t.http).get('/api/admin/contacts').set(bearer(key.key)).expect(200);
      expect(await lastUsed()).toBeNull();
      const first = t.clock.now().toISOString();
      await use();
      expect(await lastUsed()).toBe(first);
      t.clock.advance(30_000);
      await use();
      expect(await lastUsed()).toBe(first);
      t.clock.advance(31_000);
      const later = t.clock.now().toISOString();
      await use();
      expect(await lastUsed()).toBe(later);
    });
  });

  describe('the key in answers and logs', () => {
    it('is in no answer but its creation, and in no log line (its prefix and id are)', async () => {
      const logs = captureLogs();
      try {
        await request(t.http).post('/api/corporate-inquiry').send(inquiryPayload()).expect(201);
        const created = await request(t.http)
          .post('/api/admin/api-keys')
          .set(t.asAdmin())
          .send({ name: 'Logged', scopes: ['inquiries:read', 'appointments:read'] })
          .expect(201);
        const key = created.body.key as string;
        const secret = key.slice(12);
        const answers = [
          await request(t.http).get('/api/admin/api-keys').set(t.asAdmin()),
          await request(t.http).get('/api/admin/corporate-inquiries').set(bearer(key)),
          await request(t.http).get('/api/admin/appointments').set(bearer(key)),
          await request(t.http).get('/api/admin/clients').set(bearer(key)),
          await request(t.http).get('/api/admin/stats').set(bearer(key)),
          await request(t.http).get('/api/admin/api-keys').set(bearer(key)),
        ];
        expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 403, 403, 403]);
        await request(t.http).delete(`/api/admin/api-keys/${created.body.id}`).set(t.asAdmin());
        answers.push(await request(t.http).get('/api/admin/appointments').set(bearer(key)));
        expect(answers[6].status).toBe(401);
        for (const answer of answers) {
          expect(JSON.stringify(answer.body)).not.toContain(secret);
          expect(JSON.stringify(answer.headers)).not.toContain(secret);
        }

        // Each use is logged by the key's prefix and id, the route's pattern and the status.
        const who = `API key ${created.body.prefix}… (${created.body.id})`;
        expect(logs.lines).toEqual(
          expect.arrayContaining([
            `log ${who} GET /api/admin/corporate-inquiries 200 `,
            `log ${who} GET /api/admin/appointments 200 `,
            `log ${who} GET /api/admin/clients 403 `,
            `log ${who} GET /api/admin/api-keys 403 `,
            'warn Unknown or revoked API key refused on GET /api/admin/appointments ',
          ]),
        );
        expect(logs.lines.join('\n')).not.toContain(secret);
      } finally {
        logs.restore();
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
