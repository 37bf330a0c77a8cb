import { maskEmail, MESSAGES } from '@esthetics/domain';
import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { confirmHealthAccess } from '../support/health-access';
import { useTestApp } from '../support/harness';
import { clientPayload, uniqueEmail } from '../support/test-app';

const REQUIRED = MESSAGES.requiredFields;
const LOGIN_FAILED = MESSAGES.clientLoginFailed;
const EXISTS = MESSAGES.registrationExists;

/** A token the app never signed: right shape, wrong secret. */
function foreignToken(role: 'client' | 'admin', subject: string): string {
  return new JwtService({ secret: 'another-secret-another-secret-another-secret' }).sign(
    { role },
    { subject, algorithm: 'HS256', expiresIn: 3600 },
  );
}

/** An unsigned token (alg "none"), which must never be accepted. */
function unsignedToken(role: 'client' | 'admin', subject: string): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const now = Math.floor(Date.now() / 1000);
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ role, sub: subject, iat: now, exp: now + 3600 })}.`;
}

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
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
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
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ status: 'exists', message: EXISTS });
      expect(res.body.token).toBeUndefined();
    });

    it.each(['first_name', 'last_name', 'email', 'phone'])(
      'answers 400 when %s is missing',
      async (field) => {
        const body: Record<string, unknown> = clientPayload();
        delete body[field];
        const res = await request(t.http).post('/api/clients/register').send(body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ status: 'error', message: REQUIRED, detail: REQUIRED });
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
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
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
      expect(wrongPhone.status).toBe(401);
      expect(wrongPhone.body).toMatchObject({
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
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        status: 'error',
        code: 'clientLoginRequired',
        message: MESSAGES.clientLoginRequired,
      });
    });
  });

  describe('appointments', () => {
    it("lists the client's own appointments and no one else's", async () => {
      const { body, client, token } = await t.registerClient();
      const mine = await t.book({
        email: body.email,
        phone: body.phone,
        preferred_date: '2026-12-01',
      });
      await t.book({ preferred_date: '2026-12-02' });

      const res = await request(t.http)
        .get(`/api/clients/${client.id}/appointments`)
        .set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: 'success', total: 1 });
      expect(res.body.appointments).toHaveLength(1);
      expect(res.body.appointments[0]).toMatchObject({
        id: mine.body.booking_id,
        client_id: client.id,
        client_email: body.email,
        services: ['Classic European Facial'],
        appointment_date: '2026-12-01',
        appointment_time: '10:00',
        total_price: 85,
        deposit_amount: 21.25,
        total_duration: 60,
        service_location: 'clinic',
        status: 'pending',
        payment_status: 'unpaid',
      });
    });

    it('answers an empty list for a client without appointments', async () => {
      const { client, token } = await t.registerClient();
      const res = await request(t.http)
        .get(`/api/clients/${client.id}/appointments`)
        .set('Authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'success', appointments: [], total: 0 });
    });
  });

  describe('consultation', () => {
    it('answers 404 before any form, then stores and returns the form', async () => {
      const { client, token } = await t.registerClient();
      await confirmHealthAccess(t, { client, token });
      const auth = { Authorization: `Bearer ${token}` };
      const before = await request(t.http).get(`/api/clients/${client.id}/consultation`).set(auth);
      expect(before.status).toBe(404);
      expect(before.body.status).toBe('error');

      const saved = await request(t.http)
        .post(`/api/clients/${client.id}/consultation`)
        .set(auth)
        .send({
          client_id: client.id,
          skin_type: 'Combination',
          skin_concerns: ['Acne', 'Redness', 'Acne'],
          current_skincare_routine: 'Cleanser and moisturiser',
          products_currently_using: ['Gentle cleanser'],
          previous_treatments: [],
          allergies: 'a, b,, c',
          medications: ' ibuprofen ,',
          medical_conditions: [],
          pregnant_or_nursing: true,
          skin_goals: ['Even tone'],
          treatment_preferences: ['Facials'],
          budget_range: '$75-$125',
          sun_exposure: 'Moderate',
          smoking_status: 'Never',
          alcohol_consumption: 'Occasional',
        });
      expect(saved.status).toBe(200);
      expect(saved.body).toMatchObject({
        status: 'success',
        message: MESSAGES.healthFormsUpdated,
      });

      const expected = {
        status: 'success',
        client_id: client.id,
        skin_type: 'Combination',
        skin_concerns: ['Acne', 'Redness'],
        current_skincare_routine: 'Cleanser and moisturiser',
        products_currently_using: ['Gentle cleanser'],
        previous_treatments: [],
        allergies: ['a', 'b', 'c'],
        medications: ['ibuprofen'],
        medical_conditions: [],
        pregnant_or_nursing: true,
        skin_goals: ['Even tone'],
        treatment_preferences: ['Facials'],
        budget_range: '$75-$125',
        sun_exposure: 'Moderate',
        smoking_status: 'Never',
        alcohol_consumption: 'Occasional',
        updated_at: t.clock.now().toISOString(),
      };
      const after = await request(t.http).get(`/api/clients/${client.id}/consultation`).set(auth);
      expect(after.status).toBe(200);
      expect(after.body).toEqual(expected);
      const byAdmin = await request(t.http)
        .get(`/api/clients/${client.id}/consultation`)
        .set(t.asAdmin());
      expect(byAdmin.status).toBe(200);
      expect(byAdmin.body).toEqual(expected);

      // Saving again replaces the form.
      const again = await request(t.http)
        .post(`/api/clients/${client.id}/consultation`)
        .set(auth)
        .send({ skin_type: 'Dry', allergies: [] });
      expect(again.status).toBe(200);
      const replaced = await request(t.http)
        .get(`/api/clients/${client.id}/consultation`)
        .set(auth);
      expect(replaced.body).toMatchObject({ skin_type: 'Dry', allergies: [], skin_concerns: [] });
    });

    it.each([
      [{ skin_type: 'Scaly' }, 'Please choose a valid option for skin type.'],
      [{ skin_concerns: ['Freckles'] }, 'Please choose a valid option for skin concerns.'],
      [{ client_id: randomUUID() }, 'client_id does not match the client of this address.'],
    ])('answers 400 for %j and stores nothing', async (body, message) => {
      const { client, token } = await t.registerClient();
      await confirmHealthAccess(t, { client, token });
      const res = await request(t.http)
        .post(`/api/clients/${client.id}/consultation`)
        .set('Authorization', `Bearer ${token}`)
        .send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ status: 'error', message });
      const stored = await request(t.http)
        .get(`/api/clients/${client.id}/consultation`)
        .set('Authorization', `Bearer ${token}`);
      expect(stored.status).toBe(404);
    });
  });

  describe('profile', () => {
    it('updates the profile, and the change shows at the next login (a new e-mail once it is confirmed)', async () => {
      const who = await t.registerClient();
      const { body, client, token } = who;
      const newEmail = uniqueEmail('Moved');
      const res = await request(t.http)
        .put(`/api/clients/${client.id}/profile`)
        .set('Authorization', `Bearer ${token}`)
        .send({
          first_name: 'Maya',
          last_name: 'Reed-Lopez',
          email: newEmail.toUpperCase(),
          phone: '301.555.0177',
          date_of_birth: '1991-02-03',
        });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'success',
        message: MESSAGES.emailChangeSent(maskEmail(newEmail.toLowerCase())),
        client: {
          id: client.id,
          last_name: 'Reed-Lopez',
          email: body.email,
          phone: '3015550177',
          date_of_birth: '1991-02-03',
        },
      });
      await t.confirmEmail(who, newEmail.toLowerCase());

      const login = await request(t.http)
        .post('/api/clients/login')
        .send({ email: newEmail, phone: '3015550177' });
      expect(login.status).toBe(200);
      expect(login.body.client).toMatchObject({
        id: client.id,
        last_name: 'Reed-Lopez',
        email: newEmail.toLowerCase(),
        date_of_birth: '1991-02-03',
        email_verified: true,
      });
      const oldLogin = await request(t.http)
        .post('/api/clients/login')
        .send({ email: body.email, phone: body.phone });
      expect(oldLogin.status).toBe(401);
    });

    it("answers 409 for another client's e-mail and keeps the profile", async () => {
      const a = await t.registerClient();
      const b = await t.registerClient();
      const res = await request(t.http)
        .put(`/api/clients/${a.client.id}/profile`)
        .set('Authorization', `Bearer ${a.token}`)
        .send({ ...a.body, email: b.body.email.toUpperCase() });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({
        status: 'error',
        message: MESSAGES.emailTaken,
      });
      const login = await request(t.http)
        .post('/api/clients/login')
        .send({ email: a.body.email, phone: a.body.phone });
      expect(login.status).toBe(200);
    });

    it('answers 400 when a required field is missing', async () => {
      const { body, client, token } = await t.registerClient();
      const res = await request(t.http)
        .put(`/api/clients/${client.id}/profile`)
        .set('Authorization', `Bearer ${token}`)
        .send({ ...body, last_name: '' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(REQUIRED);
    });
  });

  describe('access', () => {
    type Route = {
      name: string;
      call: (id: string) => request.Test;
      /** What the owner or an admin gets (a client without a health form: 404). */
      allowedStatus: number;
    };
    const routes: Route[] = [
      {
        name: 'GET appointments',
        call: (id) => request(t.http).get(`/api/clients/${id}/appointments`),
        allowedStatus: 200,
      },
      {
        name: 'GET consultation',
        call: (id) => request(t.http).get(`/api/clients/${id}/consultation`),
        allowedStatus: 404,
      },
      {
        name: 'POST consultation',
        call: (id) =>
          request(t.http).post(`/api/clients/${id}/consultation`).send({ skin_type: 'Oily' }),
        allowedStatus: 200,
      },
      {
        name: 'PUT profile',
        call: (id) =>
          request(t.http)
            .put(`/api/clients/${id}/profile`)
            .send({
              first_name: 'Changed',
              last_name: 'ByAdmin',
              email: uniqueEmail('byadmin'),
              // The owner's own phone: a new one would end the owner's sessions (sign-in.spec.ts).
              phone: clientPayload().phone,
            }),
        allowedStatus: 200,
      },
    ];

    it.each(routes.map((r) => [r.name, r] as const))(
      '%s: 401 without a valid token, 403 for another client, allowed for the owner and the admin',
      async (_name, route) => {
        const owner = await t.registerClient();
        const other = await t.registerClient();
        const id = owner.client.id;

        const none = await route.call(id);
        expect(none.status).toBe(401);
        expect(none.body).toMatchObject({ status: 'error', message: 'Please log in to continue.' });

        for (const header of [
          'Bearer garbage',
          'Bearer a.b.c',
          owner.token, // without the Bearer scheme
          `Basic ${Buffer.from('admin:x').toString('base64')}`,
          `Bearer ${foreignToken('client', id)}`,
          `Bearer ${foreignToken('admin', 'admin')}`,
          `Bearer ${unsignedToken('client', id)}`,
          `Bearer ${unsignedToken('admin', 'admin')}`,
        ]) {
          const res = await route.call(id).set('Authorization', header);
          expect({ header, status: res.status }).toEqual({ header, status: 401 });
        }

        const expired = new JwtService({ secret: t.config.jwtSecret! }).sign(
          { role: 'client' },
          { subject: id, algorithm: 'HS256', expiresIn: -10 },
        );
        const late = await route.call(id).set('Authorization', `Bearer ${expired}`);
        expect(late.status).toBe(401);

        const wrongAlgorithm = new JwtService({ secret: t.config.jwtSecret! }).sign(
          { role: 'client' },
          { subject: id, algorithm: 'HS512', expiresIn: 3600 },
        );
        const pinned = await route.call(id).set('Authorization', `Bearer ${wrongAlgorithm}`);
        expect(pinned.status).toBe(401);

        const forbidden = await route.call(id).set('Authorization', `Bearer ${other.token}`);
        expect(forbidden.status).toBe(403);
        expect(forbidden.body).toMatchObject({
          status: 'error',
          message: 'You can only access your own account.',
        });

        const byAdmin = await route.call(id).set(t.asAdmin());
        expect(byAdmin.status).toBe(route.allowedStatus);

        // The health form opens to a client session once it has confirmed an e-mailed code.
        await confirmHealthAccess(t, owner);
        const byOwner = await route.call(id).set('Authorization', `Bearer ${owner.token}`);
        expect(byOwner.status).toBe(route.allowedStatus);
      },
    );

    it('leaves nothing changed after refused writes', async () => {
      const owner = await t.registerClient();
      const other = await t.registerClient();
      const put = await request(t.http)
        .put(`/api/clients/${owner.client.id}/profile`)
        .set('Authorization', `Bearer ${other.token}`)
        .send({ ...owner.body, first_name: 'Hijacked' });
      expect(put.status).toBe(403);
      const post = await request(t.http)
        .post(`/api/clients/${owner.client.id}/consultation`)
        .set('Authorization', `Bearer ${other.token}`)
        .send({ skin_type: 'Oily' });
      expect(post.status).toBe(403);

      const login = await request(t.http)
        .post('/api/clients/login')
        .send({ email: owner.body.email, phone: owner.body.phone });
      expect(login.body.client.first_name).toBe('Maya');
      await confirmHealthAccess(t, owner);
      const form = await request(t.http)
        .get(`/api/clients/${owner.client.id}/consultation`)
        .set('Authorization', `Bearer ${owner.token}`);
      expect(form.status).toBe(404);
    });

    it('answers 404 for a non-uuid id and for an unknown client', async () => {
      for (const path of ['appointments', 'consultation', 'profile']) {
        const method = path === 'profile' ? 'put' : 'get';
        const bad = await request(t.http)
          [method](`/api/clients/not-a-uuid/${path}`)
          .set(t.asAdmin());
        expect({ path, status: bad.status }).toEqual({ path, status: 404 });
        const unknown = await request(t.http)
          [method](`/api/clients/${randomUUID()}/${path}`)
          .set(t.asAdmin())
          .send({ first_name: 'A', last_name: 'B', email: uniqueEmail(), phone: '3015550111' });
        expect({ path, status: unknown.status }).toEqual({ path, status: 404 });
      }
      const unknownForm = await request(t.http)
        .post(`/api/clients/${randomUUID()}/consultation`)
        .set(t.asAdmin())
        .send({});
      expect(unknownForm.status).toBe(404);
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
    expect(fourth.status).toBe(429);
    expect(fourth.body).toMatchObject({
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
