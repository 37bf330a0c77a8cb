import {
  cancellationTerms,
  formatCents,
  formatDateTimeLong,
  MESSAGES,
  normalizeEmail,
  Appointment,
} from '@esthetics/domain';
import { Injectable, Logger } from '@nestjs/common';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { asRecord } from '../common/input';
import { UnitOfWork } from '../common/unit-of-work';
import { AppConfig } from '../config/app-config';
import { WebhookErasure } from '../integrations/webhooks/ports/webhook-erasure.port';
import { Mailer } from '../notifications/ports/mailer.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import { DepositRefunds } from '../payments/ports/deposit-refunds.port';
import { PaymentRecords } from '../payments/ports/payment-records.port';
import { AccountDeletedDto, CancelledOnDeletionDto } from './dto/privacy.dto';
import { erasureMails } from './erasure-mails';
import { AccountErasure, Eraser } from './ports/account-erasure.port';
import { PrivacyRecords } from './ports/privacy-records.port';
import { AppointmentChanges } from '../bookings/ports/appointment-changes.port';
import { CancelAndRecord, moneyOf } from '../self-service/ports/cancel-and-record.port';

/**
 * Deletes a client's account and every trace of them, in one transaction that holds the account's
 * row: upcoming appointments cancelled under the policy (refunds through the payment provider, as a
 * self-service cancellation), past ones kept for the books without the person, every row of every
 * table that holds their e-mail or phone erased or anonymised, the account deleted (sessions, health
 * answers and access log with it) and a confirmation queued, erased from the outbox once delivered.
 * Two deletions at once: the second waits for the row, then finds no account (404).
 */
@Injectable()
export class AccountErasureService implements AccountErasure {
  private readonly logger = new Logger('Privacy');

  constructor(
    private readonly records: PrivacyRecords,
    private readonly appointments: AppointmentChanges,
    private readonly refunds: DepositRefunds,
    private readonly cancellations: CancelAndRecord,
    private readonly payments: PaymentRecords,
    private readonly mail: MailQueue,
    private readonly mailer: Mailer,
    private readonly webhooks: WebhookErasure,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly uow: UnitOfWork,
  ) {}

  async erase(clientId: string, who: Eraser, body: unknown): Promise<AccountDeletedDto> {
    const typed = asRecord(body).confirm_email;
    const confirm = typeof typed === 'string' ? normalizeEmail(typed) : '';
    const now = this.clock.now();
    const done = await this.uow.run(async () => {
      const account = await this.records.lockAccount(clientId);
      if (!account) throw AppError.of('clientNotFound');
      const mustConfirm = who.kind === 'client' || confirm !== '';
      if (mustConfirm && confirm !== normalizeEmail(account.email)) {
        throw AppError.of('deleteConfirmMismatch', 'confirm_email');
      }
      // Off the waitlist first: the times freed below must not be offered to them.
      await this.records.deleteWaitlistEntries(account);
      await this.records.adoptBookings(account);
      const cancelled: CancelledOnDeletionDto[] = [];
      for (const id of await this.records.upcomingOf(account.id, now)) {
        const one = await this.cancel(id, who, now);
        if (one) cancelled.push(one);
      }
      const counts = await this.records.erase(account, now);
      // An unconfirmed address, and a phone, may be someone else's: events are found by the
      // confirmed address and the account's id only (docs/security.md, "E-mail ownership").
      await this.webhooks.forgetClient(
        { email: account.verified ? account.email : '', phones: [], ids: [account.id] },
        now,
      );
      await this.mail.queue(
        erasureMails(this.config, account, cancelled, who.kind === 'admin'),
        now,
      );
      return { account, cancelled, counts };
    });
    // Cancelled bookings can no longer be paid: their open checkouts close (here and at the provider).
    for (const c of done.cancelled) await this.payments.expireOpenSessions(c.appointment_id);
    // The outbox folder's copies of mails to or about them (the file mailer's .eml files).
    // Only what is proven theirs: an unconfirmed address may be someone else's (docs/security.md).
    if (done.account.verified) await this.mailer.forget([done.account.email]);
    this.logger.log(
      `Account ${done.account.id} deleted by the ${who.kind}: ${done.cancelled.length} appointment(s) cancelled, ${done.counts.appointmentsAnonymised} anonymised`,
    );
    return {
      status: 'success',
      message: who.kind === 'client' ? MESSAGES.accountDeleted : MESSAGES.clientDataDeleted,
      cancelled: done.cancelled,
      appointments_anonymised: done.counts.appointmentsAnonymised,
    };
  }

  /**
   * Cancels an upcoming appointment as the client's own cancellation would (the domain's
   * cancellationTerms decide the refund, credit or fee under the row lock); null when the policy
   * says it can no longer be cancelled (it is kept, anonymised, like a past one).
   */
  private async cancel(id: string, who: Eraser, now: Date): Promise<CancelledOnDeletionDto | null> {
    const locked = await this.appointments.lockForChange(id);
    if (!locked) return null;
    const a: Appointment = locked.appointment;
    const paidCents = await this.refunds.heldCents(a.id);
    const decided = cancellationTerms(a, { now, paidCents, phone: this.config.business.phone });
    if (!decided.ok) return null;
    const terms = decided.value;
    await this.cancellations.cancel({
      appointment: a,
      by: 'account_deletion',
      actor: { kind: who.kind, id: who.kind === 'admin' ? who.admin : null },
      now,
      record: () => ({ ...moneyOf(terms), message: terms.message }),
    });
    return {
      appointment_id: a.id,
      appointment_date: a.appointmentDate,
      appointment_time: a.appointmentTime,
      rule: terms.rule,
      refund_cents: terms.refundCents,
      charge_cents: terms.chargeCents,
      message: `${formatDateTimeLong(a.startsAt, this.config.business.timeZone)}: ${terms.message}${
        terms.refundCents > 0 ? ` (${formatCents(terms.refundCents)} refunded)` : ''
      }`,
    };
  }
}
