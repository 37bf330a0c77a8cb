import { formatCents, formatDateTimeLong, isHoldExpired } from '@esthetics/domain';
import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { TokenService } from '../auth/token.service';
import { Appointment, AppointmentRepository } from '../bookings/ports/appointment.repository';
import {
  ConflictError,
  InvalidInputError,
  NotFoundError,
  ProviderUnavailableError,
} from '../common/app-errors';
import { Clock } from '../common/clock';
import { asRecord } from '../common/input';
import { AppConfig } from '../config/app-config';
import { StripePaymentGateway } from './adapters/stripe-payment.gateway';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { OutboxRepository } from '../notifications/ports/outbox.repository';
import { PaymentGateway } from './ports/payment-gateway.port';
import { ApplyResult, PaymentRepository, StoredCheckout } from './ports/payment.repository';

export const CURRENCY = 'usd';
export const SWEEP_BATCH = 100;
const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const PAYMENT_MESSAGES = {
  bookingIdRequired: 'booking_id is required.',
  badOrigin: "origin_url must be this site's own address.",
  bookingNotFound: 'Booking not found.',
  alreadyPaid: 'This booking is already paid.',
  cancelled: 'This booking was cancelled. Please make a new booking.',
  notPayable: 'This booking no longer needs an online deposit.',
  holdEnded: 'The 24-hour hold on this booking has ended. Please make a new booking.',
  sessionNotFound: 'Payment session not found.',
  webhooksOff: 'Stripe webhooks are not configured on this server.',
  badSignature: 'Invalid Stripe signature.',
  providerDown:
    'The payment service is not answering right now. Please try again in a few minutes.',
  linkInvalid:
    'This payment link is not valid or has expired. Please make a new booking or call us.',
} as const;

export interface SessionStatus {
  status: string;
  payment_status: string;
  session_id: string;
  amount_total: number;
  currency: string;
  booking_id: string;
}

