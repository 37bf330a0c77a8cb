import { EntityManager } from 'typeorm';

/** An e-mail to send, written to the outbox in the same transaction as the event that causes it. */
export interface OutgoingMail {
  readonly kind: string;
  /** Unique per message: the same key is never queued twice. */
  readonly dedupeKey: string;
  readonly to: readonly string[];
  readonly subject: string;
  readonly text: string;
  readonly html: string;
  /** An iCalendar invitation (METHOD:REQUEST) to attach. */
  readonly ics?: string | null;
  /** The appointment the message is about, if any (the admin console lists them with it). */
  readonly appointmentId?: string | null;
}

/** Queues mails inside an open transaction; a key already queued is skipped. */
export async function queueMail(
  tx: EntityManager,
  mails: readonly OutgoingMail[],
  now: Date,
): Promise<void> {
  for (const m of mails) {
    if (m.to.length === 0) continue;
    await tx.query(
      `INSERT INTO outbox_messages (kind, dedupe_key, recipients, subject, text_body, html_body, ics, appointment_id, next_attempt_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9)
       ON CONFLICT (dedupe_key) DO NOTHING`,
      [
        m.kind,
        m.dedupeKey,
        [...m.to],
        m.subject,
        m.text,
        m.html,
        m.ics ?? null,
        m.appointmentId ?? null,
        now,
      ],
    );
  }
}
