import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { confirmHealthAccess, healthCodeSteps, requestHealthCode } from '../support/health-access';
import { useTestApp } from '../support/harness';

const MINUTE = 60_000;

describe('health answers behind a one-time e-mailed code', () => {
  const t = useTestApp({ resetClock: true });

  const { auth, consultation, status, askCode, confirm, login } = healthCodeSteps(t);

  it('a code works for 10 minutes', async () => {
    const me = await t.registerClient();
    const code = await requestHealthCode(t, me);
    t.clock.advance(10 * MINUTE);
    const late = await confirm(me, code);
    expect(late.status).toBe(400);
    expect(late.body).toMatchObject({
      code: 'healthCodeExpired',
      message: MESSAGES.healthCodeExpired,
    });
    expect((await status(me)).body.code_expires_at).toBeNull();

    const next = await requestHealthCode(t, me);
    t.clock.advance(10 * MINUTE - 1000);
    expect((await confirm(me, next)).status).toBe(200);
  });

  it('a new code replaces the one before', async () => {
    const me = await t.registerClient();
    const first = await requestHealthCode(t, me);
    let second = await requestHealthCode(t, me);
    while (second === first) second = await requestHealthCode(t, me);
    const old = await confirm(me, first);
    expect(old.body.code).toBe('healthCodeWrong');
    expect((await confirm(me, second)).status).toBe(200);
  });

  it('each browser session confirms for itself: another login, and a login after logging out, must confirm again', async () => {
    const registered = await t.registerClient();
    const credentials = {
      email: registered.body.email as string,
      phone: registered.body.phone as string,
    };
    await confirmHealthAccess(t, registered);
    expect((await consultation(registered)).status).toBe(404);

    // A second browser: its own session, not confirmed.
    const second = await login(credentials);
    expect((await consultation(second)).status).toBe(403);
    expect((await status(second)).body.confirmed).toBe(false);
    // A code asked for in one session does not confirm another.
    const code = await requestHealthCode(t, registered);
    const elsewhere = await confirm(second, code);
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.code).toBe('healthCodeMissing');
    await confirmHealthAccess(t, second);
    expect((await consultation(second)).status).toBe(404);

    // Logging out ends the session; the next login starts unconfirmed.
    const out = await request(t.http).post('/api/clients/logout').set(auth(second));
    expect(out.status).toBe(204);
    expect((await consultation(second)).status).toBe(401);
    const third = await login(credentials);
    expect((await consultation(third)).status).toBe(403);
    expect((await consultation(registered)).status).toBe(404); // the first browser stays confirmed
  });

  it("another client's token is refused on the code routes", async () => {
    const me = await t.registerClient();
    const other = await t.registerClient();
    for (const call of [
      request(t.http).get(`/api/clients/${me.client.id}/health-access`),
      request(t.http).post(`/api/clients/${me.client.id}/health-access/code`),
      request(t.http)
        .post(`/api/clients/${me.client.id}/health-access/confirm`)
        .send({ code: '1' }),
    ]) {
      const res = await call.set(auth(other));
      expect(res.status).toBe(403);
      expect(res.body.code).toBe('ownAccountOnly');
    }
    const none = await request(t.http).post(`/api/clients/${me.client.id}/health-access/code`);
    expect(none.status).toBe(401);
  });

  it('lets a client ask for 5 codes an hour (429 with Retry-After), even 10 at once', async () => {
    const me = await t.registerClient();
    const answers = await Promise.all(Array.from({ length: 10 }, () => askCode(me)));
    expect(answers.filter((a) => a.status === 202)).toHaveLength(5);
    const refused = answers.filter((a) => a.status === 429);
    expect(refused).toHaveLength(5);
    expect(refused[0].body).toMatchObject({
      code: 'healthCodeRequestLimited',
      message: MESSAGES.healthCodeRequestLimited(60),
    });
    expect(refused[0].headers['retry-after']).toBe('3600');
    const mails = await t.query(
      `SELECT 1 FROM outbox_messages WHERE kind = 'health_access_code' AND $1 = ANY(recipients)`,
      [me.client.email],
    );
    expect(mails).toHaveLength(5);

    t.clock.advance(45 * MINUTE);
    const later = await askCode(me);
    expect(later.status).toBe(429);
    expect(later.headers['retry-after']).toBe(String(15 * 60));
    expect(later.body.message).toBe(MESSAGES.healthCodeRequestLimited(15));
    t.clock.advance(15 * MINUTE);
    expect((await askCode(me)).status).toBe(202);
  });
});

describe('health codes per address', () => {
  const t = useTestApp({ env: { HEALTH_CODE_RATE_LIMIT_PER_IP: '3' } });

  it('answers 429 with Retry-After past the address limit, whatever the account', async () => {
    const clients = await Promise.all(Array.from({ length: 4 }, () => t.registerClient()));
    const answers = [];
    for (const who of clients) {
      answers.push(
        await request(t.http)
          .post(`/api/clients/${who.client.id}/health-access/code`)
          .set('Authorization', `Bearer ${who.token}`),
      );
    }
    expect(answers.map((a) => a.status)).toEqual([202, 202, 202, 429]);
    expect(answers[3].body.code).toBe('healthCodeRequestLimited');
    expect(Number(answers[3].headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(answers[3].headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
  });
});
