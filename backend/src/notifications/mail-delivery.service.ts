import { Injectable, Logger } from '@nestjs/common';
import { Clock } from '../common/clock';
import { UnitOfWork } from '../common/unit-of-work';
import { AppConfig } from '../config/app-config';
import { MailComposerService } from './mail-composer.service';
import { Mailer } from './ports/mailer.port';
import { OutboxRepository, QueuedMail } from './ports/outbox.port';
import { unsealMailBody } from './mail-seal';
import {
  isStaleReminder,
  LAST_REMINDER_HOURS,
  REMINDER_WINDOW_MS,
  reminderHours,
  reminderKey,
} from './reminders';
import { Appointment } from '@esthetics/domain';
import { ReminderAppointments } from './ports/reminder-appointments.port';

/** How many queued mails one pass sends. */
export const MAIL_BATCH = 20;
/** How long a claimed mail stays with its sender before another pass may take it. */
export const MAIL_LEASE_MS = 5 * 60 * 1000;
/** Attempts before a mail is given up (failed). */
export const MAIL_MAX_ATTEMPTS = 8;
/** The first retry's delay, doubled on each further attempt up to MAIL_MAX_RETRY_DELAY_MS. */
const MAIL_FIRST_RETRY_DELAY_MS = 60 * 1000;
const MAIL_MAX_RETRY_DELAY_MS = 60 * 60 * 1000;

/**
 * What a failed delivery's log line says of the error: the mailer's code and the server's reply code
 * (" (EENVELOPE 550)"), never its text, which can quote an address. The whole error is kept on the
 * message for the admin's outbox.
 */
function errorCodes(e: unknown): string {
  const { code, responseCode } = (e ?? {}) as { code?: unknown; responseCode?: unknown };
  const codes = [code, responseCode].filter(
    (c): c is string | number => typeof c === 'string' || typeof c === 'number',
  );
  return codes.length > 0 ? ` (${codes.join(' ')})` : '';
}

/** Retry after 1, 2, 4 ... minutes, at most an hour; null once the attempts are used up. */
export function retryAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  const delay = Math.min(MAIL_FIRST_RETRY_DELAY_MS * 2 ** (attempts - 1), MAIL_MAX_RETRY_DELAY_MS);
  return new Date(now.getTime() + delay);
}

/**
 * Delivers the outbox (with retries and backoff) and queues the reminders that fall due. Its log lines
 * name a message by its id and kind only: subjects and addresses carry clients' names.
 */
@Injectable()
export class MailDeliveryService {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly config: AppConfig,
    private readonly outbox: OutboxRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly composer: MailComposerService,
    private readonly appointments: ReminderAppointments,
    private readonly uow: UnitOfWork,
  ) {}

  /** The body to send: a sealed mail's opened (see mail-seal.ts). */
  private bodyOf(m: QueuedMail): { text: string; html: string } {
    if (!m.sealed_body) return { text: m.text_body, html: m.html_body };
    if (!this.config.jwtSecret) throw new Error('JWT secret not resolved');
    return unsealMailBody(this.config.jwtSecret, m.sealed_body);
  }

  /** Sends what is due; failures are retried with backoff. Answers how many were sent and failed. */
  async deliverDue(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    const due = await this.outbox.claimDue(this.clock.now(), MAIL_BATCH, MAIL_LEASE_MS);
    for (const m of due) {
      if (await this.staleReminder(m)) {
        // Written for a time the appointment no longer has (moved, cancelled): the new time has
        // reminders of its own (reminderKey), this one goes unsent.
        await this.outbox.withdraw(m.id);
        this.logger.log(`E-mail ${m.id} (${m.kind}) withdrawn: the appointment changed`);
        continue;
      }
      try {
        await this.mailer.send({
          from: this.config.mailFrom,
          to: m.recipients,
          subject: m.subject,
          ...this.bodyOf(m),
          ics: m.ics,
        });
        await this.outbox.markSent(m.id, this.clock.now());
        // Marked to leave no trace once delivered (its outbox record is scrubbed by markSent): the
        // copy a file mailer kept goes too.
        if (m.scrub_after_send) await this.mailer.forget(m.recipients);
        this.logger.log(`E-mail ${m.id} (${m.kind}) sent`);
        sent += 1;
      } catch (e) {
        const error = e instanceof Error ? e.message : String(e);
        const retry = retryAt(m.attempts, this.clock.now());
        await this.outbox.markFailed(m.id, error, retry);
        this.logger.warn(
          `E-mail ${m.id} (${m.kind}) failed on attempt ${m.attempts}${errorCodes(e)}${retry ? '' : ' - giving up'}`,
        );
        failed += 1;
      }
    }
    return { sent, failed };
  }

  private async staleReminder(m: QueuedMail): Promise<boolean> {
    if (!m.appointment_id || reminderHours(m.kind) === null) return false;
    return isStaleReminder(m, await this.appointments.findById(m.appointment_id));
  }

  /**
   * Queues the reminders now due: for confirmed appointments starting within 24 hours, once each
   * (the 1-hour reminder's key already queued means none is left to send).
   */
  queueReminders(): Promise<number> {
    const now = this.clock.now();
    return this.uow.run(async () => {
      const upcoming = await this.appointments.lockConfirmedStarting(
        now,
        new Date(now.getTime() + REMINDER_WINDOW_MS),
      );
      const lastKey = (a: Appointment) => reminderKey(LAST_REMINDER_HOURS, a);
      const done = await this.outbox.queuedKeys(upcoming.map(lastKey));
      let queued = 0;
      for (const a of upcoming.filter((a) => !done.has(lastKey(a)))) {
        const mails = this.composer.reminder(a, now);
        await this.outbox.queue(mails, now);
        queued += mails.length;
      }
      return queued;
    });
  }
}
