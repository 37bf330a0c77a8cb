import { MESSAGES } from '../messages';
import { ADMIN_PASSWORD_MIN_LENGTH } from '../admin-password-policy';
import { validateAdminPasswordChange } from './admin-password';

describe('validateAdminPasswordChange', () => {
  const current = 'correct-horse-battery';

  it('passes a new password of the minimum length, kept as typed', () => {
    const next = ' '.repeat(2) + 'x'.repeat(ADMIN_PASSWORD_MIN_LENGTH - 2);
    expect(validateAdminPasswordChange({ current_password: current, new_password: next })).toEqual({
      ok: true,
      value: { current_password: current, new_password: next },
    });
  });

  it.each([
    [{}, 'current_password'],
    [{ current_password: current }, 'new_password'],
    [{ current_password: 42, new_password: 'a-long-enough-password' }, 'current_password'],
    [{ current_password: current, new_password: '' }, 'new_password'],
  ])('asks for both fields: %j', (raw, field) => {
    expect(validateAdminPasswordChange(raw)).toMatchObject({
      ok: false,
      code: 'adminPasswordFieldsRequired',
      message: MESSAGES.adminPasswordFieldsRequired,
      field,
    });
  });

  it('refuses a new password one character short, saying the minimum', () => {
    const result = validateAdminPasswordChange({
      current_password: current,
      new_password: 'x'.repeat(ADMIN_PASSWORD_MIN_LENGTH - 1),
    });
    expect(result).toMatchObject({
      ok: false,
      code: 'adminPasswordTooShort',
      message: 'The new password must be at least 12 characters.',
      field: 'new_password',
    });
  });

  it('refuses an overlong new password and the current one unchanged', () => {
    expect(
      validateAdminPasswordChange({ current_password: current, new_password: 'x'.repeat(201) }),
    ).toMatchObject({ ok: false, code: 'tooLong', field: 'new_password' });
    expect(
      validateAdminPasswordChange({ current_password: current, new_password: current }),
    ).toMatchObject({ ok: false, code: 'adminPasswordUnchanged', field: 'new_password' });
  });

  it('answers an overlong current password as a wrong one', () => {
    expect(
      validateAdminPasswordChange({
        current_password: 'x'.repeat(201),
        new_password: 'a-long-enough-password',
      }),
    ).toMatchObject({ ok: false, code: 'adminPasswordWrong', field: 'current_password' });
  });
});
