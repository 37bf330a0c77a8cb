/** An e-mail to send, queued in the same transaction as the event that causes it. */
export interface OutgoingMail {
  readonly kind: string;
  /** Unique per message: the same key is never queued twice. */
  readonly dedupeKey: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** An iCalendar invitation (METHOD:REQUEST, or METHOD:CANCEL to withdraw it) to attach. */
  readonly ics?: string | null;
  /** The appointment the message is about, if any (the admin console lists them with it). */
  readonly appointmentId?: string | null;
  /**
   * Once delivered (or given up), the outbox keeps no recipient nor body of it: the confirmation
   * that an account was deleted must not keep the address it was sent to.
   */
  readonly scrubAfterSend?: boolean;
  /**
   * The body carries a secret (a one-time code, a link that proves an address): the outbox keeps it
   * only encrypted, and erases it once delivered (see mail-seal.ts).
   */
  readonly sealed?: boolean;
}

/**
 * Where every module puts the mails an event causes. Called inside a UnitOfWork, the mails are
 * queued in that transaction: they go if and only if the change that causes them is stored.
 */
export abstract class MailQueue {
  /** Queues the mails; a dedupe key already queued is skipped. */
  abstract queue(mails: readonly OutgoingMail[], now: Date): Promise<void>;
}
