import { MESSAGES, validateAdminLogin, type AdminLoginForm } from '@esthetics/domain';
import { ApiError } from '../../api/errors';
import { validationProblem, type FormProblem } from '../../components/form-problem';

/**
 * The admin login form (docs/spec.md#validation-rules, #error-catalogue): username and password
 * required; a refusal says 'Invalid admin credentials'; no answer at all says 'Network error.
 * Please try again.'
 */
export function checkAdminLogin(
  fields: AdminLoginForm,
): { ok: true; body: AdminLoginForm } | ({ ok: false } & FormProblem) {
  const checked = validateAdminLogin(fields);
  if (checked.ok) return { ok: true, body: checked.value };
  return { ok: false, ...validationProblem(checked, fields, ['username', 'password']) };
}

export function adminLoginProblem(error: unknown): FormProblem {
  if (error instanceof ApiError) {
    if (error.status === 429)
      return { text: error.message || MESSAGES.tooManyAttempts, fields: [] };
    return { text: MESSAGES.adminLoginFailed, fields: [] };
  }
  return { text: MESSAGES.networkError, fields: [] };
}

/** Where to go after logging in: back where the guard came from (console paths only), else the dashboard. */
export function adminReturnPath(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from === 'string' && from.startsWith('/admin/') && !from.startsWith('/admin/login')) {
    return from;
  }
  return '/admin/dashboard';
}
