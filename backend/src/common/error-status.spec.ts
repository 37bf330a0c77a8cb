import { MESSAGES, validateAdminLogin, validateClientLogin } from '@esthetics/domain';
import { AppError, ConflictError, NotFoundError, ProviderUnavailableError } from './app-errors';
import { answerStatusOf, httpStatusOf, kindOfStatus } from './error-status';

describe('AppError', () => {
  it('of: the catalogue sentence of its code', () => {
    const e = AppError.of('clientNotFound', 'id');
    expect(e).toMatchObject({ code: 'clientNotFound', message: MESSAGES.clientNotFound });
    expect(e.field).toBe('id');
  });

  it('with: a templated catalogue message filled in', () => {
    const e = AppError.with('alreadyInStatus', ['cancelled'], 'status');
    expect(e).toMatchObject({
      code: 'alreadyInStatus',
      message: 'The appointment is already cancelled.',
      field: 'status',
    });
  });

  it("from: a failed domain validation keeps the domain's code, message and field", () => {
    const failure = validateClientLogin({});
    if (failure.ok) throw new Error('expected a failure');
    expect(AppError.from(failure)).toMatchObject({
      code: 'clientLoginRequired',
      message: MESSAGES.clientLoginRequired,
    });
  });

  it('kind classes carry their kind as the code', () => {
    expect(new NotFoundError('x').code).toBe('notFound');
    expect(new ConflictError('x').code).toBe('conflict');
    expect(new ProviderUnavailableError('x').code).toBe('providerUnavailable');
  });
});

describe('httpStatusOf', () => {
  it.each([
    ['adminLoginRequired', 400],
    ['adminLoginFailed', 401],
    ['clientLoginRequired', 400],
    ['clientLoginFailed', 401],
    ['loginRequired', 401],
    ['adminOnly', 403],
    ['ownAccountOnly', 403],
    ['appointmentNotFound', 404],
    ['noHealthForm', 404],
    ['registrationExists', 409],
    ['slotTaken', 409],
    ['alreadyInStatus', 409],
    ['requestTooLarge', 413],
    ['tooManyAttempts', 429],
    ['serverError', 500],
    ['invalidInput', 400],
    ['notFound', 404],
    ['providerUnavailable', 502],
    ['databaseUnavailable', 503],
    ['selectDate', 400],
    ['appointmentStartedCall', 409],
    ['rescheduleTooLateCall', 409],
    ['noShowBeforeStart', 409],
    ['rescheduleSameTime', 400],
  ] as const)('%s -> %i', (code, status) => {
    expect(httpStatusOf(code)).toBe(status);
  });

  it('tells the two ways an admin login fails apart by code alone', () => {
    const missing = validateAdminLogin({ username: 'admin' });
    const overlong = validateAdminLogin({ username: 'admin', password: 'x'.repeat(500) });
    if (missing.ok || overlong.ok) throw new Error('expected failures');
    expect(httpStatusOf(missing.code)).toBe(400);
    expect(httpStatusOf(overlong.code)).toBe(401);
  });
});

describe('answerStatusOf', () => {
  it('is "exists" for a registration whose e-mail has an account, "error" otherwise', () => {
    expect(answerStatusOf('registrationExists')).toBe('exists');
    expect(answerStatusOf('emailTaken')).toBe('error');
  });
});

describe('kindOfStatus', () => {
  it.each([
    [400, 'invalidInput'],
    [401, 'notAuthenticated'],
    [404, 'notFound'],
    [413, 'requestTooLarge'],
    [405, 'invalidInput'],
    [503, 'serverError'],
  ] as const)('%i -> %s', (status, code) => {
    expect(kindOfStatus(status)).toBe(code);
  });
});
