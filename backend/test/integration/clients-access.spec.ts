import { JwtService } from '@nestjs/jwt';
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { confirmHealthAccess } from '../support/health-access';
import { useTestApp } from '../support/harness';
import { clientPayload, uniqueEmail } from '../support/test-app';

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
