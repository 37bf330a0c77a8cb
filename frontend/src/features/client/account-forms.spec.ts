import { MESSAGES } from '@esthetics/domain';
import {
  checkLogin,
  checkProfile,
  EMPTY_PROFILE,
  loginProblem,
  profileFieldsOf,
  profileProblem,
  registrationProblem,
  returnPath,
} from './account-forms';
import { ApiError } from '../../api/errors';
import type { Client } from './client-session';

const TODAY = '2026-11-23';
const FILLED = {
  ...EMPTY_PROFILE,
  first_name: ' Maya ',
  last_name: 'Lee',
  email: 'Maya@Example.com',
  phone: '(301) 555-0123',
};

describe('checkProfile', () => {
  it('asks for the required fields and points at every empty one, the first taking the message', () => {
    const checked = checkProfile({ ...FILLED, last_name: ' ', phone: '' }, TODAY);
    expect(checked).toEqual({
      ok: false,
      text: MESSAGES.requiredFields,
      field: 'last_name',
      fields: ['last_name', 'phone'],
    });
  });

  it('reports a malformed value beside its field', () => {
    expect(checkProfile({ ...FILLED, email: 'maya@' }, TODAY)).toMatchObject({
      ok: false,
      text: MESSAGES.invalidEmail,
      field: 'email',
      fields: ['email'],
    });
    expect(checkProfile({ ...FILLED, date_of_birth: '2030-01-01' }, TODAY)).toMatchObject({
      ok: false,
      text: MESSAGES.invalidDateOfBirth,
      field: 'date_of_birth',
    });
    expect(checkProfile({ ...FILLED, emergency_contact_phone: '12' }, TODAY)).toMatchObject({
      ok: false,
      field: 'emergency_contact_phone',
    });
  });

  it('sends the fields trimmed, an emptied optional field empty (which clears it)', () => {
    expect(checkProfile({ ...FILLED, emergency_contact_name: '  ' }, TODAY)).toEqual({
      ok: true,
      body: { ...FILLED, first_name: 'Maya', emergency_contact_name: '' },
    });
  });
});

describe('profileFieldsOf', () => {
  it('shows a missing optional value as an empty field', () => {
    const client: Client = {
      id: 'c1',
      first_name: 'Maya',
      last_name: 'Lee',
      email: 'maya@example.com',
      phone: '3015550123',
      date_of_birth: null,
      emergency_contact_name: 'Sam',
      emergency_contact_phone: null,
      created_at: '2026-11-01T10:00:00.000Z',
      email_verified: true,
    };
    expect(profileFieldsOf(client)).toEqual({
      first_name: 'Maya',
      last_name: 'Lee',
      email: 'maya@example.com',
      phone: '3015550123',
      date_of_birth: '',
      emergency_contact_name: 'Sam',
      emergency_contact_phone: '',
    });
  });
});

describe('checkLogin', () => {
  it('asks for both fields, pointing at the empty one', () => {
    expect(checkLogin({ email: 'maya@example.com', phone: ' ' })).toEqual({
      ok: false,
      text: MESSAGES.clientLoginRequired,
      field: 'phone',
      fields: ['phone'],
    });
  });
  it('answers a malformed pair like any wrong pair, under the form', () => {
    expect(checkLogin({ email: 'maya', phone: '3015550123' })).toEqual({
      ok: false,
      text: MESSAGES.clientLoginFailed,
      field: undefined,
      fields: [],
    });
  });
  it('sends the pair normalised', () => {
    expect(checkLogin({ email: ' Maya@Example.com', phone: '(301) 555-0123' })).toEqual({
      ok: true,
      body: { email: 'maya@example.com', phone: '3015550123' },
    });
  });
});

describe('what a refusal says', () => {
  const network = new TypeError('Failed to fetch');

  it('registration: an existing account, the server message, the default, the network', () => {
    expect(registrationProblem(new ApiError(409, 'x', undefined, 'exists'))).toEqual({
      text: MESSAGES.registrationExists,
      field: 'email',
      fields: ['email'],
    });
    expect(registrationProblem(new ApiError(400, 'Bad phone', 'phone'))).toEqual({
      text: 'Bad phone',
      field: 'phone',
      fields: ['phone'],
    });
    expect(registrationProblem(new ApiError(500, ''))).toMatchObject({
      text: MESSAGES.registrationFailed,
    });
    expect(registrationProblem(network)).toMatchObject({ text: MESSAGES.networkError });
  });

  it('login: a wrong pair, a rate limit in the server words, the network', () => {
    expect(loginProblem(new ApiError(401, 'whatever'))).toEqual({
      text: MESSAGES.clientLoginFailed,
      fields: [],
    });
    expect(loginProblem(new ApiError(429, 'Slow down'))).toEqual({
      text: 'Slow down',
      fields: [],
    });
    expect(loginProblem(new ApiError(429, ''))).toMatchObject({ text: MESSAGES.tooManyAttempts });
    expect(loginProblem(network)).toEqual({ text: MESSAGES.networkError, fields: [] });
  });

  it("profile: the server's message beside its field, else 'Update failed'", () => {
    expect(profileProblem(new ApiError(409, MESSAGES.emailTaken, 'email'))).toEqual({
      text: MESSAGES.emailTaken,
      field: 'email',
      fields: ['email'],
    });
    expect(profileProblem(new ApiError(500, ''))).toMatchObject({ text: MESSAGES.updateFailed });
  });
});

describe('returnPath', () => {
  it('goes back to the client page the guard came from', () => {
    expect(returnPath({ from: '/client/dashboard?tab=health-forms' })).toBe(
      '/client/dashboard?tab=health-forms',
    );
  });
  it('else to the dashboard, never elsewhere nor back to the login', () => {
    for (const state of [
      null,
      undefined,
      'x',
      { from: 42 },
      { from: 'https://evil.example/client/x' },
      { from: '//evil.example' },
      { from: '/admin/dashboard' },
      { from: '/client/login' },
      { from: '/client/register' },
    ]) {
      expect(returnPath(state)).toBe('/client/dashboard');
    }
  });
});
