/** The field checks every form shares and the browser reuses: text, e-mail, phone, lists, limits. */
export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  subject: 200,
  message: 5000,
  notes: 2000,
  address: 300,
  company: 200,
  username: 100,
  password: 200,
  text: 2000,
  listItem: 200,
  listItems: 50,
} as const;

/** A string field as text, trimmed; numbers are accepted as their digits; anything else is empty. */
export function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/**
 * A plain address and nothing else: a dot-separated local part of the characters RFC 5322 allows
 * unquoted (atext), then a domain name of letters, digits and inner hyphens with a top-level label
 * that starts with a letter. No display name, angle brackets, quotes, comments, commas or spaces,
 * so a mailer can read it as exactly one recipient, the one stored.
 */
const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const TOP_LABEL = '[A-Za-z](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])';
const EMAIL_RE = new RegExp(`^${ATOM}(?:\\.${ATOM})*@(?:${LABEL}\\.)+${TOP_LABEL}$`);
/** The longest local part (before the @) a mail server must accept. */
const LOCAL_PART_MAX = 64;

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/** A plain e-mail address (see EMAIL_RE), at most LIMITS.email long; surrounding blanks are ignored. */
export function isValidEmail(email: string): boolean {
  const address = email.trim();
  return (
    address.length <= LIMITS.email &&
    EMAIL_RE.test(address) &&
    address.indexOf('@') <= LOCAL_PART_MAX
  );
}

/**
 * A phone number as digits only, or null when it is not a plausible number. North American numbers
 * lose their leading country code 1, so "(301) 555-0123" and "+1 301 555 0123" are the same client.
 */
export function normalizePhone(phone: string): string | null {
  if (!/^[\d\s()+.-]+$/.test(phone.trim())) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length === 11 && digits.startsWith('1')) return digits.slice(1);
  if (digits.length < 10 || digits.length > 15) return null;
  return digits;
}

/** "a, b,, c " -> ["a", "b", "c"]: comma separated, trimmed, empties dropped. */
export function parseList(input: unknown): string[] {
  if (Array.isArray(input)) return input.map(text).filter((s) => s !== '');
  return text(input)
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
}
