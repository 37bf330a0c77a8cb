import { HEALTH_CODE_DIGITS } from './health-access-policy';
import { MESSAGES } from './messages';
import type { Validation } from './validation/result';

export * from './health-access-policy';

/**
 * The code a client typed, as the server compares it: digits only (spaces and dashes from a copied
 * code dropped), exactly HEALTH_CODE_DIGITS of them. The browser checks the same before it sends.
 */
export function checkHealthCode(raw: unknown): Validation<string> {
  const digits = typeof raw === 'string' ? raw.replace(/[\s-]/g, '') : '';
  if (!new RegExp(`^\\d{${HEALTH_CODE_DIGITS}}$`).test(digits)) {
    return {
      ok: false,
      code: 'healthCodeFormat',
      message: MESSAGES.healthCodeFormat,
      field: 'code',
    };
  }
  return { ok: true, value: digits };
}

/** "m***a@example.com": enough of the address for its owner to know it, little for anyone else. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const local = email.slice(0, at);
  const shown = local.length <= 2 ? local[0] : `${local[0]}***${local[local.length - 1]}`;
  return `${local.length <= 2 ? `${shown}***` : shown}${email.slice(at)}`;
}
