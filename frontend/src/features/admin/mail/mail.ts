import { MESSAGES, formatStamp } from '@esthetics/domain';
import type { Schemas } from '../../../api/client';
import { ApiError } from '../../../api/errors';
import { appointmentHref } from '../agenda/agenda';
import { PAGE_SIZE, type ListState } from '../list-state';

/**
 * The Mail tab: the outbox, newest first, a page at a time, with what went wrong and what can be sent
 * again. Framework-free so it is tested without a browser.
 */
export type OutboxMessage = Schemas['OutboxMessageDto'];

/** The one filter of the tab ("Failed only"), as the list state keeps it in the URL. */
export const MAIL_FILTER_STATUSES = ['failed'] as const;

/** A queued e-mail whose attempt has been due this long without being made is stuck. */
export const STUCK_AFTER_MINUTES = 15;

/** The API query of a page of the outbox. */
export function mailQuery(state: Pick<ListState, 'page' | 'status'>): {
  limit: number;
  offset: number;
  status?: 'failed';
} {
  return {
    limit: PAGE_SIZE,
    offset: (state.page - 1) * PAGE_SIZE,
    ...(state.status === 'failed' ? { status: 'failed' as const } : {}),
  };
}

export type MailState = 'sent' | 'queued' | 'retrying' | 'stuck' | 'failed';

const STATE_LABELS: Readonly<Record<MailState, string>> = {
  sent: 'Sent',
  queued: 'Waiting to send',
  retrying: 'Retrying',
  stuck: 'Stuck',
  failed: 'Failed',
};

/**
 * Where an e-mail is: sent; failed for good; queued but its attempt overdue for a while (stuck, the
 * sweeper is not getting to it); queued again after a failed attempt (retrying); or simply waiting.
 */
export function mailState(m: OutboxMessage, now: Date): MailState {
  if (m.status === 'sent') return 'sent';
  if (m.status === 'failed') return 'failed';
  const due = Date.parse(m.next_attempt_at ?? m.created_at);
  if (now.getTime() - due >= STUCK_AFTER_MINUTES * 60_000) return 'stuck';
  if (m.last_error) return 'retrying';
  return 'queued';
}

/** Failed ones, and queued ones that are stuck or retrying, can be sent again; sent ones cannot. */
export const canSendAgain = (m: OutboxMessage, now: Date): boolean =>
  ['failed', 'stuck', 'retrying'].includes(mailState(m, now));

/** "appointment_confirmed" -> "Appointment confirmed". */
export function kindLabel(kind: string): string {
  const words = kind.replace(/[_-]+/g, ' ').trim();
  return words ? words[0].toUpperCase() + words.slice(1) : kind;
}

/** "Nov 23, 2026, 2:10 PM" in the business's time zone. */
export const mailTime = (iso: string, timeZone: string): string =>
  formatStamp(new Date(iso), timeZone);

/** How often sending was tried: "Not yet", "Once", "8 times". */
export const attemptsText = (n: number): string =>
  n <= 0 ? 'Not yet' : n === 1 ? 'Once' : `${n} times`;

/** What a row shows about one e-mail, every text ready to render. */
export interface MailView {
  readonly id: string;
  readonly subject: string;
  readonly to: string;
  readonly kind: string;
  readonly state: MailState;
  readonly stateLabel: string;
  /** Shown highlighted: failed, stuck or retrying. */
  readonly needsAttention: boolean;
  readonly written: string;
  readonly sent: string | null;
  /** When the next attempt is due, while it waits. */
  readonly nextTry: string | null;
  /** How often sending was tried, in words. */
  readonly attempts: string;
  readonly lastError: string | null;
  readonly invitation: boolean;
  readonly canSendAgain: boolean;
  /** The console page of the appointment it is about, if any. */
  readonly appointmentHref: string | null;
}

export function mailView(m: OutboxMessage, now: Date, timeZone: string): MailView {
  const state = mailState(m, now);
  return {
    id: m.id,
    subject: m.subject,
    to: m.to.join(', '),
    kind: kindLabel(m.kind),
    state,
    stateLabel: STATE_LABELS[state],
    needsAttention: state === 'failed' || state === 'stuck' || state === 'retrying',
    written: mailTime(m.created_at, timeZone),
    sent: m.sent_at ? mailTime(m.sent_at, timeZone) : null,
    nextTry:
      m.status === 'queued' && m.next_attempt_at ? mailTime(m.next_attempt_at, timeZone) : null,
    attempts: attemptsText(m.attempts),
    lastError: state === 'sent' ? null : m.last_error,
    invitation: m.has_invitation,
    canSendAgain: canSendAgain(m, now),
    appointmentHref: m.appointment_id ? appointmentHref(m.appointment_id) : null,
  };
}

export type MailNotice = { kind: 'success' | 'error'; text: string };

/** The notice after "Send again": queued again; already sent (the server's 409); or it failed. */
export function retryNotice(outcome: { ok: true } | { ok: false; error: unknown }): MailNotice {
  if (outcome.ok) return { kind: 'success', text: MESSAGES.outboxRetried };
  const { error } = outcome;
  if (error instanceof ApiError) {
    if (error.status === 409) {
      return { kind: 'error', text: error.message || MESSAGES.outboxAlreadySent };
    }
    return { kind: 'error', text: MESSAGES.outboxRetryFailed };
  }
  return { kind: 'error', text: MESSAGES.networkError };
}

/** What the empty list says: nothing sent yet, or nothing failed. */
export const emptyMailText = (failedOnly: boolean): string =>
  failedOnly ? 'No failed e-mails. Everything was delivered or is on its way.' : 'No e-mails yet.';
