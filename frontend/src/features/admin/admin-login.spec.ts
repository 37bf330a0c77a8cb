import { MESSAGES } from '@esthetics/domain';
import { ApiError } from '../../api/errors';
import { adminLoginProblem, adminReturnPath, checkAdminLogin } from './admin-login';

describe('the admin login form', () => {
  it('needs a username and a password, pointing at the first empty one', () => {
    expect(checkAdminLogin({ username: '', password: '' })).toMatchObject({
      ok: false,
      text: MESSAGES.adminLoginRequired,
      field: 'username',
      fields: ['username', 'password'],
    });
    expect(checkAdminLogin({ username: 'admin', password: '' })).toMatchObject({
      ok: false,
      field: 'password',
    });
    expect(checkAdminLogin({ username: ' admin ', password: 'secret' })).toEqual({
      ok: true,
      body: { username: 'admin', password: 'secret' },
    });
  });

  it('says MESSAGES.adminLoginFailed on a refusal and the network message without an answer', () => {
    expect(adminLoginProblem(new ApiError(401, 'whatever'))).toEqual({
      text: MESSAGES.adminLoginFailed,
      fields: [],
    });
    expect(adminLoginProblem(new ApiError(429, 'Slow down'))).toEqual({
      text: 'Slow down',
      fields: [],
    });
    expect(adminLoginProblem(new TypeError('Failed to fetch'))).toEqual({
      text: MESSAGES.networkError,
      fields: [],
    });
  });

  it('goes back where the guard came from, console paths only', () => {
    expect(adminReturnPath({ from: '/admin/clients/42' })).toBe('/admin/clients/42');
    expect(adminReturnPath({ from: '/admin/login' })).toBe('/admin/dashboard');
    expect(adminReturnPath({ from: 'https://evil.example/admin/' })).toBe('/admin/dashboard');
    expect(adminReturnPath(null)).toBe('/admin/dashboard');
  });
});
