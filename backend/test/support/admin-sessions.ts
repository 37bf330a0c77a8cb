import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import type { Harness } from './harness';
import { ADMIN_PASSWORD } from './test-app';

/** What an admin route answers a token whose server-side session has ended. */
export const SESSION_ENDED = {
  status: 'error',
  code: 'adminSessionEnded',
  message: MESSAGES.adminSessionEnded,
};

/** The session an admin token names (its `jti`). */
export const sessionOf = (token: string): string =>
  (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { jti: string }).jti;

/** The admin's steps of the session tests: a login of its own (a new session), a GET with a token. */
export function adminSessionSteps(t: Harness) {
  return {
    async login(password = ADMIN_PASSWORD, userAgent = 'jest'): Promise<string> {
      const res = await request(t.http)
        .post('/api/admin/login')
        .set('User-Agent', userAgent)
        .send({ username: 'admin', password });
      expect(res.status).toBe(200);
      return res.body.token as string;
    },
    adminGet: (token: string, path = '/api/admin/clients') =>
      request(t.http).get(path).set('Authorization', `Bearer ${token}`),
  };
}
