import { InboxStatus } from '@esthetics/domain';

/** A search of the admin lists, as the SQL adapters apply it. */
export interface SearchTerms {
  /** For ILIKE over names, e-mails and subjects: `%text%`, with LIKE's wildcards escaped. */
  readonly pattern: string;
  /**
   * For LIKE over phone numbers (stored as digits only): `%digits%`, or null when the search is not
   * a phone number (it has letters, or no digits), so "Ana 3" never matches every phone with a 3.
   */
  readonly digitsPattern: string | null;
}

const PHONE_LIKE = /^[\d\s().+-]+$/;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The patterns of a search text (already trimmed and non-empty). */
export function searchTerms(text: string): SearchTerms {
  const digits = text.replace(/\D/g, '');
  return {
    pattern: `%${escapeLike(text)}%`,
    digitsPattern: PHONE_LIKE.test(text) && digits.length > 0 ? `%${digits}%` : null,
  };
}

/** The admin inbox's filters (contact messages, corporate inquiries); null means no filter. */
export interface InboxFilter {
  readonly status: InboxStatus | null;
  /** Contacts: name, e-mail or subject; inquiries: company, contact name or e-mail. */
  readonly search: string | null;
}
