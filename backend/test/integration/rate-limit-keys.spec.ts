import request from 'supertest';
import { RateKeys } from '../../src/common/rate-key';
import { RateLimitSweeper } from '../../src/common/rate-limit-sweeper';
import { RATE_WINDOW_MS } from '../../src/common/rate-limiter';
import { useTestApp } from '../support/harness';

interface Row {
  key: string;
  window_start: Date;
  hits: number;
}

describe('rate-limit counters', () => {
  const t = useTestApp({ resetClock: true });

  const rows = () =>
    t.query<Row>(`SELECT key, window_start, hits FROM rate_limit_hits ORDER BY key, window_start`);

  it('after a failed client login the table holds no e-mail nor address in plain text, and the kinds stay readable', async () => {
    const { body } = await t.registerClient();
    const failed = await request(t.http)
      .post('/api/clients/login')
      .send({ email: body.email, phone: '301-555-0000' });
    expect(failed.status).toBe(401);
    const keys = (await rows()).map((r) => r.key);
    const local = body.email.split('@')[0];
    for (const key of keys) {
      expect(key.toLowerCase()).not.toContain(local.toLowerCase());
      expect(key).not.toMatch(/127\.0\.0\.1|::1|::ffff/);
    }
    // One counter for the account everywhere, one for the account from this address, one for the address.
    const account = keys.filter((k) => /^login-client:[\w-]{22}$/.test(k));
    const accountHere = keys.filter((k) => /^login-client:[\w-]{22}:[\w-]{22}$/.test(k));
    expect(account).toHaveLength(1);
    expect(accountHere).toHaveLength(1);
    expect(accountHere[0].startsWith(`${account[0]}:`)).toBe(true);
    expect(keys.some((k) => /^login-ip:[\w-]{22}$/.test(k))).toBe(true);
  });

  it('one account, one counter whatever the e-mail case; a right login takes its own hits back', async () => {
    const { body } = await t.registerClient();
    for (let i = 0; i < 2; i++) {
      await request(t.http)
        .post('/api/clients/login')
        .send({ email: i === 0 ? body.email.toUpperCase() : body.email, phone: '301-555-0000' })
        .expect(401);
    }
    const key = t.app.get(RateKeys).stored(['login-client', body.email.toLowerCase()]);
    const hits = async () => (await rows()).find((r) => r.key === key)?.hits;
    expect(await hits()).toBe(2);
    await request(t.http)
      .post('/api/clients/login')
      .send({ email: body.email, phone: body.phone })
      .expect(200);
    expect(await hits()).toBe(2);
  });

  it("deleting the account deletes its login counters, found by the e-mail's keyed hash", async () => {
    const { body, client } = await t.registerClient();
    await request(t.http)
      .post('/api/clients/login')
      .send({ email: body.email, phone: '301-555-0000' })
      .expect(401);
    const prefix = t.app.get(RateKeys).stored(['login-client', body.email.toLowerCase()]);
    const mine = async () => (await rows()).filter((r) => r.key.startsWith(prefix));
    expect(await mine()).toHaveLength(2); // everywhere, and from this address
    await request(t.http).delete(`/api/admin/clients/${client.id}`).set(t.asAdmin()).expect(200);
    expect(await mine()).toEqual([]);
  });

  it('the sweep deletes the counts of past windows and keeps the current and the last one', async () => {
    await request(t.http).post('/api/clients/login').send({ email: 'a@b.example', phone: '1' });
    const old = (await rows()).length;
    expect(old).toBeGreaterThan(0);
    const sweeper = t.app.get(RateLimitSweeper);
    // Within the next window, the last one is still kept.
    t.clock.advance(RATE_WINDOW_MS);
    expect(await sweeper.sweep()).toBe(0);
    t.clock.advance(RATE_WINDOW_MS);
    await request(t.http).post('/api/clients/login').send({ email: 'c@d.example', phone: '1' });
    expect(await sweeper.sweep()).toBeGreaterThanOrEqual(old);
    const left = await rows();
    expect(left.length).toBeGreaterThan(0);
    const windowStart = t.clock.now().getTime() - (t.clock.now().getTime() % RATE_WINDOW_MS);
    for (const row of left) expect(new Date(row.window_start).getTime()).toBe(windowStart);
  });

  it('the sweep finds expired rows by an index on the window', async () => {
    const indexes = await t.query<{ indexdef: string }>(
      `SELECT indexdef FROM pg_indexes
        WHERE schemaname = current_schema() AND tablename = 'rate_limit_hits'`,
    );
    expect(indexes.map((i) => i.indexdef).join('\n')).toMatch(/\(window_start\)/);
  });
});
