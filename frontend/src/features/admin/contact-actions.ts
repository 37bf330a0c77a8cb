import {
  ADMIN_SETTABLE_STATUSES,
  STATUS_LABELS,
  type AdminSettableStatus,
} from '@esthetics/domain';
import { telHref } from '../../components/tel';

/**
 * The row actions of docs/spec.md#admin-dashboard: reply by e-mail, copy the e-mail or the contact
 * info, call; and the status buttons of an appointment (the current status's button disabled,
 * docs/spec.md#appointment-status).
 */
export interface Contact {
  readonly name: string;
  readonly email: string;
  readonly phone?: string | null;
}

/** A `mailto:` link with a subject, encoded so any name or subject is safe in it. */
export function mailtoHref(email: string, subject?: string): string {
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : '';
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}${query}`;
}

/** "Maya Lee, maya@example.com, (301) 555-0123": what "Copy contact info" puts on the clipboard. */
export function contactInfo(contact: Contact): string {
  return [contact.name, contact.email, contact.phone].filter((v) => v && v.trim()).join(', ');
}

export const callHref = (phone: string): string => telHref(phone);

export interface StatusButton {
  readonly status: AdminSettableStatus;
  readonly label: string;
  readonly disabled: boolean;
}

/** Confirm, complete and cancel, the one of the current status disabled. */
export function statusButtons(current: string): StatusButton[] {
  return ADMIN_SETTABLE_STATUSES.map((status) => ({
    status,
    label: `Mark ${STATUS_LABELS[status].toLowerCase()}`,
    disabled: status === current,
  }));
}
