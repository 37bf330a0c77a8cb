import {
  validateAdminLogin,
  validateClaimRequest,
  validateClientLogin,
  validateClientProfile,
} from './accounts';
import { fail } from './checks';

const long = (n: number) => 'x'.repeat(n);

/** Jane's required fields once normalised. */
const JANE = {
  first_name: 'Jane',
  last_name: 'Doe',
  email: 'jane@example.com',
  phone: '3015550123',
};

describe('validateClientProfile (registration and profile update)', () => {
  const OK = {
    first_name: 'Jane',
    last_name: 'Doe',
    email: 'Jane@Example.com',
    phone: '(301) 555-0123',
  };

  it.each([
    ['first name', { ...OK, first_name: '' }],
    ['last name', { ...OK, last_name: '  ' }],
    ['email', { ...OK, email: undefined }],
    ['phone', { ...OK, phone: null }],
  ])('missing %s -> MESSAGES.requiredFields', (_label, raw) => {
    expect(validateClientProfile(raw)).toEqual(fail('requiredFields'));
  });

  it('refuses a malformed e-mail', () => {
    expect(validateClientProfile({ ...OK, email: 'jane.example.com' })).toEqual(
      fail('invalidEmail', 'email'),
    );
  });

  it('refuses a phone that is not a number', () => {
    expect(validateClientProfile({ ...OK, phone: '555' })).toEqual(fail('invalidPhone', 'phone'));
  });

  it.each([
    ['1990-02-30', {}],
    ['30/01/1990', {}],
    ['1899-12-31', {}],
    ['2026-03-03', { today: '2026-03-02' }],
  ])('refuses the date of birth %p (context %p)', (dob, context) => {
    expect(validateClientProfile({ ...OK, date_of_birth: dob }, context)).toEqual(
      fail('invalidDateOfBirth', 'date_of_birth'),
    );
  });

  it.each([
    ['1900-01-01', {}],
    ['2026-03-02', { today: '2026-03-02' }],
    ['2030-01-01', {}],
  ])('accepts the date of birth %p (context %p)', (dob, context) => {
    const r = validateClientProfile({ ...OK, date_of_birth: dob }, context);
    expect(r).toMatchObject({ ok: true, value: { date_of_birth: dob } });
  });

  it('refuses an emergency phone that is not a number', () => {
    expect(validateClientProfile({ ...OK, emergency_contact_phone: 'mom' })).toEqual(
      fail('invalidEmergencyPhone', 'emergency_contact_phone'),
    );
  });

  it.each([
    ['first_name', 'First name must be at most 100 characters.'],
    ['last_name', 'Last name must be at most 100 characters.'],
    ['emergency_contact_name', 'Emergency contact name must be at most 100 characters.'],
  ])('refuses a %s over 100 characters', (field, message) => {
    expect(validateClientProfile({ ...OK, [field]: long(101) })).toEqual({
      ok: false,
      code: 'tooLong',
      message,
      field,
    });
  });

  it('normalises the required fields and nulls the empty optional ones', () => {
    expect(
      validateClientProfile({
        ...OK,
        date_of_birth: '',
        emergency_contact_name: '  ',
        emergency_contact_phone: '',
      }),
    ).toEqual({
      ok: true,
      value: {
        ...JANE,
        date_of_birth: null,
        emergency_contact_name: null,
        emergency_contact_phone: null,
      },
    });
  });

  it('keeps and normalises the optional fields when given', () => {
    expect(
      validateClientProfile(
        {
          first_name: ' Jane ',
          last_name: ' Doe ',
          email: 'JANE@example.com',
          phone: '+1 301 555 0123',
          date_of_birth: '1990-05-17',
          emergency_contact_name: ' John Doe ',
          emergency_contact_phone: '(240) 555-0199',
        },
        { today: '2026-03-02' },
      ),
    ).toEqual({
      ok: true,
      value: {
        ...JANE,
        date_of_birth: '1990-05-17',
        emergency_contact_name: 'John Doe',
        emergency_contact_phone: '2405550199',
      },
    });
  });
});

describe('validateClientLogin', () => {
  it.each([
    ['no e-mail', { phone: '3015550123' }],
    ['no phone', { email: 'jane@example.com' }],
    ['blank both', { email: ' ', phone: ' ' }],
  ])('%s -> asks for both', (_label, raw) => {
    expect(validateClientLogin(raw)).toEqual(fail('clientLoginRequired'));
  });

  it.each([
    ['a malformed e-mail', { email: 'jane', phone: '3015550123' }],
    ['a malformed phone', { email: 'jane@example.com', phone: '123' }],
  ])('%s answers like any wrong pair', (_label, raw) => {
    expect(validateClientLogin(raw)).toEqual(fail('clientLoginFailed'));
  });

  it('normalises e-mail and phone so any spelling finds the client', () => {
    expect(
      validateClientLogin({ email: ' Jane@Example.com ', phone: '+1 (301) 555-0123' }),
    ).toEqual({
      ok: true,
      value: { email: 'jane@example.com', phone: '3015550123' },
    });
  });
});

describe('validateAdminLogin', () => {
  it.each([
    ['no username', { password: 'secret' }],
    ['blank username', { username: '  ', password: 'secret' }],
    ['no password', { username: 'admin' }],
    ['empty password', { username: 'admin', password: '' }],
    ['a password that is not text', { username: 'admin', password: 12345 }],
  ])('%s -> asks for both', (_label, raw) => {
    expect(validateAdminLogin(raw)).toEqual(fail('adminLoginRequired'));
  });

  it.each([
    ['username', { username: long(101), password: 'secret' }],
    ['password', { username: 'admin', password: long(201) }],
  ])('an over-long %s answers MESSAGES.adminLoginFailed', (_label, raw) => {
    expect(validateAdminLogin(raw)).toEqual(fail('adminLoginFailed'));
  });

  it('trims the username but keeps the password exactly as typed', () => {
    expect(validateAdminLogin({ username: ' admin ', password: ' s3cret ' })).toEqual({
      ok: true,
      value: { username: 'admin', password: ' s3cret ' },
    });
  });

  it('accepts a username and password at their limits', () => {
    expect(validateAdminLogin({ username: long(100), password: long(200) }).ok).toBe(true);
  });
});

describe('validateClaimRequest', () => {
  it('takes a valid address, trimmed and lower-cased', () => {
    expect(validateClaimRequest({ email: '  Ann@Example.COM ' })).toEqual({
      ok: true,
      value: { email: 'ann@example.com' },
    });
  });

  it.each([undefined, '', 'not-an-address', 42])('refuses %p with invalidEmail', (email) => {
    const result = validateClaimRequest({ email });
    expect(result).toMatchObject({ ok: false, code: 'invalidEmail', field: 'email' });
  });
});
