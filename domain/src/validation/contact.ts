/** The contact form. */
import { isValidEmail, LIMITS, normalizeEmail, text } from './fields';
import { fail, pass, tooLong } from './checks';
import { Raw, Validation } from './result';

export interface ContactForm {
  name: string;
  email: string;
  subject: string;
  message: string;
}

export function validateContact(raw: Raw<ContactForm>): Validation<ContactForm> {
  const form = {
    name: text(raw.name),
    email: text(raw.email),
    subject: text(raw.subject),
    message: text(raw.message),
  };
  if (!form.name || !form.email || !form.subject || !form.message) return fail('contactRequired');
  if (!isValidEmail(form.email)) return fail('invalidEmail', 'email');
  const long = tooLong({
    name: ['Name', form.name, LIMITS.name],
    subject: ['Subject', form.subject, LIMITS.subject],
    message: ['Message', form.message, LIMITS.message],
  });
  if (long) return long;
  return pass({ ...form, email: normalizeEmail(form.email) });
}
