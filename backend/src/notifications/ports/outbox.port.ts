import { Page } from '../../common/dto/pagination.dto';
import { MailQueue } from './mail-queue.port';

/** queued: waiting for (another) attempt; sent; failed: every attempt failed, given up. */
export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export interface QueuedMail {
  readonly id: string;
  readonly kind: string;
  /** One message per key (a reminder's names the time it was written for). */
  readonly dedupe_key: string;
  readonly recipients: string[];
  readonly subject: string;
  readonly text_body: string;
  readonly html_body: string;
  readonly ics: string | null;
  readonly appointment_id: string | null;
  readonly status: OutboxStatus;
  readonly attempts: number;
  readonly next_attempt_at: Date;
  readonly last_error: string | null;
  readonly created_at: Date;
  readonly sent_at: Date | null;
  /** Recipients and body erased once delivered (see OutgoingMail.scrubAfterSend). */
  readonly scrub_after_send: boolean;
  /** The encrypted body of a mail that carries a secret (see mail-seal.ts); null once delivered. */
  readonly sealed_body: string | null;
}

/** The outbox: the mails queued (see MailQueue) and their delivery. */
export abstract class OutboxRepository extends MailQueue {
  /** Claims up to `limit` due messages for `leaseMs` (SKIP LOCKED: each goes to one sender). */
  abstract claimDue(now: Date, limit: number, leaseMs: number): Promise<QueuedMail[]>;
  abstract markSent(id: string, now: Date): Promise<void>;
  /** Drops a claimed message that is no longer true (a reminder of a time moved or cancelled). */
  abstract withdraw(id: string): Promise<void>;
  /** Records a failed attempt: retried at `retryAt`, or given up when `retryAt` is null. */
  abstract markFailed(id: string, error: string, retryAt: Date | null): Promise<void>;
  /** A page of the messages (with `status` when not null), newest first, with the count. */
  abstract list(
    page: Page,
    status: OutboxStatus | null,
  ): Promise<{ items: QueuedMail[]; total: number }>;
  /** The messages about an appointment, oldest first. */
  abstract listForAppointment(appointmentId: string): Promise<QueuedMail[]>;
  /**
   * Queues a message that is not sent for a new round of attempts, due at `now` (its last error is
   * kept). One conditional UPDATE, so a message the sweep is sending at that moment is not sent
   * twice: its claim stays, and its delivery still marks it sent.
   */
  abstract retry(id: string, now: Date): Promise<'queued' | 'already_sent' | 'not_found'>;
  /** Which of these dedupe keys are already queued (or sent). */
  abstract queuedKeys(keys: readonly string[]): Promise<Set<string>>;
}
