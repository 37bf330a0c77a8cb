import { MESSAGES } from '@esthetics/domain';
import { JwtService } from '@nestjs/jwt';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { AdminSessionSweeper } from '../../src/admin-sessions/admin-session-sweeper';
import { adminSessionSteps, SESSION_ENDED, sessionOf } from '../support/admin-sessions';
import { useTestApp } from '../support/harness';
import { ADMIN_PASSWORD } from '../support/test-app';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface ListedSession {
  id: string;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  user_agent: string | null;
  ip_prefix: string | null;
  current: boolean;
}

describe('admin sessions on the server', () => {
  // No harness login: these tests end sessions, and each logs in for itself.
  const t = useTestApp({
    admin: false,
    resetClock: true,
    env: { LOGIN_RATE_LIMIT_PER_ACCOUNT: '100000' },
  });
  let clientToken: string;

  beforeAll(async () => {
    clientToken = (await t.registerClient()).token;
  });

  const { login, adminGet } = adminSessionSteps(t);

  async function listed(token: string, query = ''): Promise<ListedSession[]> {
    const res = await adminGet(token, `/api/admin/sessions${query}`);
    expect(res.status).toBe(200);
    return res.body.sessions as ListedSession[];
  }

  describe('logout', () => {
    it('revokes the session: the same token then gets 401, another session keeps working', async () => {
      const token = await login();
      const other = await login();
      expect((await adminGet(token)).status).toBe(200);

      const out = await request(t.http)
        .post('/api/admin/logout')
        .set('Authorization', `Bearer ${token}`);
      expect(out.status).toBe(204);

      const after = await adminGet(token);
      expect(after.status).toBe(401);
      expect(after.body).toMatchObject(SESSION_ENDED);
      const again = await request(t.http)
        .post('/api/admin/logout')
        .set('Authorization', `Bearer ${token}`);
      expect(again.status).toBe(401);
      expect((await adminGet(other)).status).toBe(200);
    });

    it('refuses an admin token that names no session (signed with the right secret)', async () => {
      const bare = new JwtService({ secret: t.config.jwtSecret! }).sign(
        { role: 'admin' },
        { subject: 'admin', algorithm: 'HS256', expiresIn: 3600 },
      );
      const res = await adminGet(bare);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject(SESSION_ENDED);
    });
  });

  describe('expiry', () => {
    it('refuses the token once its session has expired on the server clock (12 hours)', async () => {
      const token = await login();
      t.clock.advance(12 * HOUR - MINUTE);
      expect((await adminGet(token)).status).toBe(200);
      t.clock.advance(2 * MINUTE);
      const res = await adminGet(token);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject(SESSION_ENDED);
      expect((await listed(await login())).map((s) => s.id)).not.toContain(sessionOf(token));
    });
  });

  describe('the list and ending sessions', () => {
    it('lists the live sessions, the caller first and marked, then newest first, paged; networks truncated', async () => {
      const older = await login(ADMIN_PASSWORD, 'Older browser');
      // Other tests' sessions ended, so the list holds these two only.
      await request(t.http).delete('/api/admin/sessions').set('Authorization', `Bearer ${older}`);
      t.clock.advance(MINUTE);
      const token = await login(ADMIN_PASSWORD, 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0');

      const res = await adminGet(token, '/api/admin/sessions?limit=1');
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(2);
      expect(res.body.sessions).toEqual([
        {
          id: sessionOf(token),
          created_at: t.clock.now().toISOString(),
          last_seen_at: t.clock.now().toISOString(),
          expires_at: new Date(t.clock.now().getTime() + 12 * HOUR).toISOString(),
          user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
          ip_prefix: expect.stringMatching(/^(127\.0\.0\.0\/24|0:0:0::\/48)$/),
          current: true,
        },
      ]);
      const second = await adminGet(token, '/api/admin/sessions?limit=1&offset=1');
      expect(second.body.sessions).toEqual([
        expect.objectContaining({
          id: sessionOf(older),
          user_agent: 'Older browser',
          current: false,
        }),
      ]);
      // Listed by the older session, that one comes first.
      expect((await listed(older)).map((s) => [s.id, s.current])).toEqual([
        [sessionOf(older), true],
        [sessionOf(token), false],
      ]);
      const bad = await adminGet(token, '/api/admin/sessions?limit=0');
      expect(bad.status).toBe(400);
    });

    it('notes "last seen" at most once a minute', async () => {
      const token = await login();
      const loggedIn = t.clock.now().toISOString();
      t.clock.advance(30 * 1000);
      await adminGet(token);
      const mine = async () => (await listed(token)).find((s) => s.current)!;
      expect((await mine()).last_seen_at).toBe(loggedIn);
      t.clock.advance(MINUTE);
      await adminGet(token);
      expect((await mine()).last_seen_at).toBe(t.clock.now().toISOString());
    });

    it('ends one session by id (its token refused), 404 for an ended, unknown or malformed id', async () => {
      const token = await login();
      const other = await login();
      const end = (id: string) =>
        request(t.http).delete(`/api/admin/sessions/${id}`).set('Authorization', `Bearer ${token}`);

      expect((await end(sessionOf(other))).status).toBe(204);
      const refused = await adminGet(other);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject(SESSION_ENDED);
      expect((await listed(token)).map((s) => s.id)).not.toContain(sessionOf(other));

      for (const id of [sessionOf(other), '5d0c3a4e-1111-4222-8333-444455556666']) {
        const res = await end(id);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ code: 'adminSessionNotFound' });
      }
      expect((await end('not-a-uuid')).status).toBe(404);
      expect((await adminGet(token)).status).toBe(200);
    });

    it('of ten ends of one session at once, one answers 204 and the others 404', async () => {
      const token = await login();
      const other = await login();
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          request(t.http)
            .delete(`/api/admin/sessions/${sessionOf(other)}`)
            .set('Authorization', `Bearer ${token}`),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([204, ...Array(9).fill(404)]);
      expect((await adminGet(other)).status).toBe(401);
    });

    it('ends every other session at once and keeps the caller', async () => {
      const others = [await login(), await login()];
      const token = await login();
      const res = await request(t.http)
        .delete('/api/admin/sessions')
        .set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
      expect(res.body.ended).toBeGreaterThanOrEqual(2);
      expect(res.body.message).toBe(MESSAGES.adminSessionsEndedOthers(res.body.ended));
      for (const other of others) expect((await adminGet(other)).status).toBe(401);
      expect((await listed(token)).map((s) => s.id)).toEqual([sessionOf(token)]);
    });
  });

  describe('who may call', () => {
    const routes: [string, (token: string) => request.Test][] = [
      ['GET /sessions', (tk) => adminGet(tk, '/api/admin/sessions')],
      [
        'DELETE /sessions',
        (tk) => request(t.http).delete('/api/admin/sessions').set('Authorization', `Bearer ${tk}`),
      ],
      [
        'POST /logout',
        (tk) => request(t.http).post('/api/admin/logout').set('Authorization', `Bearer ${tk}`),
      ],
      [
        'PUT /password',
        (tk) =>
          request(t.http).put('/api/admin/password').set('Authorization', `Bearer ${tk}`).send({}),
      ],
    ];

    it.each(routes)('%s: 401 without a token, 403 with a client token', async (_name, call) => {
      const anonymous = await call('');
      expect(anonymous.status).toBe(401);
      const client = await call(clientToken);
      expect(client.status).toBe(403);
      expect(client.body).toMatchObject({ code: 'adminOnly' });
    });

    it("an API key keeps working on its scoped routes and gets 403 on the owner's sessions", async () => {
      const token = await login();
      const created = await request(t.http)
        .post('/api/admin/api-keys')
        .set('Authorization', `Bearer ${token}`)
        .send({ name: 'Sessions test', scopes: ['clients:read'] });
      expect(created.status).toBe(201);
      const key = created.body.key as string;
      expect((await adminGet(key)).status).toBe(200);
      for (const [, call] of routes) {
        const res = await call(key);
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ code: 'apiKeyOwnerOnly' });
      }
      // Ending the owner's sessions does not touch the key.
      await request(t.http).post('/api/admin/logout').set('Authorization', `Bearer ${token}`);
      expect((await adminGet(key)).status).toBe(200);
    });
  });

  describe('retention', () => {
    it('deletes sessions 30 days after they ended, not before', async () => {
      const db = t.app.get(DataSource);
      const exists = async (token: string) =>
        (await db.query(`SELECT 1 FROM admin_sessions WHERE id = $1`, [sessionOf(token)])).length >
        0;
      const revoked = await login();
      await request(t.http).post('/api/admin/logout').set('Authorization', `Bearer ${revoked}`);
      const expiring = await login(); // expires 12 hours later
      const live = await login();
      const sweeper = t.app.get(AdminSessionSweeper);

      t.clock.advance(29 * DAY);
      await sweeper.sweep();
      expect(await exists(revoked)).toBe(true);
      expect(await exists(expiring)).toBe(true);

      t.clock.advance(DAY + MINUTE);
      await sweeper.sweep();
      expect(await exists(revoked)).toBe(false);
      // Expired 12 hours after login: 30 days have not passed since.
      expect(await exists(expiring)).toBe(true);
      t.clock.advance(12 * HOUR);
      expect(await sweeper.sweep()).toBeGreaterThanOrEqual(2);
      expect(await exists(expiring)).toBe(false);
      expect(await exists(live)).toBe(false);
    });
  });
});
