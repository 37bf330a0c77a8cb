import { AppointmentStatus, Appointment } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { TokenService } from '../auth/token.service';
import { CalendarInvitations } from '../calendar/ports/calendar-invitations.port';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import {
  CancellationMailInput,
  ContactMailInput,
  CorporateMailInput,
  FeeMailInput,
  HealthAccessCodeMailInput,
  MailComposer,
  RescheduleMailInput,
  WaitlistJoinedMailInput,
  WaitlistOfferMailInput,
  WebhookDisabledMailInput,
  WelcomeMailInput,
  VisitReceiptMailInput,
} from './ports/mail-composer.port';
import { OutgoingMail } from './ports/mail-queue.port';
import { LAST_REMINDER_HOURS, reminderDue, reminderKey, reminderKind } from './reminders';
import * as templates from './templates';
import * as selfService from './templates/self-service';
import { visitPayLinkMail, visitReceiptMail } from './templates/visit-receipt';
import {
  adminNotice,
  contactReceivedMails,
  corporateReceivedMails,
  healthAccessCodeMails,
  waitlistJoinedMails,
  waitlistOfferMails,
  webhookDisabledMails,
  welcomeMails,
} from './mails-without-appointment';

/**
 * Composes every message the business sends: who gets it, its kind and dedupe key, and its copy
 * (from the templates). The owner's notice goes along when an admin e-mail is configured.
 */
@Injectable()
export class MailComposerService extends MailComposer {
  constructor(
    private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly calendar: CalendarInvitations,
  ) {
    super();
  }

  private get business() {
    return this.config.business;
  }

  /** A signed link that starts a new checkout, valid until the booking's hold ends. */
  async paymentLink(a: Pick<Appointment, 'id' | 'holdExpiresAt'>): Promise<string | null> {
    if (!a.holdExpiresAt) return null;
    const token = await this.tokens.signPaymentLink(a.id, a.holdExpiresAt, this.clock.now());
    return `${this.config.publicUrl}/api/payments/pay/${token}`;
  }

  /** To the client only: the owner hears of a booking once its deposit is paid (depositPaid). */
  async bookingReceived(a: Appointment): Promise<OutgoingMail[]> {
    const link = await this.paymentLink(a);
    return [
      {
        kind: 'booking_received',
        dedupeKey: `booking-received-${a.id}`,
        to: [a.clientEmail],
        appointmentId: a.id,
        ...templates.bookingReceivedMail(a, this.business, link),
      },
    ];
  }

  depositPaid(a: Appointment): OutgoingMail[] {
    return [
      {
        kind: 'appointment_confirmed',
        dedupeKey: `confirmed-${a.id}`,
        to: this.invitees(a),
        ics: this.calendar.invitation(a),
        appointmentId: a.id,
        ...templates.depositPaidMail(a, this.business),
      },
      ...adminNotice(
        this.config,
        'appointment_confirmed',
        `confirmed-${a.id}`,
        templates.depositPaidNotice(a, this.business),
        a.id,
      ),
    ];
  }

  async paymentLinkAfterCancel(a: Appointment, sessionId: string): Promise<OutgoingMail[]> {
    const link = await this.paymentLink(a);
    const { holdExpiresAt } = a;
    if (!link || !holdExpiresAt) return [];
    return [
      {
        kind: 'payment_link',
        dedupeKey: `payment-link-${a.id}-${sessionId}`,
        to: [a.clientEmail],
        appointmentId: a.id,
        ...templates.paymentLinkMail({ ...a, holdExpiresAt }, this.business, link),
      },
    ];
  }

  holdExpired(a: Appointment): OutgoingMail[] {
    return [
      {
        kind: 'hold_expired',
        dedupeKey: `hold-expired-${a.id}`,
        to: [a.clientEmail],
        appointmentId: a.id,
        ...templates.holdExpiredMail(a, this.business),
      },
    ];
  }

  statusChanged(
    a: Appointment,
    previous?: AppointmentStatus,
    money: string | null = null,
  ): OutgoingMail[] {
    const { status } = a;
    if (status !== 'confirmed' && status !== 'cancelled') return [];
    // Cancelling a confirmed appointment withdraws the invitation its confirmation carried.
    const withdrawn = status === 'cancelled' && previous === 'confirmed';
    return [
      {
        kind: `status_${status}`,
        dedupeKey: `status-${status}-${a.id}-${a.updatedAt.getTime()}`,
        to: withdrawn ? this.invitees(a) : [a.clientEmail],
        appointmentId: a.id,
        ...(status === 'confirmed' ? { ics: this.calendar.invitation(a) } : {}),
        ...(withdrawn ? { ics: this.calendar.cancellation(a, a.icsSequence) } : {}),
        ...templates.statusChangedMail({ ...a, status }, this.business, money),
      },
    ];
  }

