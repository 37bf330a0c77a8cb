/**
 * Contact messages and corporate inquiries as the owner works through them: 'new' until she opens
 * one, then read, replied or archived (the console shows 'new' highlighted, others neutral).
 */
export const INBOX_STATUSES = ['new', 'read', 'replied', 'archived'] as const;
export type InboxStatus = (typeof INBOX_STATUSES)[number];

export const isInboxStatus = (value: unknown): value is InboxStatus =>
  typeof value === 'string' && (INBOX_STATUSES as readonly string[]).includes(value);

export const INBOX_STATUS_LABELS: Readonly<Record<InboxStatus, string>> = {
  new: 'New',
  read: 'Read',
  replied: 'Replied',
  archived: 'Archived',
};
