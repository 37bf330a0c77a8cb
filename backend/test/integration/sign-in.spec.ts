import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { TokenService } from '../../src/auth/token.service';
import { Harness, useTestApp } from '../support/harness';
import { ADMIN_PASSWORD, uniqueEmail } from '../support/test-app';

// The app trusts proxies on loopback, where the tests' requests come from, so X-Forwarded-For
// gives each request the address it names.
let addresses = 0;
/** An address no other test of this file uses. */
const newAddress = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

type Kind = 'admin' | 'client';

/** A login of `kind` from `ip`: the admin's password, or the client's e-mail and phone. */
function login(t: Harness, kind: Kind, ip: string, credentials: Record<string, string>) {
  return request(t.http)
    .post(`/api/${kind === 'admin' ? 'admin' : 'clients'}/login`)
    .set('X-Forwarded-For', ip)
    .send(credentials);
}

/** A client to log in as: their right credentials and a wrong pair for the same account. */
async function clientAccount(t: Harness) {
  const { body } = await t.registerClient();
  return {
    right: { email: body.email, phone: body.phone },
    wrong: { email: body.email, phone: '3015550000' },
  };
}

const ADMIN = {
  right: { username: 'admin', password: ADMIN_PASSWORD },
  wrong: { username: 'admin', password: 'not-the-password' },
};

describe('failed logins spread over many addresses', () => {
  // The attack (about 100 failures over 11 addresses, 10 each) at a third of the scale, so
  // the admin's password hashing stays quick: 3 failures per account and address, 33 in all, past
  // the account-wide block of 10 times that limit which used to lock the owner out.
  const PER_ADDRESS = 3;
  const t = useTestApp({ admin: false, env: { LOGIN_RATE_LIMIT_PER_ACCOUNT: `${PER_ADDRESS}` } });

  it.each<Kind>(['admin', 'client'])(
    'leave the %s able to log in from a new address with the right credentials',
    async (kind) => {
      const account = kind === 'admin' ? ADMIN : await clientAccount(t);
      const attackers = Array.from({ length: 11 }, newAddress);
      // The addresses all at once, each trying its limit.
      const answers = await Promise.all(
        attackers.map(async (ip) => {
          const statuses: number[] = [];
          for (let i = 0; i < PER_ADDRESS; i += 1) {
            statuses.push((await login(t, kind, ip, account.wrong)).status);
          }
          return statuses;
        }),
      );
      expect(answers.flat()).toEqual(Array(11 * PER_ADDRESS).fill(401));

      const owner = await login(t, kind, newAddress(), account.right);
      expect(owner.status).toBe(200);
      // Each attacking address has spent its own limit, and only its own.
      const attacker = await login(t, kind, attackers[0], account.right);
      expect(attacker.status).toBe(429);
      expect(attacker.body.message).toBe(MESSAGES.tooManyAttempts);
    },
  );
});

describe('concurrent failed logins from one address', () => {
  const t = useTestApp({ admin: false, env: { LOGIN_RATE_LIMIT_PER_ACCOUNT: '4' } });

  it.each<Kind>(['admin', 'client'])(
    'are each counted before they run: exactly the limit is tried on the %s account',
    async (kind) => {
      const account = kind === 'admin' ? ADMIN : await clientAccount(t);
      const ip = newAddress();
      const answers = await Promise.all(
        Array.from({ length: 12 }, () => login(t, kind, ip, account.wrong)),
      );
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([...Array(4).fill(401), ...Array(8).fill(429)]);
    },
  );
});

describe('the wait before a login', () => {
  const t = useTestApp({
    admin: false,
    env: { LOGIN_DELAY_STEP_MS: '100', LOGIN_DELAY_MAX_MS: '3000' },
  });

  /** The waits the app asks for during `attempt`, in milliseconds. */
  async function waitsDuring(attempt: () => Promise<unknown>): Promise<number[]> {
    const before = t.clock.waits.length;
    await attempt();
    return t.clock.waits.slice(before);
  }

  it("grows with the account's recent failures from any address, up to its cap", async () => {
    const account = await clientAccount(t);
    const waits: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const wrong = () => login(t, 'client', newAddress(), account.wrong).expect(401);
      waits.push(...(await waitsDuring(wrong)));
    }
    expect(waits).toEqual([0, 100, 200, 400, 800, 1600, 3000]);

    // The owner waits too (at most the cap), and gets in.
    const owner = () => login(t, 'client', newAddress(), account.right).expect(200);
    expect(await waitsDuring(owner)).toEqual([3000]);
  });

  it('does not count a login that succeeds', async () => {
    const account = await clientAccount(t);
    for (let i = 0; i < 3; i += 1)
      await login(t, 'client', newAddress(), account.wrong).expect(401);
    const owner = () => login(t, 'client', newAddress(), account.right).expect(200);
    expect(await waitsDuring(owner)).toEqual([400]);
    const next = () => login(t, 'client', newAddress(), account.wrong).expect(401);
    expect(await waitsDuring(next)).toEqual([400]);
  });

  it('is kept apart per account', async () => {
    const mine = await clientAccount(t);
    for (let i = 0; i < 4; i += 1) await login(t, 'client', newAddress(), mine.wrong).expect(401);
    const other = await clientAccount(t);
    const theirs = () => login(t, 'client', newAddress(), other.right).expect(200);
    expect(await waitsDuring(theirs)).toEqual([0]);
  });
});

