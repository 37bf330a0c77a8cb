import { formatCents, formatDateTimeLong, REMINDER_HOURS_BEFORE } from '@esthetics/domain';
import { Injectable, Logger } from '@nestjs/common';
import { TokenService } from '../auth/token.service';
import { Appointment, AppointmentRepository } from '../bookings/ports/appointment.repository';
import { UnitOfWork } from '../common/unit-of-work';
import { appointmentsCalendar } from '../calendar/ics';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { Block, appointmentSummary, compose } from './templates';
import {
  ContactMailInput,
  CorporateMailInput,
  MailComposer,
  WelcomeMailInput,
} from './ports/mail-composer.port';
import { OutgoingMail } from './ports/mail-queue.port';
import { Mailer } from './ports/mailer.port';
import { OutboxRepository } from './ports/outbox.repository';

export const MAIL_BATCH = 20;
export const MAIL_LEASE_MS = 5 * 60 * 1000;
export const MAIL_MAX_ATTEMPTS = 8;
const HOUR = 3600 * 1000;

/** Retry after 1, 2, 4 ... minutes, at most an hour; null once the attempts are used up. */
export function retryAt(attempts: number, now: Date): Date | null {
  if (attempts >= MAIL_MAX_ATTEMPTS) return null;
  return new Date(now.getTime() + Math.min(60_000 * 2 ** (attempts - 1), HOUR));
}

/** Composes every message the business sends, and delivers the outbox. */
@Injectable()
export class NotificationsService extends MailComposer {
  private readonly logger = new Logger('Notifications');

  constructor(
    private readonly config: AppConfig,
    private readonly tokens: TokenService,
    private readonly outbox: OutboxRepository,
    private readonly mailer: Mailer,
    private readonly clock: Clock,
    private readonly appointments: AppointmentRepository,
    private readonly uow: UnitOfWork,
  ) {
    super();
  }

  private get business() {
    return this.config.business;
  }

  private when(a: Appointment): string {
    return formatDateTimeLong(a.startsAt, this.business.timeZone);
  }

  private adminNotice(
    kind: string,
    key: string,
    subject: string,
    blocks: Block[],
    appointmentId: string | null = null,
  ): OutgoingMail[] {
    if (!this.config.adminEmail) return [];
    return [
      {
        kind,
        dedupeKey: `${key}-admin`,
        to: [this.config.adminEmail],
        appointmentId,
        ...compose(this.business, subject, blocks),
      },
    ];
  }

  invitation(a: Appointment): string {
    return appointmentsCalendar([a], {
      business: this.business,
      uidHost: new URL(this.config.publicUrl).hostname,
      method: 'REQUEST',
    });
  }

  /** A signed link that starts a new checkout, valid until the booking's hold ends. */
  async paymentLink(a: Pick<Appointment, 'id' | 'holdExpiresAt'>): Promise<string | null> {
    if (!a.holdExpiresAt) return null;
    const token = await this.tokens.signPaymentLink(a.id, a.holdExpiresAt, this.clock.now());
    return `${this.config.publicUrl}/api/payments/pay/${token}`;
  }

  async bookingReceived(a: Appointment): Promise<OutgoingMail[]> {
    const link = await this.paymentLink(a);
    const holdEnd = a.holdExpiresAt
      ? formatDateTimeLong(a.holdExpiresAt, this.business.timeZone)
      : null;
    return [
      {
        kind: 'booking_received',
        dedupeKey: `booking-received-${a.id}`,
        to: [a.clientEmail],
        appointmentId: a.id,
        ...compose(
          this.business,
          `We received your booking for ${this.when(a)}`,
          [
            `Hi ${a.clientFirstName}, thank you for booking with us.`,
            { list: appointmentSummary(a, this.business.timeZone) },
            `Your time is held until ${holdEnd}. Pay the ${formatCents(a.depositCents)} deposit to confirm it; the rest is paid at your appointment.`,
            ...(link ? [{ link, label: `Pay deposit of ${formatCents(a.depositCents)}` }] : []),
          ],
          true,
        ),
      },
      ...this.adminNotice(
        'booking_received',
        `booking-received-${a.id}`,
        `New booking: ${a.clientFirstName} ${a.clientLastName}, ${this.when(a)}`,
        [
          {
            list: [
              ...appointmentSummary(a, this.business.timeZone),
              `Client: ${a.clientEmail}, ${a.clientPhone}`,
            ],
          },
        ],
        a.id,
      ),
    ];
  }