@Injectable()
export class PaymentsService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly payments: PaymentRepository,
    private readonly appointments: AppointmentRepository,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly notifications: MailComposer,
    private readonly outbox: OutboxRepository,
  ) {}

  private readonly confirmedMails = (a: Appointment) => this.notifications.depositPaid(a);

  /** Origins checkout may send the visitor back to: the site's own, never anyone else's. */
  private checkedOrigin(value: unknown): string {
    if (typeof value !== 'string')
      throw new InvalidInputError(PAYMENT_MESSAGES.badOrigin, 'origin_url');
    let origin: string;
    try {
      origin = new URL(value).origin;
    } catch {
      throw new InvalidInputError(PAYMENT_MESSAGES.badOrigin, 'origin_url');
    }
    if (!this.config.allowedOrigins.includes(origin)) {
      throw new InvalidInputError(PAYMENT_MESSAGES.badOrigin, 'origin_url');
    }
    return origin;
  }

  /** Why a booking cannot take a deposit now, or null when it can. */
  private payProblem(a: Appointment, now: Date): string | null {
    if (a.paymentStatus === 'paid') return PAYMENT_MESSAGES.alreadyPaid;
    if (a.status === 'cancelled') return PAYMENT_MESSAGES.cancelled;
    if (a.status !== 'pending') return PAYMENT_MESSAGES.notPayable;
    const state = {
      status: a.status,
      paymentStatus: a.paymentStatus,
      holdExpiresAt: a.holdExpiresAt,
    };
    if (isHoldExpired(state, now)) return PAYMENT_MESSAGES.holdEnded;
    if (a.startsAt.getTime() <= now.getTime()) return PAYMENT_MESSAGES.holdEnded;
    if (
      a.holdExpiresAt &&
      a.holdExpiresAt.getTime() - now.getTime() < this.gateway.minimumLifetimeMs
    ) {
      return PAYMENT_MESSAGES.holdEnded;
    }
    return null;
  }

  async createSession(
    body: unknown,
  ): Promise<{ status: string; checkout_url: string; session_id: string }> {
    const raw = asRecord(body);
    const bookingId = typeof raw.booking_id === 'string' ? raw.booking_id.trim() : '';
    if (!bookingId) throw new InvalidInputError(PAYMENT_MESSAGES.bookingIdRequired, 'booking_id');
    const origin = this.checkedOrigin(raw.origin_url);
    return this.startCheckout(bookingId, origin);
  }

  private async startCheckout(bookingId: string, origin: string) {
    const appointment = UUID_RE.test(bookingId)
      ? await this.appointments.findById(bookingId)
      : null;
    if (!appointment) throw new NotFoundError(PAYMENT_MESSAGES.bookingNotFound, 'booking_id');
    const now = this.clock.now();
    const problem = this.payProblem(appointment, now);
    if (problem) throw new ConflictError(problem, 'booking_id');

    // One payable session per booking: a new checkout closes the earlier ones, so it cannot be paid twice.
    await this.expireOpenSessions(appointment.id);
    const attempt = (await this.payments.countCheckouts(appointment.id)) + 1;
    const holdEnd = appointment.holdExpiresAt ?? new Date(now.getTime() + 24 * 3600 * 1000);
    const expiresAt = new Date(Math.min(holdEnd.getTime(), now.getTime() + 24 * 3600 * 1000));
    const description =
      `Deposit (25%) of ${formatCents(appointment.totalPriceCents)}: ${appointment.services.join(', ')}` +
      ` on ${formatDateTimeLong(appointment.startsAt, this.config.business.timeZone)}`;
    const session = await this.provider(() =>
      this.gateway.createCheckout({
        bookingId: appointment.id,
        amountCents: appointment.depositCents,
        currency: CURRENCY,
        description,
        customerEmail: appointment.clientEmail,
        successUrl: `${origin}/booking/success?session_id={CHECKOUT_SESSION_ID}`,
        cancelUrl: `${origin}/booking/cancel?booking_id=${appointment.id}`,
        expiresAt,
        idempotencyKey: `deposit-${appointment.id}-${attempt}`,
      }),
    );
    const stored: StoredCheckout = {
      id: session.id,
      appointment_id: appointment.id,
      provider: this.gateway.provider,
      amount_cents: appointment.depositCents,
      currency: CURRENCY,
      description,
      customer_email: appointment.clientEmail,
      url: session.url,
      success_url: `${origin}/booking/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/booking/cancel?booking_id=${appointment.id}`,
      status: 'open',
      payment_status: 'unpaid',
      expires_at: expiresAt,
      created_at: now,
    };
    await this.payments.saveCheckout(stored);
    return { status: 'success', checkout_url: session.url, session_id: session.id };
  }

  /** The session's state; when the provider says paid, the payment is applied here too. */
  async sessionStatus(sessionId: string): Promise<SessionStatus> {
    const stored = await this.payments.findCheckout(sessionId);
    if (!stored) throw new NotFoundError(PAYMENT_MESSAGES.sessionNotFound);
    const session =
      stored.status === 'open'
        ? await this.provider(() => this.gateway.getSession(sessionId))
        : null;
    const now = this.clock.now();
    let status = session?.status ?? stored.status;
    const paymentStatus = session?.paymentStatus ?? stored.payment_status;
    if (paymentStatus === 'paid') {
      await this.payments.applyDeposit(
        {
          sessionId,
          provider: stored.provider,
          paymentId: session?.paymentId ?? null,
          amountCents: session?.amountCents ?? stored.amount_cents,
          currency: session?.currency ?? stored.currency,
          bookingId: stored.appointment_id,
        },
        now,
        undefined,
        this.confirmedMails,
      );
      status = 'complete';
    } else if (status === 'open' && new Date(stored.expires_at).getTime() <= now.getTime()) {
      status = 'expired';
      await this.payments.markCheckout(sessionId, { status: 'expired' }, now);
    }
    return {
      status,
      payment_status: paymentStatus,
      session_id: sessionId,
      amount_total: session?.amountCents ?? stored.amount_cents,
      currency: stored.currency,
      booking_id: stored.appointment_id,
    };
  }

  /** The local test-mode checkout's Pay button: the same "apply a payment" path as a webhook. */
  async payLocal(sessionId: string): Promise<{ redirect: string } | { problem: string }> {
    const stored = await this.payments.findCheckout(sessionId);
    if (!stored || stored.provider !== 'local')
      return { problem: PAYMENT_MESSAGES.sessionNotFound };
    const now = this.clock.now();
    if (stored.payment_status === 'paid') return { redirect: successRedirect(stored) };
    if (stored.status !== 'open' || new Date(stored.expires_at).getTime() <= now.getTime()) {
      return { problem: 'This checkout session has expired. Please start the payment again.' };
    }
    const appointment = await this.appointments.findById(stored.appointment_id);
    const problem = appointment
      ? this.payProblem(appointment, now)
      : PAYMENT_MESSAGES.bookingNotFound;
    if (problem) return { problem };
    const result = await this.payments.applyDeposit(
      {
        sessionId,
        provider: 'local',
        paymentId: `pi_test_local_${randomBytes(12).toString('base64url')}`,
        amountCents: stored.amount_cents,
        currency: stored.currency,
        bookingId: stored.appointment_id,
      },
      now,
      undefined,
      this.confirmedMails,
    );
    this.logResult(result, stored.appointment_id);
    return { redirect: successRedirect(stored) };
  }

  /** A checkout session for the local page, if it is one. */
  localCheckout(sessionId: string): Promise<StoredCheckout | null> {
    return this.payments
      .findCheckout(sessionId)
      .then((s) => (s && s.provider === 'local' ? s : null));
  }

  /** A Stripe webhook: signature checked on the raw body; each event applied once. */
  async handleWebhook(
    rawBody: Buffer | undefined,
    signature: string | undefined,
  ): Promise<{ received: boolean }> {
    const secret = this.config.stripeWebhookSecret;
    if (!secret) throw new InvalidInputError(PAYMENT_MESSAGES.webhooksOff);
    const event =
      rawBody && signature ? StripePaymentGateway.verifyWebhook(rawBody, signature, secret) : null;
    if (!event) throw new InvalidInputError(PAYMENT_MESSAGES.badSignature);
    const now = this.clock.now();
    const ref = { id: event.id, type: event.type };
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const s = event.data.object;
        const stored = await this.payments.findCheckout(s.id);
        const bookingId = stored?.appointment_id ?? s.metadata?.booking_id ?? null;
        if (
          !bookingId ||
          !(s.payment_status === 'paid' || s.payment_status === 'no_payment_required')
        ) {
          await this.payments.recordEvent(ref, now);
          break;
        }
        const intent = s.payment_intent;
        const result = await this.payments.applyDeposit(
          {
            sessionId: s.id,
            provider: 'stripe',
            paymentId: typeof intent === 'string' ? intent : (intent?.id ?? null),
            amountCents: s.amount_total ?? stored?.amount_cents ?? 0,
            currency: s.currency ?? CURRENCY,
            bookingId,
          },
          now,
          ref,
          this.confirmedMails,
        );
        this.logResult(result, bookingId);
        break;
      }
      case 'checkout.session.async_payment_failed':
        await this.payments.markCheckout(
          event.data.object.id,
          { paymentStatus: 'failed' },
          now,
          ref,
        );
        break;
      case 'checkout.session.expired':
        await this.payments.markCheckout(event.data.object.id, { status: 'expired' }, now, ref);
        break;
      default:
        await this.payments.recordEvent(ref, now);
    }
    return { received: true };
  }

  private logResult(result: ApplyResult, bookingId: string): void {
    if (result === 'needs_refund')
      this.logger.warn(`Deposit received for inactive booking ${bookingId}: refund due`);
    if (result === 'unknown_booking') this.logger.warn(`Deposit for unknown booking ${bookingId}`);
  }

  /**
   * After a cancelled checkout: e-mails a payment link valid until the hold ends (once per checkout
   * attempt, however often it is asked).
   */
  async checkoutCancelled(bookingId: string): Promise<void> {
    const appointment = UUID_RE.test(bookingId)
      ? await this.appointments.findById(bookingId)
      : null;
    if (!appointment || this.payProblem(appointment, this.clock.now())) return;
    const attempt = await this.payments.countCheckouts(appointment.id);
    await this.outbox.queue(
      await this.notifications.paymentLinkAfterCancel(appointment, `attempt-${attempt}`),
      this.clock.now(),
    );
  }

  /** Follows a payment link: a new checkout session, or the reason there can be none. */
  async followPaymentLink(token: string): Promise<{ redirect: string } | { problem: string }> {
    const bookingId = await this.tokens.verifyPaymentLink(token, this.clock.now());
    if (!bookingId) return { problem: PAYMENT_MESSAGES.linkInvalid };
    try {
      const { checkout_url } = await this.startCheckout(
        bookingId,
        new URL(this.config.publicUrl).origin,
      );
      return { redirect: checkout_url };
    } catch (e) {
      if (e instanceof ConflictError || e instanceof NotFoundError) return { problem: e.message };
      throw e;
    }
  }

  /** Runs a provider call; its failure becomes a clear 502 instead of a 500. */
  private async provider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (e) {
      this.logger.error(
        `Payment provider call failed: ${e instanceof Error ? e.message : String(e)}`,
      );
      throw new ProviderUnavailableError(PAYMENT_MESSAGES.providerDown);
    }
  }

  /** Closes a booking's open checkout sessions (here and at the provider). */
  async expireOpenSessions(bookingId: string): Promise<void> {
    for (const s of await this.payments.openCheckouts(bookingId)) {
      await this.payments.markCheckout(s.id, { status: 'expired' }, this.clock.now());
      if (s.provider === 'stripe' && this.gateway.provider === 'stripe') {
        await this.gateway
          .expireSession(s.id)
          .catch((e: unknown) => this.logger.warn(`Could not expire ${s.id}: ${String(e)}`));
      }
    }
  }

  /**
   * Before cancelling ended holds, asks the provider about their open sessions: a payment made in
   * time whose webhook is late is applied, not lost; the rest are expired so they cannot be paid.
   */
  private async reconcileEndedHolds(): Promise<void> {
    if (this.gateway.provider !== 'stripe') return;
    for (const s of await this.payments.openCheckoutsOfEndedHolds(this.clock.now(), SWEEP_BATCH)) {
      try {
        const session = await this.gateway.getSession(s.id);
        if (session?.paymentStatus === 'paid') {
          await this.payments.applyDeposit(
            {
              sessionId: s.id,
              provider: 'stripe',
              paymentId: session.paymentId,
              amountCents: session.amountCents,
              currency: session.currency,
              bookingId: s.appointment_id,
            },
            this.clock.now(),
            undefined,
            this.confirmedMails,
          );
        } else {
          await this.gateway.expireSession(s.id);
        }
      } catch (e) {
        this.logger.warn(
          `Could not reconcile ${s.id}: ${e instanceof Error ? e.message : String(e)}`,
        );
      }
    }
  }

  /** Cancels unpaid bookings whose hold has ended, frees their slots, expires their open sessions. */
  async expireHolds(): Promise<number> {
    await this.reconcileEndedHolds();
    let total = 0;
    for (;;) {
      const { appointmentIds } = await this.payments.expireHolds(
        this.clock.now(),
        SWEEP_BATCH,
        (a) => this.notifications.holdExpired(a),
      );
      total += appointmentIds.length;
      if (appointmentIds.length < SWEEP_BATCH) return total;
    }
  }
}

function successRedirect(s: StoredCheckout): string {
  return s.success_url.replace('{CHECKOUT_SESSION_ID}', encodeURIComponent(s.id));
}
