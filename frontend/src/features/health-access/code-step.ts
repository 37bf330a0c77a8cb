import { checkHealthCode, MESSAGES } from '@esthetics/domain';
import { ApiError } from '../../api/errors';

/** What the code step says under its form: a calm status, or an error about the code or the sending. */
export type StepNotice =
  | { readonly kind: 'status'; readonly text: string }
  | { readonly kind: 'error'; readonly text: string; readonly aboutCode: boolean }
  | null;

/**
 * What the client typed, kept as they see it but only digits, spaces and dashes (a pasted code
 * with its spacing still works), at most a few characters more than a code.
 */
export const typedCode = (raw: string): string => raw.replace(/[^\d\s-]/g, '').slice(0, 9);

/** The code to send, or the problem to show before sending anything (the server's own check). */
export function codeToSend(
  typed: string,
): { ok: true; code: string } | { ok: false; notice: StepNotice } {
  const checked = checkHealthCode(typed);
  if (!checked.ok)
    return { ok: false, notice: { kind: 'error', text: checked.message, aboutCode: true } };
  return { ok: true, code: checked.value };
}

/**
 * A refused or failed call as the step shows it: the server's message (a wrong code with its tries
 * left, an expired code, a polite rate limit), else `fallback`; about the code field when the
 * server named it.
 */
export function failureNotice(error: unknown, fallback: string): StepNotice {
  if (error instanceof ApiError) {
    return { kind: 'error', text: error.message || fallback, aboutCode: error.field === 'code' };
  }
  return { kind: 'error', text: MESSAGES.networkError, aboutCode: false };
}

/** The step's opening line: where the code went, once one is on its way. */
export const sentLine = (emailHint: string | null): string =>
  MESSAGES.healthCodeSent(emailHint ?? 'your email address');