  depositPaid(a: Appointment): OutgoingMail[] {
    const ics = this.invitation(a);
    const to = [a.clientEmail];
    if (a.addToCalendar && a.calendarEmail && a.calendarEmail !== a.clientEmail)
      to.push(a.calendarEmail);
    return [
      {
        kind: 'appointment_confirmed',
        dedupeKey: `confirmed-${a.id}`,
        to,
        ics,
        appointmentId: a.id,
        ...compose(
          this.business,
          `Confirmed: your appointment on ${this.when(a)}`,
          [
            `Hi ${a.clientFirstName}, we received your deposit of ${formatCents(a.depositCents)}. Your appointment is confirmed.`,
            { list: appointmentSummary(a, this.business.timeZone) },
            'A calendar invitation is attached. We will remind you 24 hours and 1 hour before.',
          ],
          true,
        ),
      },
      ...this.adminNotice(
        'appointment_confirmed',
        `confirmed-${a.id}`,
        `Deposit paid: ${a.clientFirstName} ${a.clientLastName}, ${this.when(a)}`,
        [{ list: appointmentSummary(a, this.business.timeZone) }],
        a.id,
      ),
    ];
  }

  async paymentLinkAfterCancel(a: Appointment, sessionId: string): Promise<OutgoingMail[]> {
    const link = await this.paymentLink(a);
    if (!link || !a.holdExpiresAt) return [];
    return [
      {
        kind: 'payment_link',
        dedupeKey: `payment-link-${a.id}-${sessionId}`,
        to: [a.clientEmail],
        appointmentId: a.id,
        ...compose(this.business, 'Complete your booking: pay the deposit', [
          `Hi ${a.clientFirstName}, your payment was cancelled, but your booking is still held for you until ${formatDateTimeLong(a.holdExpiresAt, this.business.timeZone)}.`,
          { list: appointmentSummary(a, this.business.timeZone) },
          { link, label: `Pay deposit of ${formatCents(a.depositCents)}` },
          `Questions? Call us at ${this.business.phone}.`,
        ]),
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
        ...compose(this.business, 'Your booking hold has ended', [
          `Hi ${a.clientFirstName}, we did not receive the deposit for your booking on ${this.when(a)}, so the time has been released.`,
          `We would love to see you: book again online or call us at ${this.business.phone}.`,
        ]),
      },
    ];
  }

  statusChanged(a: Appointment): OutgoingMail[] {
    if (a.status !== 'confirmed' && a.status !== 'cancelled') return [];
    const confirmed = a.status === 'confirmed';
    return [
      {
        kind: `status_${a.status}`,
        dedupeKey: `status-${a.status}-${a.id}-${a.updatedAt.getTime()}`,
        to: [a.clientEmail],
        appointmentId: a.id,
        ...(confirmed ? { ics: this.invitation(a) } : {}),
        ...compose(
          this.business,
          confirmed
            ? `Confirmed: your appointment on ${this.when(a)}`
            : `Cancelled: your appointment on ${this.when(a)}`,
          [
            confirmed
              ? `Hi ${a.clientFirstName}, your appointment is confirmed.`
              : `Hi ${a.clientFirstName}, your appointment has been cancelled. Please call us at ${this.business.phone} with any questions.`,
            { list: appointmentSummary(a, this.business.timeZone) },
          ],
          confirmed,
        ),
      },
    ];
  }

  /** The reminder due for a confirmed appointment at `now`: 1 hour before, else 24 hours before. */
  async reminder(a: Appointment, now: Date): Promise<OutgoingMail[]> {
    const untilStart = a.startsAt.getTime() - now.getTime();
    if (a.status !== 'confirmed' || untilStart <= 0 || untilStart > 24 * HOUR) return [];
    const oneHour = untilStart <= HOUR;
    return [
      {
        kind: oneHour ? 'reminder_1h' : 'reminder_24h',
        dedupeKey: `${oneHour ? 'reminder-1h' : 'reminder-24h'}-${a.id}`,
        to: [a.clientEmail],
        appointmentId: a.id,
        ...compose(
          this.business,
          oneHour
            ? `See you soon: your appointment on ${this.when(a)}`
            : `Reminder: your appointment on ${this.when(a)}`,
          [
            `Hi ${a.clientFirstName}, this is a reminder of your appointment on ${this.when(a)}.`,
            { list: appointmentSummary(a, this.business.timeZone) },
            'Please arrive 10 minutes early. Need to change it? Please call us with 24 hours notice.',
          ],
        ),
      },
    ];
  }

