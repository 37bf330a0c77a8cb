import { MESSAGES } from '@esthetics/domain';
import request from 'supertest';
import { adminSessionSteps, SESSION_ENDED } from '../support/admin-sessions';
import { useTestApp } from '../support/harness';
import { ADMIN_PASSWORD } from '../support/test-app';

describe("the admin's password change", () => {
  // No harness login: these tests end sessions, and each logs in for itself.
  const t = useTestApp({
    admin: false,
    env: { LOGIN_RATE_LIMIT_PER_ACCOUNT: '100000' },
  });
  const { login, adminGet } = adminSessionSteps(t);

  const NEW_PASSWORD = 'a-brand-new-admin-password';
  const change = (token: string, body: Record<string, unknown>) =>
    request(t.http).put('/api/admin/password').set('Authorization', `Bearer ${token}`).send(body);

  it('ends every other session and keeps the current one; the new password logs in', async () => {
    const current = await login();
    const other = await login();
    const third = await login();

    const res = await change(current, {
      current_password: ADMIN_PASSWORD,
      new_password: NEW_PASSWORD,
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'success',
      message: MESSAGES.adminPasswordChanged,
      ended: expect.any(Number),
    });
    expect(res.body.ended).toBeGreaterThanOrEqual(2);

    expect((await adminGet(current)).status).toBe(200);
    for (const token of [other, third]) {
      const refused = await adminGet(token);
      expect(refused.status).toBe(401);
      expect(refused.body).toMatchObject(SESSION_ENDED);
    }
    const old = await request(t.http)
      .post('/api/admin/login')
      .send({ username: 'admin', password: ADMIN_PASSWORD });
    expect(old.status).toBe(401);
    const fresh = await login(NEW_PASSWORD);

    // Back to the tests' password, for the other tests.
    const back = await change(fresh, {
      current_password: NEW_PASSWORD,
      new_password: ADMIN_PASSWORD,
    });
    expect(back.status).toBe(200);
    expect((await adminGet(current)).status).toBe(401);
  });

  it.each([
    [{}, 'adminPasswordFieldsRequired', MESSAGES.adminPasswordFieldsRequired],
    [
      { current_password: ADMIN_PASSWORD, new_password: 'short-pass' },
      'adminPasswordTooShort',
      'The new password must be at least 12 characters.',
    ],
    [
      { current_password: ADMIN_PASSWORD, new_password: ADMIN_PASSWORD },
      'adminPasswordUnchanged',
      MESSAGES.adminPasswordUnchanged,
    ],
    [
      { current_password: 'not-the-password', new_password: NEW_PASSWORD },
      'adminPasswordWrong',
      MESSAGES.adminPasswordWrong,
    ],
  ])('answers 400 for %j and ends no session', async (body, code, message) => {
    const current = await login();
    const other = await login();
    const res = await change(current, body);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: 'error', code, message });
    expect((await adminGet(other)).status).toBe(200);
    await login(); // the password is unchanged
  });

  it('of five changes at once with the same current password, exactly one applies', async () => {
    const token = await login();
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        change(token, { current_password: ADMIN_PASSWORD, new_password: `${NEW_PASSWORD}-${n}` }),
      ),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(answers.filter((a) => a.status === 400).map((a) => a.body.code)).toEqual(
      Array(4).fill('adminPasswordWrong'),
    );
    const winner = answers.indexOf(won[0]) + 1;
    const back = await change(token, {
      current_password: `${NEW_PASSWORD}-${winner}`,
      new_password: ADMIN_PASSWORD,
    });
    expect(back.status).toBe(200);
  });
});
