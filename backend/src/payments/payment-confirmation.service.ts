import { CURRENCY, MESSAGES, Appointment } from '@esthetics/domain';
import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { toAppointmentDto } from '../bookings/dto/appointment.mapper';
import { UnitOfWork } from '../common/unit-of-work';
import { WebhookEvents } from '../integrations/webhooks/ports/webhook-events.port';
import { payProblem } from './payable';
import { PaymentGateway, WebhookSession } from './ports/payment-gateway.port';
import {
  ApplyResult,
  PaidDeposit,
  PaymentRepository,
  ProviderEvent,
  StoredCheckout,
} from './ports/payment.port';
import { AppointmentLists } from '../bookings/ports/appointment-lists.port';
import { Ledger } from '../ledger/ports/ledger.port';
import { SavedCards } from './saved-cards.service';
import { FeeCharges } from './fee-charges.service';
import { ProviderEvents } from './provider-events.service';
import { VisitPayLinkService } from './visit-pay-links.service';

/** The results of a deposit applied the first time: its money was taken (see applyDeposit). */
const TAKEN: readonly ApplyResult[] = ['confirmed', 'needs_refund', 'amount_mismatch'];

/**
 * A paid deposit, applied once whoever reports it first: the provider's webhook, the status check,
 * the local test-mode Pay button, or the sweep's reconciliation.
 */
@Injectable()
export class PaymentConfirmation {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly payments: PaymentRepository,
    private readonly appointments: AppointmentLists,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly mails: MailComposer,
    private readonly uow: UnitOfWork,
    private readonly webhooks: WebhookEvents,
    private readonly ledger: Ledger,
    private readonly savedCards: SavedCards,
    private readonly feeCharges: FeeCharges,
    private readonly providerEvents: ProviderEvents,
    private readonly visitLinks: VisitPayLinkService,
  ) {}

  /**
   * Records the payment and confirms the booking in one transaction (row locks, once per session and
   * per event); the confirmation mails, the webhook events and the deposit's ledger entry are queued
   * in it. Money that arrived is in the ledger even when it is flagged for a refund: it was taken.
   */
  async apply(paid: PaidDeposit, now: Date, event?: ProviderEvent): Promise<ApplyResult> {
    const result = await this.uow.run(async () => {
      const confirmed: Appointment[] = [];
      const result = await this.payments.applyDeposit(paid, now, event, (a: Appointment) => {
        confirmed.push(a);
        return this.mails.depositPaid(a);
      });
      // The ledger counts the business's currency: money in another is only flagged for a refund.
      if (TAKEN.includes(result) && paid.currency.toLowerCase() === CURRENCY) {
        await this.ledger.record({
          appointmentId: paid.bookingId,
          kind: 'deposit',
          method: 'card',
          amountCents: paid.amountCents,
          providerId: paid.paymentId,
          at: now,
        });
      }
      for (const a of confirmed)
        await this.webhooks.publish(
          ['booking.paid', 'booking.status_changed'],
          toAppointmentDto(a),
        );
      return result;
    });
    // Once the deposit is in, the card it was paid with is the client's saved card.
    await this.savedCards.recordPaid(paid, result);
    return result;
  }

  /** The local test-mode checkout's Pay button: the same "apply a payment" path as a webhook. */
  async payLocal(sessionId: string): Promise<{ redirect: string } | { problem: string }> {
    const stored = await this.payments.findCheckout(sessionId);
    if (!stored || stored.provider !== 'local') return { problem: MESSAGES.paymentSessionNotFound };
    const now = this.clock.now();
    if (stored.payment_status === 'paid') return { redirect: successRedirect(stored) };
    if (stored.status !== 'open' || new Date(stored.expires_at).getTime() <= now.getTime()) {
      return { problem: MESSAGES.checkoutExpired };
    }
    const appointment = await this.appointments.findById(stored.appointment_id);
    const problem = appointment
      ? payProblem(appointment, now, this.gateway.minimumLifetimeMs)
      : 'paymentBookingNotFound';
    if (problem) return { problem: MESSAGES[problem] };
    const result = await this.apply(
      {
        sessionId,
        provider: 'local',
        paymentId: `pi_test_local_${randomBytes(12).toString('base64url')}`,
        amountCents: stored.amount_cents,
        currency: stored.currency,
        bookingId: stored.appointment_id,
      },
      now,
    );
    this.logResult(result, stored.appointment_id);
    return { redirect: successRedirect(stored) };
  }

  /** A Stripe webhook: signature checked on the raw body; each event applied once. */
  async handleWebhook(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<{ received: boolean }> {
    const secret = this.config.stripeWebhookSecret;
    if (!secret) throw AppError.of('paymentWebhooksOff');
    const event =
      rawBody && signature ? this.gateway.verifyWebhook(rawBody, signature, secret) : null;
    if (!event) throw AppError.of('paymentBadSignature');
    const now = this.clock.now();
    const ref = { id: event.id, type: event.type };
    const s = event.session;
    if (!s) {
      // Not about a checkout session: off-session charges, refunds, cards set up.
      await this.providerEvents.apply(event, now);
      return { received: true };
    }
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded':
        // A fee's pay link is no deposit: the fee is paid (docs/money.md, "Fees").
        if (await this.feeCharges.paidByLink(s.id, now)) await this.payments.recordEvent(ref, now);
        else if (await this.visitLinkPaid(s, now)) await this.payments.recordEvent(ref, now);
        else await this.depositReported(s, ref, now);
        break;
      case 'checkout.session.async_payment_failed':
        await this.payments.markCheckout(s.id, { paymentStatus: 'failed' }, now, ref);
        break;
      case 'checkout.session.expired':
        await this.payments.markCheckout(s.id, { status: 'expired' }, now, ref);
        break;
      default:
        await this.payments.recordEvent(ref, now);
    }
    return { received: true };
  }

  /** A visit's pay link, never a deposit: its checkout is recorded once (docs/money.md). */
  private visitLinkPaid(s: WebhookSession, now: Date): Promise<boolean> {
    if (!s.paid) return this.visitLinks.isLink(s.id);
    return this.uow.run(() => this.visitLinks.paid(s.id, s.paymentId ?? s.id, now));
  }

  /** A completed checkout: the deposit is applied when it is paid and names a booking. */
  private async depositReported(s: WebhookSession, ref: ProviderEvent, now: Date): Promise<void> {
    const stored = await this.payments.findCheckout(s.id);
    const bookingId = stored?.appointment_id ?? s.bookingId;
    if (!bookingId || !s.paid) {
      await this.payments.recordEvent(ref, now);
      return;
    }
    const result = await this.apply(
      {
        sessionId: s.id,
        provider: 'stripe',
        paymentId: s.paymentId,
        amountCents: s.amountCents ?? stored?.amount_cents ?? 0,
        currency: s.currency ?? CURRENCY,
        bookingId,
      },
      now,
      ref,
    );
    this.logResult(result, bookingId);
  }

  private logResult(result: ApplyResult, bookingId: string): void {
    if (result === 'needs_refund')
      this.logger.warn(`Deposit received for inactive booking ${bookingId}: refund due`);
    if (result === 'unknown_booking') this.logger.warn(`Deposit for unknown booking ${bookingId}`);
    if (result === 'amount_mismatch')
      this.logger.warn(`Deposit for booking ${bookingId} is not the amount asked for: refund due`);
  }
}

function successRedirect(s: StoredCheckout): string {
  return s.success_url.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(s.id));
}
