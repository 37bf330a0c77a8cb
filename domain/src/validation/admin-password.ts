/** The owner's password change: the current password, and a new one long enough. */
import { ADMIN_PASSWORD_MIN_LENGTH } from '../admin-password-policy';
import { fail, failWith, pass } from './checks';
import { LIMITS } from './fields';
import { Raw, Validation } from './result';

export interface AdminPasswordForm {
  current_password: string;
  new_password: string;
}

/** Both fields given; the new one at least ADMIN_PASSWORD_MIN_LENGTH long and not the current one. */
export function validateAdminPasswordChange(
  raw: Raw<AdminPasswordForm>,
): Validation<AdminPasswordForm> {
  const current = typeof raw.current_password === 'string' ? raw.current_password : '';
  const next = typeof raw.new_password === 'string' ? raw.new_password : '';
  if (!current) return fail('adminPasswordFieldsRequired', 'current_password');
  if (!next) return fail('adminPasswordFieldsRequired', 'new_password');
  // An overlong current password cannot be the right one.
  if (current.length > LIMITS.password) return fail('adminPasswordWrong', 'current_password');
  if (next.length < ADMIN_PASSWORD_MIN_LENGTH) {
    return failWith('adminPasswordTooShort', [ADMIN_PASSWORD_MIN_LENGTH], 'new_password');
  }
  if (next.length > LIMITS.password) {
    return failWith('tooLong', ['The new password', LIMITS.password], 'new_password');
  }
  if (next === current) return fail('adminPasswordUnchanged', 'new_password');
  return pass({ current_password: current, new_password: next });
}
