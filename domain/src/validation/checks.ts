/**
 * The building blocks of the form checks (not exported from the domain): how a check passes or fails,
 * and the checks several forms share.
 */
import { MESSAGES } from '../messages';
import { isValidEmail, normalizeEmail, normalizePhone, text } from './fields';
import { FixedMessageCode, TemplateMessageCode, Validation, ValidationFailure } from './result';

export const fail = (code: FixedMessageCode, field?: string): ValidationFailure => ({
  ok: false,
  code,
  message: MESSAGES[code],
  field,
});

/** A failure whose message is a template: `failWith('tooLong', ['Name', 100], 'name')`. */
export function failWith<K extends TemplateMessageCode>(
  code: K,
  args: Parameters<(typeof MESSAGES)[K]>,
  field?: string,
): ValidationFailure {
  const template = MESSAGES[code] as (...values: Parameters<(typeof MESSAGES)[K]>) => string;
  return { ok: false, code, message: template(...args), field };
}
export const pass = <T>(value: T): Validation<T> => ({ ok: true, value });

export const isBlank = (value: unknown): boolean => text(value) === '';

/** Not given: absent, null or a blank string. Any other value (an object, a boolean) counts as given. */
export const isAbsent = (value: unknown): boolean =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** The first text longer than its limit, reported on its form field: { field: [label, value, max] }. */
export function tooLong(
  fields: Record<string, [string, string, number]>,
): ValidationFailure | null {
  for (const [field, [label, value, max]] of Object.entries(fields)) {
    if (value.length > max) return failWith('tooLong', [label, max], field);
  }
  return null;
}

export function idList(value: unknown): string[] | null {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value)) return null;
  const ids = value.map(text);
  return ids.includes('') ? null : ids;
}

export function wholeNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) ? value : null;
  if (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value)) return Number(value);
  return null;
}

/** The e-mail (normalised) and phone (digits) every form with contact details asks for. */
export function emailAndPhone(
  email: string,
  phoneText: string,
): Validation<{ email: string; phone: string }> {
  if (!isValidEmail(email)) return fail('invalidEmail', 'email');
  const phone = normalizePhone(phoneText);
  if (!phone) return fail('invalidPhone', 'phone');
  return pass({ email: normalizeEmail(email), phone });
}
