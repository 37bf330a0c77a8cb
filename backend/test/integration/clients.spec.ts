import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { clientPayload, uniqueEmail } from '../support/test-app';
import { expectAnswer } from '../support/answers';

const REQUIRED = MESSAGES.requiredFields;

const LOGIN_FAILED = MESSAGES.clientLoginFailed;

const EXISTS = MESSAGES.registrationExists;

describe('clients', () => {
  const t = useTestApp();

  describe('register', () => {
    it('creates the client, normalises e-mail and phone, and logs them in', async () => {
      const email = uniqueEmail('Reg');
      const res = await request(t.http)
        .post('/api/clients/register')
        .send({
          first_name: ' Maya ',
          last_name: 'Reed',
          email: `  ${email.toUpperCase()} `,
          phone: '(301) 555-0188',
          date_of_birth: '1990-04-12',
          emergency_contact_name: 'Sam Reed',
          emergency_contact_phone: '+1 301 555 0199',
        });
      expectAnswer(res, 201, {
        status: 'success',
        message: MESSAGES.registrationSuccess,
        client: {
          first_name: 'Maya',
          last_name: 'Reed',
          email: email.toLowerCase(),
          phone: '3015550188',
          date_of_birth: '1990-04-12',
          emergency_contact_name: 'Sam Reed',
          emergency_contact_phone: '3015550199',
          created_at: t.clock.now().toISOString(),
        },
      });
      expect(res.body.client.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(typeof res.body.token).toBe('string');

      // The token works at once on the client's own routes.
      const own = await request(t.http)
        .get(`/api/clients/${res.body.client.id}/appointments`)
        .set('Authorization', `Bearer ${res.body.token}`);
      expect(own.status).toBe(200);
    });

    it('leaves optional fields empty as null', async () => {
      const { client } = await t.registerClient();
      expect(client).toMatchObject({
        date_of_birth: null,
        emergency_contact_name: null,
        emergency_contact_phone: null,
      });
    });

    it('answers 409 "exists" for an e-mail that has an account, whatever its case', async () => {
      const { body } = await t.registerClient();
      const res = await request(t.http)
        .post('/api/clients/register')
        .send({ ...body, email: body.email.toUpperCase(), first_name: 'Other' });
      expectAnswer(res, 409, { status: 'exists', message: EXISTS });
      expect(res.body.token).toBeUndefined();
    });

    it.each(['first_name', 'last_name', 'email', 'phone'])(
      'answers 400 when %s is missing',
      async (field) => {
        const body: Record<string, unknown> = clientPayload();
        delete body[field];
        const res = await request(t.http).post('/api/clients/register').send(body);
        expectAnswer(res, 400, { status: 'error', message: REQUIRED, detail: REQUIRED });
      },
    );

    it('answers 400 for blank fields and for an empty body', async () => {
      const blank = await request(t.http)
        .post('/api/clients/register')
        .send(clientPayload({ first_name: '   ' }));
      expect(blank.status).toBe(400);
      expect(blank.body.message).toBe(REQUIRED);
      const empty = await request(t.http).post('/api/clients/register').send({});
      expect(empty.status).toBe(400);
      expect(empty.body.message).toBe(REQUIRED);
    });

    it.each([
      [{ email: 'not-an-email' }, MESSAGES.invalidEmail],
      [{ phone: '12ab' }, MESSAGES.invalidPhone],
      [{ date_of_birth: '2030-01-01' }, MESSAGES.invalidDateOfBirth],
    ])('answers 400 for %j', async (overrides, message) => {
      const res = await request(t.http)
        .post('/api/clients/register')
        .send(clientPayload(overrides));
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('login', () => {
    it('logs in with e-mail and phone in any format', async () => {
      const { body, client } = await t.registerClient();
      const res = await request(t.http)
        .post('/api/clients/login')
        .send({ email: ` ${body.email.toUpperCase()} `, phone: '+1 (301) 555.0188' });
      expectAnswer(res, 200, {
        status: 'success',
        client: { id: client.id, email: body.email, phone: '3015550188' },
      });
      const own = await request(t.http)
        .get(`/api/clients/${client.id}/appointments`)
        .set('Authorization', `Bearer ${res.body.token}`);
      expect(own.status).toBe(200);
    });

    it('answers 401 for a wrong phone and for an unknown e-mail', async () => {
      const { body } = await t.registerClient();
      const wrongPhone = await request(t.http)
        .post('/api/clients/login')
        .send({ email: body.email, phone: '3015550000' });
      expectAnswer(wrongPhone, 401, {
        status: 'error',
        code: 'clientLoginFailed',
        message: LOGIN_FAILED,
      });
      expect(wrongPhone.body.token).toBeUndefined();

      const unknown = await request(t.http)
        .post('/api/clients/login')
        .send({ email: uniqueEmail('nobody'), phone: '3015550188' });
      expect(unknown.status).toBe(401);
      expect(unknown.body.message).toBe(LOGIN_FAILED);
    });

    it.each([
      [{ phone: '3015550188' }],
      [{ email: 'someone@example.com' }],
      [{ email: '', phone: '' }],
      [{}],
    ])('answers 400 when a field is missing: %j', async (body) => {
      const res = await request(t.http).post('/api/clients/login').send(body);
      expectAnswer(res, 400, {
        status: 'error',
        code: 'clientLoginRequired',
        message: MESSAGES.clientLoginRequired,
      });
    });
  });
});

describe('per-account-and-address login rate limit', () => {
  const t = useTestApp({ admin: false, env: { LOGIN_RATE_LIMIT_PER_ACCOUNT: '3' } });

  it('answers 429 from the 4th bad attempt on one account and address; others still get 401', async () => {
    const { body } = await t.registerClient();
    for (let i = 0; i < 3; i += 1) {
      const res = await request(t.http)
        .post('/api/clients/login')
        .send({ email: body.email, phone: '3015550000' });
      expect(res.status).toBe(401);
    }
    const fourth = await request(t.http)
      .post('/api/clients/login')
      .send({ email: body.email.toUpperCase(), phone: '3015550000' });
    expectAnswer(fourth, 429, {
      status: 'error',
      message: MESSAGES.tooManyAttempts,
    });
    // Locked from this address even with the right phone, until the window passes (other
    // addresses are not: sign-in.spec.ts).
    const right = await request(t.http)
      .post('/api/clients/login')
      .send({ email: body.email, phone: body.phone });
    expect(right.status).toBe(429);

    const otherAccount = await request(t.http)
      .post('/api/clients/login')
      .send({ email: uniqueEmail('other'), phone: '3015550000' });
    expect(otherAccount.status).toBe(401);

    t.clock.advance(16 * 60 * 1000);
    const later = await request(t.http)
      .post('/api/clients/login')
      .send({ email: body.email, phone: body.phone });
    expect(later.status).toBe(200);
  });
});
