import { MESSAGES, validateContact, type ContactForm } from '@esthetics/domain';
import type { ApiClient } from '../../api/client';

export type SendOutcome =
  | { readonly ok: true; readonly message: string }
  | { readonly ok: false; readonly message: string; readonly field?: string };

export const EMPTY_CONTACT_FORM: ContactForm = { name: '', email: '', subject: '', message: '' };

/** The server's message from an error answer, when it sent one. */
export function serverMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'message' in error) {
    const { message } = error as { message: unknown };
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return undefined;
}

/**
 * Checks the form with the domain's rules (the server runs the same), then sends it. Nothing is sent
 * when a field is missing.
 */
export async function sendContact(client: ApiClient, form: ContactForm): Promise<SendOutcome> {
  const checked = validateContact(form);
  if (!checked.ok) return { ok: false, message: checked.message, field: checked.field };
  try {
    const { data, error } = await client.POST('/api/contact', { body: form });
    if (data?.status === 'success')
      return { ok: true, message: data.message || MESSAGES.contactSent };
    return {
      ok: false,
      message: serverMessage(error) ?? serverMessage(data) ?? MESSAGES.contactFailed,
    };
  } catch {
    return { ok: false, message: MESSAGES.networkError };
  }
}
