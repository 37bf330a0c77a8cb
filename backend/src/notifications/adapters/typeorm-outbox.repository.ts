import { Injectable } from '@nestjs/common';
import { Page } from '../../common/dto/pagination.dto';
import { TypeormUnitOfWork } from '../../common/unit-of-work';
import { AppConfig } from '../../config/app-config';
import { SEALED_BODY, sealMailBody } from '../mail-seal';
import { OutgoingMail } from '../ports/mail-queue.port';
import { OutboxRepository, OutboxStatus, QueuedMail } from '../ports/outbox.port';

/** How much of a delivery error is kept (the SMTP server's answer can be long). */
const LAST_ERROR_MAX_LENGTH = 1000;

/** What a message marked scrub_after_send keeps of its body once it has left (or been given up). */
export const SCRUBBED_BODY = '(erased after delivery)';

/**
 * The SET clauses that erase a marked message's recipients, body and error (the confirmation of an
 * account's deletion must not keep the address it went to); a no-op for any other message.
 */
const SCRUB_IF_MARKED = `
  recipients = CASE WHEN scrub_after_send THEN '{}'::text[] ELSE recipients END,
  text_body = CASE WHEN scrub_after_send THEN '${SCRUBBED_BODY}' ELSE text_body END,
  html_body = CASE WHEN scrub_after_send THEN '' ELSE html_body END,
  sealed_body = NULL`;

@Injectable()
export class TypeormOutboxRepository extends OutboxRepository {
  constructor(
    private readonly uow: TypeormUnitOfWork,
    private readonly config: AppConfig,
  ) {
    super();
  }

  /** The body as stored: a sealed mail's readable body says what it is, its text is encrypted. */
  private stored(m: OutgoingMail): { text: string; html: string; sealed: string | null } {
    if (!m.sealed) return { text: m.text, html: m.html, sealed: null };
    if (!this.config.jwtSecret) throw new Error('JWT secret not resolved');
    return {
      text: SEALED_BODY,
      html: '',
      sealed: sealMailBody(this.config.jwtSecret, { text: m.text, html: m.html }),
    };
  }

  private get db() {
    return this.uow.manager;
  }

  /**
   * One INSERT per mail, deferred to the UnitOfWork in progress (sent with its next statement: see
   * TypeormUnitOfWork.defer), or all as one statement of their own outside one.
   */
  async queue(mails: readonly OutgoingMail[], now: Date): Promise<void> {
    await this.uow.defer(
      ...mails
        .filter((m) => m.to.length > 0)
        .map((m) => {
          const body = this.stored(m);
          return {
            sql: `INSERT INTO outbox_messages (kind, dedupe_key, recipients, subject, text_body, html_body, ics, appointment_id, next_attempt_at, created_at, scrub_after_send, sealed_body)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11)
             ON CONFLICT (dedupe_key) DO NOTHING`,
            params: [
              m.kind,
              m.dedupeKey,
              [...m.to],
              m.subject,
              body.text,
              body.html,
              m.ics ?? null,
              m.appointmentId ?? null,
              now,
              m.scrubAfterSend === true,
              body.sealed,
            ],
          };
        }),
    );
  }

  async claimDue(now: Date, limit: number, leaseMs: number): Promise<QueuedMail[]> {
    const [rows]: [QueuedMail[], number] = await this.db.query(
      `UPDATE outbox_messages SET claimed_until = $2, attempts = attempts + 1
        WHERE id IN (
          SELECT id FROM outbox_messages
           WHERE status = 'queued' AND next_attempt_at <= $1 AND (claimed_until IS NULL OR claimed_until <= $1)
           ORDER BY created_at, seq
           LIMIT $3
           FOR UPDATE SKIP LOCKED)
        RETURNING *`,
      [now, new Date(now.getTime() + leaseMs), limit],
    );
    return rows;
  }

  async markSent(id: string, now: Date): Promise<void> {
    await this.db.query(
      `UPDATE outbox_messages SET status = 'sent', sent_at = $2, claimed_until = NULL, last_error = NULL,
         ${SCRUB_IF_MARKED}
        WHERE id = $1`,
      [id, now],
    );
  }

  async withdraw(id: string): Promise<void> {
    await this.db.query(`DELETE FROM outbox_messages WHERE id = $1`, [id]);
  }

  async markFailed(id: string, error: string, retryAt: Date | null): Promise<void> {
    await this.db.query(
      `UPDATE outbox_messages
          SET status = $3, next_attempt_at = COALESCE($4, next_attempt_at), claimed_until = NULL, last_error = $2
        WHERE id = $1`,
      [id, error.slice(0, LAST_ERROR_MAX_LENGTH), retryAt ? 'queued' : 'failed', retryAt],
    );
    // Given up: a marked message keeps neither its address nor the error (which can quote it), and
    // a sealed one's secret is of no more use.
    if (!retryAt) {
      await this.db.query(
        `UPDATE outbox_messages SET last_error = NULL, ${SCRUB_IF_MARKED}
          WHERE id = $1 AND scrub_after_send`,
        [id],
      );
      await this.db.query(`UPDATE outbox_messages SET sealed_body = NULL WHERE id = $1`, [id]);
    }
  }

  async list(
    page: Page,
    status: OutboxStatus | null,
  ): Promise<{ items: QueuedMail[]; total: number }> {
    const where = status ? `WHERE status = $1` : `WHERE $1::varchar IS NULL`;
    const items: QueuedMail[] = await this.db.query(
      `SELECT * FROM outbox_messages ${where} ORDER BY created_at DESC, seq DESC LIMIT $2 OFFSET $3`,
      [status, page.limit, page.offset],
    );
    const [{ n }]: { n: string }[] = await this.db.query(
      `SELECT count(*) AS n FROM outbox_messages ${where}`,
      [status],
    );
    return { items, total: Number(n) };
  }

  listForAppointment(appointmentId: string): Promise<QueuedMail[]> {
    return this.db.query(
      `SELECT * FROM outbox_messages WHERE appointment_id = $1 ORDER BY created_at, seq`,
      [appointmentId],
    );
  }

  async retry(id: string, now: Date): Promise<'queued' | 'already_sent' | 'not_found'> {
    // claimed_until is left alone: a message being sent right now stays with its sender, whose
    // markSent (or markFailed) settles it, and no other sweep can claim it meanwhile.
    const [rows]: [{ id: string }[], number] = await this.db.query(
      `UPDATE outbox_messages SET status = 'queued', attempts = 0, next_attempt_at = $2
        WHERE id = $1 AND status <> 'sent'
        RETURNING id`,
      [id, now],
    );
    if (rows.length > 0) return 'queued';
    const found: unknown[] = await this.db.query(`SELECT 1 FROM outbox_messages WHERE id = $1`, [
      id,
    ]);
    return found.length > 0 ? 'already_sent' : 'not_found';
  }

  async queuedKeys(keys: readonly string[]): Promise<Set<string>> {
    if (keys.length === 0) return new Set();
    const rows: { dedupe_key: string }[] = await this.db.query(
      `SELECT dedupe_key FROM outbox_messages WHERE dedupe_key = ANY($1::varchar[])`,
      [[...keys]],
    );
    return new Set(rows.map((r) => r.dedupe_key));
  }
}