  /** The reminder due for a confirmed appointment at `now`: 1 hour before, else 24 hours before. */
  reminder(a: Appointment, now: Date): OutgoingMail[] {
    const hours = reminderDue(a.startsAt.getTime() - now.getTime());
    if (a.status !== 'confirmed' || hours === null) return [];
    return [
      {
        kind: reminderKind(hours),
        dedupeKey: reminderKey(hours, a),
        to: [a.clientEmail],
        appointmentId: a.id,
        ...templates.reminderMail(a, this.business, hours === LAST_REMINDER_HOURS),
      },
    ];
  }

  contactReceived(m: ContactMailInput): OutgoingMail[] {
    return contactReceivedMails(this.config, m);
  }

  corporateReceived(i: CorporateMailInput): OutgoingMail[] {
    return corporateReceivedMails(this.config, i);
  }

  welcome(c: WelcomeMailInput): OutgoingMail[] {
    return welcomeMails(this.config, c);
  }

  /** The client and the calendar address they asked invitations for, as for the confirmation. */
  private invitees(a: Appointment): string[] {
    const to = [a.clientEmail];
    if (a.addToCalendar && a.calendarEmail && a.calendarEmail !== a.clientEmail)
      to.push(a.calendarEmail);
    return to;
  }

  clientCancelled(a: Appointment, c: CancellationMailInput): OutgoingMail[] {
    const key = `client-cancelled-${a.id}-${c.changeId}`;
    return [
      {
        kind: 'client_cancelled',
        dedupeKey: key,
        to: c.invited ? this.invitees(a) : [a.clientEmail],
        appointmentId: a.id,
        ...(c.invited ? { ics: this.calendar.cancellation(a, c.sequence) } : {}),
        ...selfService.clientCancelledMail(a, this.business, c.message, c.invited),
      },
      ...adminNotice(
        this.config,
        'client_cancelled',
        key,
        selfService.clientCancelledNotice(a, this.business, c),
        a.id,
      ),
    ];
  }

  rescheduled(a: Appointment, c: RescheduleMailInput): OutgoingMail[] {
    const key = `rescheduled-${a.id}-${c.changeId}`;
    return [
      {
        kind: 'rescheduled',
        dedupeKey: key,
        to: c.invited ? this.invitees(a) : [a.clientEmail],
        appointmentId: a.id,
        ...(c.invited ? { ics: this.calendar.invitation(a, c.sequence) } : {}),
        ...selfService.rescheduledMail(a, this.business, c.previousStartsAt, c.message, c.invited),
      },
      ...(c.by === 'client'
        ? adminNotice(
            this.config,
            'rescheduled',
            key,
            selfService.rescheduledNotice(a, this.business, c.previousStartsAt),
            a.id,
          )
        : []),
    ];
  }

  waitlistJoined(e: WaitlistJoinedMailInput): OutgoingMail[] {
    return waitlistJoinedMails(this.config, e);
  }

  waitlistOffer(o: WaitlistOfferMailInput): OutgoingMail[] {
    return waitlistOfferMails(this.config, o);
  }

  healthAccessCode(c: HealthAccessCodeMailInput): OutgoingMail[] {
    return healthAccessCodeMails(this.config, c);
  }

  webhookDisabled(e: WebhookDisabledMailInput): OutgoingMail[] {
    return webhookDisabledMails(this.config, e);
  }

  feeReceipt(a: Appointment, fee: FeeMailInput): OutgoingMail[] {
    const content = templates.feeReceiptMail(fee, a, this.business);
    const to = [a.clientEmail];
    return [
      {
        kind: 'fee_receipt',
        dedupeKey: `fee-receipt-${fee.id}`,
        to,
        appointmentId: a.id,
        ...content,
      },
    ];
  }

  feePayLink(a: Appointment, fee: FeeMailInput, url: string): OutgoingMail[] {
    const content = templates.feePayLinkMail(fee, a, this.business, url);
    const to = [a.clientEmail];
    return [
      {
        kind: 'fee_pay_link',
        dedupeKey: `fee-pay-link-${fee.id}`,
        to,
        appointmentId: a.id,
        ...content,
      },
    ];
  }

  visitPayLink(a: Appointment, amountCents: number, session: string, url: string): OutgoingMail[] {
    const content = visitPayLinkMail(a, amountCents, url, this.business);
    return [
      {
        kind: 'visit_pay_link',
        dedupeKey: `visit-pay-link-${session}`,
        to: [a.clientEmail],
        appointmentId: a.id,
        ...content,
      },
    ];
  }

  visitReceipt(a: Appointment, r: VisitReceiptMailInput): OutgoingMail[] {
    return [
      {
        kind: 'visit_receipt',
        dedupeKey: `visit-receipt-${a.id}`,
        to: [a.clientEmail],
        appointmentId: a.id,
        ...visitReceiptMail(a, r, this.business),
      },
    ];
  }
}