  contactReceived(m: ContactMailInput): OutgoingMail[] {
    return [
      {
        kind: 'contact_received',
        dedupeKey: `contact-${m.id}`,
        to: [m.email],
        ...compose(this.business, `We received your message: ${m.subject}`, [
          `Hi ${m.name}, thank you for writing to us. We will get back to you within 24 hours.`,
          `If you did not send us a message, you can ignore this e-mail.`,
        ]),
      },
      ...this.adminNotice(
        'contact_received',
        `contact-${m.id}`,
        `New message from ${m.name}: ${m.subject}`,
        [`From: ${m.name} <${m.email}>`, m.message],
      ),
    ];
  }

  corporateReceived(i: CorporateMailInput): OutgoingMail[] {
    const details = [
      `Company: ${i.companyName}`,
      `Contact: ${i.contactName}, ${i.email}, ${i.phone}`,
      ...(i.selectedPackage ? [`Package: ${i.selectedPackage.name}`] : []),
      ...(i.eventType ? [`Event type: ${i.eventType}`] : []),
      ...(i.groupSize ? [`Group size: ${i.groupSize}`] : []),
      ...(i.preferredDate ? [`Preferred date: ${i.preferredDate}`] : []),
      ...(i.eventDuration ? [`Duration: ${i.eventDuration}`] : []),
      ...(i.specialRequirements ? [`Special requirements: ${i.specialRequirements}`] : []),
    ];
    return [
      {
        kind: 'corporate_received',
        dedupeKey: `corporate-${i.id}`,
        to: [i.email],
        ...compose(this.business, 'Your corporate event inquiry', [
          `Hi ${i.contactName}, thank you for your inquiry. Our corporate team will reply within 24 hours with detailed pricing.`,
          { list: details },
        ]),
      },
      ...this.adminNotice(
        'corporate_received',
        `corporate-${i.id}`,
        `Corporate inquiry: ${i.companyName}`,
        [{ list: details }],
      ),
    ];
  }

  welcome(c: WelcomeMailInput): OutgoingMail[] {
    return [
      {
        kind: 'welcome',
        dedupeKey: `welcome-${c.id}`,
        to: [c.email],
        ...compose(this.business, `Welcome to ${this.business.name}`, [
          `Hi ${c.first_name}, your account is ready. Log in with your e-mail and phone number to see your appointments and fill in your health form before your first visit.`,
          { link: `${this.config.publicUrl}/client/login`, label: 'Log in' },
        ]),
      },
    ];
  }

  /** Sends what is due; failures are retried with backoff. Answers how many were sent and failed. */
  async deliverDue(): Promise<{ sent: number; failed: number }> {
    let sent = 0;
    let failed = 0;
    const due = await this.outbox.claimDue(this.clock.now(), MAIL_BATCH, MAIL_LEASE_MS);
    for (const m of due) {
      try {
        await this.mailer.send({
          from: this.config.mailFrom,
          to: m.recipients,
          subject: m.subject,
          text: m.text_body,
          html: m.html_body,
          ics: m.ics,
        });
        await this.outbox.markSent(m.id, this.clock.now());
        sent += 1;
      } catch (e) {
        const error = e instanceof Error ? e.message : String(e);
        const retry = retryAt(m.attempts, this.clock.now());
        await this.outbox.markFailed(m.id, error, retry);
        this.logger.warn(
          `E-mail ${m.id} (${m.kind}) failed on attempt ${m.attempts}: ${error}${retry ? '' : ' - giving up'}`,
        );
        failed += 1;
      }
    }
    return { sent, failed };
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
        new Date(now.getTime() + REMINDER_HOURS_BEFORE[0] * HOUR),
      );
      const done = await this.outbox.queuedKeys(upcoming.map((a) => `reminder-1h-${a.id}`));
      let queued = 0;
      for (const a of upcoming.filter((a) => !done.has(`reminder-1h-${a.id}`))) {
        const mails = await this.reminder(a, now);
        await this.outbox.queue(mails, now);
        queued += mails.length;
      }
      return queued;
    });
  }
}
