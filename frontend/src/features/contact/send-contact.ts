import { MESSAGES, validateContact, type ContactForm } from '@esthetics/domain';
import type { ApiClient } from '../../api/client';
import { validationProblem, type FormProblem } from '../../components/form-problem';

/** The answer to a sent form: the confirmation, or the problem beside its field (or under the form). */
export type SendOutcome =
  { readonly ok: true; readonly message: string } | ({ readonly ok: false } & FormProblem);

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', subject: '', message: '' };

/** Every field of the contact form is required (docs/spec.md#validation-rules). */
export const CONTACT_REQUIRED = ['name', 'email', 'subject', 'message'] as const;

const nonEmpty = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

/** The server's message from an error answer, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'message' in error) {
    return nonEmpty((error as { message: unknown }).message);
  }
  return undefined;
}

/** A refusal as the page shows it: the server's message (else `fallback`), beside the field it names. */
export function serverProblem(answer: unknown, fallback: string): FormProblem {
  const field =
    answer && typeof answer === 'object' && 'field' in answer
      ? nonEmpty((answer as { field: unknown }).field)
      : undefined;
  return { text: serverMessage(answer) ?? fallback, field, fields: field ? [field] : [] };
}

/**
 * Checks the form with the domain's rules (the server runs the same), then sends it. Nothing is sent
 * when a field is missing: the problem then marks every empty field, the first one with the message.
 */
export async function sendContact(client: ApiClient, form: ContactForm): Promise<SendOutcome> {
  const checked = validateContact(form);
  if (!checked.ok) return { ok: false, ...validationProblem(checked, form, CONTACT_REQUIRED) };
  try {
    const { data, error } = await client.POST('/api/contact', { body: form });
    if (data?.status === 'success')
      return { ok: true, message: data.message || MESSAGES.contactSent };
    return { ok: false, ...serverProblem(error ?? data, MESSAGES.contactFailed) };
  } catch {
    return { ok: false, text: MESSAGES.networkError, fields: [] };
  }
}
