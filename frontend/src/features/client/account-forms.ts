import {
  MESSAGES,
  validateClientLogin,
  validateClientProfile,
  type ClientLoginForm,
} from '@esthetics/domain';
import { ApiError, failureMessage } from '../../api/errors';
import type { Checked } from '../account/useCheckedForm';
import { failureProblem, validationProblem, type FormProblem } from '../../components/form-problem';

/**
 * The registration, profile and login forms of the client area (docs/spec.md#validation-rules,
 * #error-catalogue): their fields, the domain's checks, and what a refusal says. Framework-free so
 * it is tested without a browser.
 */
export interface ProfileFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  date_of_birth: string;
  emergency_contact_name: string;
  emergency_contact_phone: string;
}

export const PROFILE_REQUIRED = ['first_name', 'last_name', 'email', 'phone'] as const;

const PROFILE_FIELDS = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'date_of_birth',
  'emergency_contact_name',
  'emergency_contact_phone',
] as const satisfies readonly (keyof ProfileFields)[];

/** The stored client as the profile form's fields (no value is an empty field). */
export const profileFieldsOf = (
  client: Partial<Record<keyof ProfileFields, string | null>>,
): ProfileFields =>
  Object.fromEntries(PROFILE_FIELDS.map((name) => [name, client[name] ?? ''])) as Record<
    keyof ProfileFields,
    string
  >;

export const EMPTY_PROFILE: ProfileFields = profileFieldsOf({});

/**
 * Registration and profile: names, e-mail and phone required, the rest optional (a date of birth not
 * after `today`). The body keeps the fields as typed (trimmed); the server normalises them the same way.
 * An emptied optional field is sent empty, which clears it.
 */
export function checkProfile(fields: ProfileFields, today: string): Checked<ProfileFields> {
  const checked = validateClientProfile(fields, { today });
  if (!checked.ok) return { ok: false, ...validationProblem(checked, fields, PROFILE_REQUIRED) };
  const body = Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [name, value.trim()]),
  ) as unknown as ProfileFields;
  return { ok: true, body };
}

export function checkLogin(fields: ClientLoginForm): Checked<ClientLoginForm> {
  const checked = validateClientLogin(fields);
  if (checked.ok) return { ok: true, body: checked.value };
  return { ok: false, ...validationProblem(checked, fields, ['email', 'phone']) };
}

/** A refused registration: an e-mail with an account says so; else the server's message or the default. */
export function registrationProblem(error: unknown): FormProblem {
  if (error instanceof ApiError && (error.answerStatus === 'exists' || error.status === 409)) {
    return { text: MESSAGES.registrationExists, field: 'email', fields: ['email'] };
  }
  return failureProblem(error, MESSAGES.registrationFailed);
}

/** A refused login: a wrong pair says so (never which half was wrong); a rate limit gives the server's words. */
export function loginProblem(error: unknown): FormProblem {
  if (error instanceof ApiError) {
    if (error.status === 429)
      return { text: error.message || MESSAGES.tooManyAttempts, fields: [] };
    if (error.status === 401) return { text: MESSAGES.clientLoginFailed, fields: [] };
    return failureProblem(error, MESSAGES.clientLoginFailed);
  }
  return { text: failureMessage(error, MESSAGES.clientLoginFailed), fields: [] };
}

/** A refused profile update: the server's message (beside its field) or 'Update failed'. */
export const profileProblem = (error: unknown): FormProblem =>
  failureProblem(error, MESSAGES.updateFailed);

/**
 * Where to go after logging in: back to the page of the client area the guard came from, else the
 * dashboard. Only paths of the client area are followed (never another site, never the login again).
 */
export function returnPath(state: unknown): string {
  const from =
    typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (
    typeof from === 'string' &&
    from.startsWith('/client/') &&
    !from.startsWith('/client/login') &&
    !from.startsWith('/client/register')
  ) {
    return from;
  }
  return '/client/dashboard';
}
