import { Appointment, MESSAGES, feeReasonLabel } from '@esthetics/domain';
import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../common/unit-of-work';
import { AppConfig } from '../config/app-config';
import { AppointmentLists } from '../bookings/ports/appointment-lists.port';
import { WebhookEvents } from '../integrations/webhooks/ports/webhook-events.port';
import { Ledger } from '../ledger/ports/ledger.port';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import { toFeeDto } from './dto/fee.mapper';
import { PaymentFailedDto } from './dto/payment-failed.dto';
import { listedFee } from './fee-records';
import { Fee, FeeRepository } from './ports/fees.port';
import { ChargeOutcome, PaymentGateway } from './ports/payment-gateway.port';
import { StoredCheckout } from './ports/payment.port';
import { SavedCards } from './saved-cards.service';

/** How many fees one sweep charges at most; the rest wait for the next. */
const FEES_PER_PASS = 25;
/** How long a fee's pay link stays open: Stripe's longest Checkout session. */
const PAY_LINK_MS = 24 * 60 * 60 * 1000;

/** What one charge attempt did. */
type Attempt = 'charged' | 'due' | 'closed' | 'provider_down' | 'none';

/**
 * Charges pending fees whose grace window has passed (docs/money.md, "Fees"). Each fee is claimed in
 * its own transaction (FOR UPDATE SKIP LOCKED: two app instances never hold the same one) and
 * charged with its one idempotency key, so a retry after an outage replays the charge instead of
 * making another. A card that is declined, needs its holder, or was removed leaves the fee due, with
 * a pay link e-mailed; a paid link makes it paid.
 */
@Injectable()
export class FeeCharges {
  private readonly logger = new Logger('Fees');

  constructor(
    private readonly fees: FeeRepository,
    private readonly gateway: PaymentGateway,
    private readonly savedCards: SavedCards,
    private readonly appointments: AppointmentLists,
    private readonly ledger: Ledger,
    private readonly mail: MailQueue,
    private readonly mails: MailComposer,
    private readonly webhooks: WebhookEvents,
    private readonly uow: UnitOfWork,
    private readonly config: AppConfig,
  ) {}

  /**
   * A fee's pay link as the local test checkout shows it (its page reads deposit sessions from the
   * payments table; a fee's lives on the fee); null when the session is no fee's.
   */
  async localPayLink(sessionId: string): Promise<StoredCheckout | null> {
    const fee = await this.fees.byPaySession(sessionId);
    if (!fee || !fee.payUrl) return null;
    const a = await this.appointments.findById(fee.appointmentId);
    if (!a) return null;
    const paid = fee.state !== 'due';
    return {
      id: sessionId,
      appointment_id: a.id,
      provider: 'local',
      amount_cents: fee.amountCents,
      currency: fee.currency,
      description: MESSAGES.feePayLinkDescription(feeReasonLabel(fee.reason)),
      customer_email: a.clientEmail,
      url: fee.payUrl,
      success_url: this.successUrl(),
      cancel_url: this.cancelUrl(),
      status: paid ? 'complete' : 'open',
      payment_status: paid ? 'paid' : 'unpaid',
      expires_at: new Date(fee.recordedAt.getTime() + 400 * 24 * 60 * 60 * 1000),
      created_at: fee.recordedAt,
    };
  }

  private successUrl(): string {
    return `${this.config.publicUrl}/?fee_paid={CHECKOUT_SESSION_ID}`;
  }

  private cancelUrl(): string {
    return `${this.config.publicUrl}/`;
  }

  /** One sweep: charges what is chargeable, then looks at open pay links; answers how many settled. */
  async sweep(now: Date): Promise<number> {
    let settled = 0;
    for (let i = 0; i < FEES_PER_PASS; i++) {
      const attempt = await this.uow.run(() => this.chargeNext(now));
      if (attempt === 'none' || attempt === 'provider_down') break;
      settled++;
    }
    for (const fee of await this.fees.dueWithLinks(FEES_PER_PASS)) {
      if (fee.paySessionId && (await this.paidByLink(fee.paySessionId, now))) settled++;
    }
    return settled;
  }

  private async chargeNext(now: Date): Promise<Attempt> {
    const fee = await this.fees.claimChargeable(now);
    if (!fee) return 'none';
    const a = await this.appointments.findById(fee.appointmentId);
    if (!a) return this.close(fee, now);
    try {
      const outcome = await this.charge(fee, a);
      if (outcome.status === 'succeeded') return await this.charged(fee, a, outcome.paymentId, now);
      return await this.payLink(fee, a, outcome, now);
    } catch (e) {
      // Down (or answering nonsense): the fee stays pending, retried next sweep with the same key.
      this.logger.warn(`Could not charge fee ${fee.id}: ${String(e)}`);
      await this.fees.update(fee.id, { attempts: fee.attempts + 1, lastOutcome: 'provider_down' });
      return 'provider_down';
    }
  }

  private async charge(fee: Fee, a: Appointment): Promise<ChargeOutcome | { status: 'no_card' }> {
    const card = await this.savedCards.chargeableFor(a);
    if (!card) return { status: 'no_card' };
    return this.gateway.chargeSavedCard({
      customerId: card.customerId,
      paymentMethodId: card.card.paymentMethodId,
      amountCents: fee.amountCents,
      currency: fee.currency,
      description: MESSAGES.feePayLinkDescription(feeReasonLabel(fee.reason)),
      bookingId: a.id,
      purpose: 'fee',
      idempotencyKey: fee.chargeKey,
    });
  }

  private async charged(fee: Fee, a: Appointment, paymentId: string, now: Date): Promise<Attempt> {
    const done = await this.fees.update(fee.id, {
      state: 'charged',
      paymentId,
      attempts: fee.attempts + 1,
      lastOutcome: 'succeeded',
      settledAt: now,
    });
    await this.settled(done, a, now);
    return 'charged';
  }

