import { Appointment, CURRENCY, MESSAGES } from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppConfig } from '../config/app-config';
import { AppointmentLists } from '../bookings/ports/appointment-lists.port';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import { OffSessionBalances } from './ports/off-session-balances.port';
import { PaymentGateway } from './ports/payment-gateway.port';
import { StoredCheckout } from './ports/payment.port';
import {
  PAY_LINK_METADATA,
  VisitPayLink,
  VisitPayLinkRepository,
  VisitPayLinks,
} from './ports/visit-pay-links.port';
import { SavedCards } from './saved-cards.service';

/** How long a visit's pay link stays open: Stripe's longest Checkout session. */
const PAY_LINK_MS = 24 * 60 * 60 * 1000;

/**
 * A visit's checkout by pay link (docs/money.md, "The visit's checkout"), modelled on a fee's pay
 * link: a Checkout session for the balance, tip and products, e-mailed to the client. Its
 * PaymentIntent carries the checkout as metadata with purpose 'balance', so once paid it is recorded
 * by the same path as an off-session balance charge (OffSessionBalances), once.
 */
@Injectable()
export class VisitPayLinkService extends VisitPayLinks {
  constructor(
    private readonly links: VisitPayLinkRepository,
    private readonly gateway: PaymentGateway,
    private readonly savedCards: SavedCards,
    private readonly appointments: AppointmentLists,
    private readonly balances: OffSessionBalances,
    private readonly mail: MailQueue,
    private readonly mails: MailComposer,
    private readonly config: AppConfig,
  ) {
    super();
  }

  /** The appointment's link, paid or open; null when none was sent. */
  of(appointmentId: string): Promise<VisitPayLink | null> {
    return this.links.byAppointment(appointmentId);
  }

  /**
   * Sends the link, in the caller's unit of work (under the appointment's row lock): an open link
   * sent before is expired first, so only the newest can be paid.
   */
  async send(
    a: Appointment,
    amountCents: number,
    metadata: Readonly<Record<string, string>>,
    now: Date,
  ): Promise<VisitPayLink> {
    const before = await this.links.byAppointment(a.id);
    if (before && !before.paidAt) await this.gateway.expireSession(before.sessionId);
    const session = await this.gateway.createCheckout({
      bookingId: a.id,
      amountCents,
      currency: CURRENCY,
      description: MESSAGES.visitPayLinkDescription(a.services.join(', ')),
      customerEmail: a.clientEmail,
      customerId: await this.savedCards.customerFor(a),
      successUrl: this.successUrl(),
      cancelUrl: `${this.config.publicUrl}/`,
      expiresAt: new Date(now.getTime() + PAY_LINK_MS),
      idempotencyKey: `visit-pay-link:${a.id}:${randomBytes(9).toString('base64url')}`,
      paymentMetadata: { purpose: 'balance', ...metadata, ...PAY_LINK_METADATA },
    });
    const link: VisitPayLink = {
      appointmentId: a.id,
      sessionId: session.id,
      url: session.url,
      amountCents,
      metadata,
      paidAt: null,
      createdAt: now,
    };
    await this.links.put(link);
    await this.mail.queue(this.mails.visitPayLink(a, amountCents, session.id, session.url), now);
    return link;
  }

  async withdraw(appointmentId: string): Promise<void> {
    const open = await this.links.deleteUnpaid(appointmentId);
    if (open) await this.gateway.expireSession(open.sessionId);
  }

  /** Whether the session is a visit's pay link. */
  async isLink(sessionId: string): Promise<boolean> {
    return (await this.links.bySession(sessionId)) !== null;
  }

  /** The link as the local test checkout shows it; null when the session is no visit's link. */
  async localPayLink(sessionId: string): Promise<StoredCheckout | null> {
    const link = await this.links.bySession(sessionId);
    if (!link) return null;
    const a = await this.appointments.findById(link.appointmentId);
    if (!a) return null;
    const current = (await this.links.byAppointment(a.id))?.sessionId === sessionId;
    const paid = link.paidAt !== null;
    return {
      id: sessionId,
      appointment_id: a.id,
      provider: 'local',
      amount_cents: link.amountCents,
      currency: CURRENCY,
      description: MESSAGES.visitPayLinkDescription(a.services.join(', ')),
      customer_email: a.clientEmail,
      url: link.url,
      success_url: this.successUrl(),
      cancel_url: `${this.config.publicUrl}/`,
      status: paid ? 'complete' : current ? 'open' : 'expired',
      payment_status: paid ? 'paid' : 'unpaid',
      expires_at: new Date(link.createdAt.getTime() + PAY_LINK_MS),
      created_at: link.createdAt,
    };
  }

  /**
   * The link was paid: recorded as the provider's balance charge (the visit's checkout records it
   * once, under the appointment's row lock). Runs in the caller's unit of work. False when the
   * session is no visit's pay link.
   */
  async paid(sessionId: string, paymentId: string, now: Date): Promise<boolean> {
    const link = await this.links.bySession(sessionId);
    if (!link) return false;
    if (!(await this.links.markPaid(sessionId, now))) return true;
    await this.balances.succeeded(
      {
        bookingId: link.appointmentId,
        paymentId,
        amountCents: link.amountCents,
        currency: CURRENCY,
        metadata: { ...link.metadata, ...PAY_LINK_METADATA },
      },
      now,
    );
    return true;
  }

  private successUrl(): string {
    return `${this.config.publicUrl}/?visit_paid={CHECKOUT_SESSION_ID}`;
  }
}