describe('client sessions', () => {
  const t = useTestApp();

  /** Registers a client and logs them in twice (two devices); answers both tokens. */
  async function clientOnTwoDevices() {
    const { body, client } = await t.registerClient();
    const tokens: string[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await request(t.http)
        .post('/api/clients/login')
        .send({ email: body.email, phone: body.phone })
        .expect(200);
      tokens.push(res.body.token as string);
    }
    return { body, id: client.id, tokens };
  }

  const appointments = (id: string, token: string) =>
    request(t.http).get(`/api/clients/${id}/appointments`).set('Authorization', `Bearer ${token}`);

  const updateProfile = (id: string, auth: string, profile: Record<string, unknown>) =>
    request(t.http).put(`/api/clients/${id}/profile`).set('Authorization', auth).send(profile);

  it("end on the client's other devices when they change their phone", async () => {
    const { body, id, tokens } = await clientOnTwoDevices();
    const [changer, other] = tokens;
    await updateProfile(id, `Bearer ${changer}`, { ...body, phone: '301-555-0199' }).expect(200);

    const refused = await appointments(id, other);
    expect(refused.status).toBe(401);
    expect(refused.body.message).toBe(MESSAGES.loginRequired);
    await appointments(id, changer).expect(200);
    // The new phone is the secret now.
    await request(t.http)
      .post('/api/clients/login')
      .send({ email: body.email, phone: body.phone })
      .expect(401);
    await request(t.http)
      .post('/api/clients/login')
      .send({ email: body.email, phone: '3015550199' })
      .expect(200);
  });

  it('end everywhere when the admin changes the phone', async () => {
    const { body, id, tokens } = await clientOnTwoDevices();
    await updateProfile(id, t.asAdmin().Authorization, { ...body, phone: '301-555-0177' }).expect(
      200,
    );
    for (const token of tokens) await appointments(id, token).expect(401);
  });

  it('stay open when the profile changes but not the phone', async () => {
    const { body, id, tokens } = await clientOnTwoDevices();
    await updateProfile(id, `Bearer ${tokens[0]}`, { ...body, first_name: 'Mia' }).expect(200);
    await appointments(id, tokens[1]).expect(200);
  });

  it('stay open when a phone change is refused', async () => {
    const { body, id, tokens } = await clientOnTwoDevices();
    const { body: someoneElse } = await t.registerClient();
    const taken = await updateProfile(id, `Bearer ${tokens[0]}`, {
      ...body,
      email: someoneElse.email,
      phone: '301-555-0166',
    });
    expect(taken.status).toBe(409);
    await appointments(id, tokens[1]).expect(200);
  });

  it('end on the server at logout, that session only', async () => {
    const { id, tokens } = await clientOnTwoDevices();
    const [leaving, staying] = tokens;
    await request(t.http)
      .post('/api/clients/logout')
      .set('Authorization', `Bearer ${leaving}`)
      .expect(204);
    await appointments(id, leaving).expect(401);
    await request(t.http)
      .post('/api/clients/logout')
      .set('Authorization', `Bearer ${leaving}`)
      .expect(401);
    await appointments(id, staying).expect(200);
  });

  it('logout needs a client token: 401 without one, 403 with the admin token', async () => {
    const none = await request(t.http).post('/api/clients/logout');
    expect(none.status).toBe(401);
    expect(none.body.message).toBe(MESSAGES.loginRequired);
    await request(t.http).post('/api/clients/logout').set(t.asAdmin()).expect(403);
  });

  it('refuses a client token that names no session (one signed before sessions, say)', async () => {
    const { client } = await t.registerClient({ email: uniqueEmail('old') });
    const token = await t.app.get(TokenService).sign({ role: 'client', subject: client.id });
    await appointments(client.id, token).expect(401);
  });
});