  /** The money is in (charged, or paid by the link): the ledger, the receipt, the webhook. */
  private async settled(fee: Fee, a: Appointment, now: Date): Promise<void> {
    await this.ledger.record({
      appointmentId: fee.appointmentId,
      kind: 'fee',
      method: 'card',
      amountCents: fee.amountCents,
      providerId: fee.paymentId,
      at: now,
    });
    await this.mail.queue(this.mails.feeReceipt(a, fee), now);
    await this.webhooks.publish('fee.charged', toFeeDto(listedFee(fee, a), now));
  }

  private async payLink(
    fee: Fee,
    a: Appointment,
    outcome: Exclude<ChargeOutcome, { status: 'succeeded' }> | { status: 'no_card' },
    now: Date,
  ): Promise<Attempt> {
    const customerId = await this.savedCards.customerFor(a);
    const session = await this.gateway.createCheckout({
      bookingId: a.id,
      amountCents: fee.amountCents,
      currency: fee.currency,
      description: MESSAGES.feePayLinkDescription(feeReasonLabel(fee.reason)),
      customerEmail: a.clientEmail,
      customerId,
      successUrl: this.successUrl(),
      cancelUrl: this.cancelUrl(),
      expiresAt: new Date(now.getTime() + PAY_LINK_MS),
      idempotencyKey: `${fee.chargeKey}-link`,
    });
    const due = await this.fees.update(fee.id, {
      state: 'due',
      paymentId: 'paymentId' in outcome ? outcome.paymentId : null,
      paySessionId: session.id,
      payUrl: session.url,
      attempts: fee.attempts + 1,
      lastOutcome: outcome.status,
    });
    await this.mail.queue(this.mails.feePayLink(a, due, session.url), now);
    if (outcome.status !== 'no_card') {
      const failed: PaymentFailedDto = {
        appointment_id: a.id,
        purpose: 'fee',
        amount_cents: fee.amountCents,
        currency: fee.currency,
        reason: outcome.status,
        payment_id: outcome.paymentId,
        fee_id: fee.id,
      };
      await this.webhooks.publish('payment.failed', failed);
    }
    return 'due';
  }

  /**
   * The provider reported an off-session fee charge succeeded (payment_intent.succeeded): the fee is
   * charged and in the ledger if it was not yet (the sweep lost the answer); a replay changes nothing.
   */
  async chargeReported(bookingId: string, paymentId: string, now: Date): Promise<void> {
    await this.uow.run(async () => {
      const found = await this.fees.ofAppointment(bookingId);
      const fee = found && (await this.fees.lock(found.id));
      const a = fee && (await this.appointments.findById(fee.appointmentId));
      if (!fee || !a) return;
      if (fee.state === 'pending' || fee.state === 'due') {
        // A pay link sent meanwhile must not take the money a second time.
        if (fee.paySessionId) await this.gateway.expireSession(fee.paySessionId).catch(() => null);
        await this.charged(fee, a, paymentId, now);
      } else if (fee.paymentId === paymentId && fee.state !== 'waived') {
        // Charged already: the ledger's (kind, provider id) makes this a no-op unless it was lost.
        await this.ledger.record({
          appointmentId: fee.appointmentId,
          kind: 'fee',
          method: 'card',
          amountCents: fee.amountCents,
          providerId: paymentId,
          at: now,
        });
      } else {
        this.logger.warn(`Fee ${fee.id} is ${fee.state}; payment ${paymentId} reported for it`);
      }
    });
  }

  /** The provider reported an off-session fee charge failed: a pending fee becomes due, with a link. */
  async chargeFailureReported(
    bookingId: string,
    paymentId: string,
    reason: 'declined' | 'authentication_required',
    now: Date,
  ): Promise<void> {
    await this.uow.run(async () => {
      const found = await this.fees.ofAppointment(bookingId);
      const fee = found && (await this.fees.lock(found.id));
      const a = fee && (await this.appointments.findById(fee.appointmentId));
      if (!fee || !a || fee.state !== 'pending') return;
      await this.payLink(fee, a, { status: reason, paymentId }, now);
    });
  }

  /** A fee whose appointment is gone (never in practice: they are kept) is not charged. */
  private async close(fee: Fee, now: Date): Promise<Attempt> {
    await this.fees.update(fee.id, {
      state: 'waived',
      lastOutcome: 'no_appointment',
      settledAt: now,
    });
    return 'closed';
  }

  /**
   * A fee's pay link reported paid (the provider's webhook, the local page, or the sweep asking):
   * the fee is paid, once. Answers whether the session is a fee's (paid now or before).
   */
  async paidByLink(
    sessionId: string,
    now: Date,
    reported?: { paymentId: string },
  ): Promise<boolean> {
    return this.uow.run(async () => {
      const fee = await this.fees.lockByPaySession(sessionId);
      if (!fee) return false;
      if (fee.state !== 'due') return true;
      const session = reported
        ? { paymentStatus: 'paid', paymentId: reported.paymentId }
        : await this.gateway.getSession(sessionId).catch((e: unknown) => {
            this.logger.warn(`Could not read pay link ${sessionId}: ${String(e)}`);
            return null;
          });
      if (session?.paymentStatus !== 'paid') return true;
      const a = await this.appointments.findById(fee.appointmentId);
      if (!a) return true;
      const paid = await this.fees.update(fee.id, {
        state: 'paid',
        paymentId: session.paymentId ?? fee.paymentId,
        settledAt: now,
      });
      await this.settled(paid, a, now);
      return true;
    });
  }
}
