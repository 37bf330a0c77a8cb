import {
  AppointmentStatus,
  CURRENCY,
  formatCents,
  formatDateTimeLong,
  HOLD_MS,
  MESSAGES,
  PAYMENT_LINK_MAILS_PER_BOOKING,
  RefundReason,
  refundReason,
  Appointment,
} from '@esthetics/domain';
import { Injectable, Logger } from '@nestjs/common';
import { TokenService } from '../auth/token.service';
import { AppError } from '../common/app-errors';
import { httpStatusOf } from '../common/error-status';
import { Clock } from '../common/clock';
import { UnitOfWork } from '../common/unit-of-work';
import { asRecord } from '../common/input';
import { AppConfig } from '../config/app-config';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import { PaymentCancellationDto, toPaymentCancellationDto } from './dto/cancellation-outcome.dto';
import { payProblem } from './payable';
import { PaymentConfirmation } from './payment-confirmation.service';
import { SavedCards } from './saved-cards.service';
import { CancellationSettlement } from './ports/cancellation-settlement.port';
import { PaymentGateway } from './ports/payment-gateway.port';
import { PaymentRepository, StoredCheckout } from './ports/payment.port';
import { AppointmentLists } from '../bookings/ports/appointment-lists.port';
import { AppointmentWrites } from '../bookings/ports/appointment-writes.port';

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface SessionStatus {
  status: string;
  payment_status: string;
  session_id: string;
  amount_total: number;
  currency: string;
  booking_id: string;
  booking_status: AppointmentStatus;
  refund_due: boolean;
  refund_reason: RefundReason | null;
  cancellation: PaymentCancellationDto | null;
}

/**
 * The deposit's checkout: a session for a booking (from the booking page or a payment link), its
 * state, and what follows a cancelled checkout.
 */
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly payments: PaymentRepository,
    private readonly appointments: AppointmentLists,
    private readonly appointmentWrites: AppointmentWrites,
    private readonly confirmation: PaymentConfirmation,
    private readonly tokens: TokenService,
    private readonly clock: Clock,
    private readonly config: AppConfig,
    private readonly mails: MailComposer,
    private readonly mailQueue: MailQueue,
    private readonly uow: UnitOfWork,
    private readonly settlement: CancellationSettlement,
    private readonly savedCards: SavedCards,
  ) {}

  /** Origins checkout may send the visitor back to: the site's own, never anyone else's. */
  private checkedOrigin(value: unknown): string {
    if (typeof value !== 'string') throw AppError.of('paymentBadOrigin', 'origin_url');
    let origin: string;
    try {
      origin = new URL(value).origin;
    } catch {
      throw AppError.of('paymentBadOrigin', 'origin_url');
    }
    if (!this.config.allowedOrigins.includes(origin)) {
      throw AppError.of('paymentBadOrigin', 'origin_url');
    }
    return origin;
  }

  async createSession(
    body: unknown,
  ): Promise<{ status: string; checkout_url: string; session_id: string }> {
    const raw = asRecord(body);
    const bookingId = typeof raw.booking_id === 'string' ? raw.booking_id.trim() : '';
    if (!bookingId) throw AppError.of('paymentBookingIdRequired', 'booking_id');
    const origin = this.checkedOrigin(raw.origin_url);
    return this.startCheckout(bookingId, origin);
  }

  /**
   * Starts for one booking take turns: its row stays locked until the new session is stored, and each
   * start closes the sessions before it, so however many race (a double click, two tabs, the mailed
   * link opened twice, several instances) exactly one session is left open to pay.
   */
  private startCheckout(bookingId: string, origin: string) {
    if (!UUID_RE.test(bookingId)) throw AppError.of('paymentBookingNotFound', 'booking_id');
    return this.uow.run(async () => {
      const locked = await this.appointmentWrites.lockState(bookingId);
      const appointment = locked ? await this.appointments.findById(bookingId) : null;
      if (!appointment) throw AppError.of('paymentBookingNotFound', 'booking_id');
      return this.openSession(appointment, origin);
    });
  }

  private async openSession(appointment: Appointment, origin: string) {
    const now = this.clock.now();
    const problem = payProblem(appointment, now, this.gateway.minimumLifetimeMs);
    if (problem) throw AppError.of(problem, 'booking_id');

    // One payable session per booking: a new checkout closes the earlier ones, so it cannot be paid twice.
    await this.expireOpenSessions(appointment.id);
    const attempt = (await this.payments.countCheckouts(appointment.id)) + 1;
    // A session never outlives the hold (nor one hold length, which is also Stripe's longest session).
    const latest = now.getTime() + HOLD_MS;
    const holdEnd = appointment.holdExpiresAt?.getTime() ?? latest;
    const expiresAt = new Date(Math.min(holdEnd, latest));
    const description = MESSAGES.depositLineItem(
      formatCents(appointment.totalPriceCents),
      appointment.services.join(', '),
      formatDateTimeLong(appointment.startsAt, this.config.business.timeZone),
    );
    const successUrl = `${origin}/booking/success?session_id={CHECKOUT_SESSION_ID}`;
    const cancelUrl = `${origin}/booking/cancel?booking_id=${appointment.id}`;
    const customerId = await this.provider(() => this.savedCards.customerFor(appointment));
    const session = await this.provider(() =>
      this.gateway.createCheckout({
        customerId,
        bookingId: appointment.id,
        amountCents: appointment.depositCents,
        currency: CURRENCY,
        description,
        customerEmail: appointment.clientEmail,
        successUrl,
        cancelUrl,
        expiresAt,
        idempotencyKey: `deposit-${appointment.id}-${attempt}`,
      }),
    );
    await this.payments.saveCheckout({
      id: session.id,
      appointment_id: appointment.id,
      provider: this.gateway.provider,
      amount_cents: appointment.depositCents,
      currency: CURRENCY,
      description,
      customer_email: appointment.clientEmail,
      url: session.url,
      success_url: successUrl,
      cancel_url: cancelUrl,
      status: 'open',
      payment_status: 'unpaid',
      expires_at: expiresAt,
      created_at: now,
    });
    return { status: 'success', checkout_url: session.url, session_id: session.id };
  }

  /**
   * The session's state; when the provider says paid, the payment is applied here too. Once paid, the
   * answer also says whether the money is kept: the booking may have been cancelled since, or the
   * payment flagged for a refund when it arrived.
   */
  async sessionStatus(sessionId: string): Promise<SessionStatus> {
    const stored = await this.payments.findCheckout(sessionId);
    if (!stored) throw AppError.of('paymentSessionNotFound');
    const session =
      stored.status === 'open'
        ? await this.provider(() => this.gateway.getSession(sessionId))
        : null;
    const now = this.clock.now();
    let status = session?.status ?? stored.status;
    const paymentStatus = session?.paymentStatus ?? stored.payment_status;
    if (paymentStatus === 'paid') {
      await this.confirmation.apply(
        {
          sessionId,
          provider: stored.provider,
          paymentId: session?.paymentId ?? null,
          amountCents: session?.amountCents ?? stored.amount_cents,
          currency: session?.currency ?? stored.currency,
          bookingId: stored.appointment_id,
        },
        now,
      );
      status = 'complete';
    } else if (status === 'open' && new Date(stored.expires_at).getTime() <= now.getTime()) {
      status = 'expired';
      await this.payments.markCheckout(sessionId, { status: 'expired' }, now);
    }
    const booking = await this.appointments.findById(stored.appointment_id);
    if (!booking) throw AppError.of('paymentSessionNotFound');
    const payment =
      paymentStatus === 'paid' ? await this.payments.paymentOfSession(sessionId) : null;
    // What the booking's cancellation did with the money held then: every view reads the record.
    const cancellation =
      booking.status === 'cancelled' ? await this.settlement.outcomeOf(booking.id) : null;
    const refund = payment
      ? refundReason({
          bookingStatus: booking.status,
          paid: { cents: payment.amount_cents, currency: payment.currency },
          due: { cents: stored.amount_cents, currency: stored.currency },
          flagged: payment.needs_refund,
          cancellation,
        })
      : null;
    return {
      status,
      payment_status: paymentStatus,
      session_id: sessionId,
      amount_total: payment?.amount_cents ?? session?.amountCents ?? stored.amount_cents,
      currency: payment?.currency ?? stored.currency,
      booking_id: stored.appointment_id,
      booking_status: booking.status,
      refund_due: refund !== null,
      refund_reason: refund,
      cancellation: cancellation && toPaymentCancellationDto(cancellation),
    };
  }

  /** A checkout session for the local test-mode page, if it is one. */
  async localCheckout(sessionId: string): Promise<StoredCheckout | null> {
    const s = await this.payments.findCheckout(sessionId);
    return s && s.provider === 'local' ? s : null;
  }

  /**
   * After a cancelled checkout: e-mails a payment link valid until the hold ends (once per checkout
   * attempt, however often it is asked).
   */
  async checkoutCancelled(raw: unknown): Promise<void> {
    // Required, as for a checkout; an id that is no booking's is noted all the same (no oracle).
    const bookingId = typeof raw === 'string' ? raw.trim() : '';
    if (!bookingId) throw AppError.of('paymentBookingIdRequired', 'booking_id');
    const appointment = UUID_RE.test(bookingId)
      ? await this.appointments.findById(bookingId)
      : null;
    if (!appointment || payProblem(appointment, this.clock.now(), this.gateway.minimumLifetimeMs))
      return;
    const attempt = await this.payments.countCheckouts(appointment.id);
    // The mail's dedupe key stops at the cap: past it, a new mail is the same key, queued never again.
    const mail = Math.min(attempt, PAYMENT_LINK_MAILS_PER_BOOKING);
    await this.mailQueue.queue(
      await this.mails.paymentLinkAfterCancel(appointment, `attempt-${mail}`),
      this.clock.now(),
    );
  }

  /** Follows a payment link: a new checkout session, or the reason there can be none. */
  async followPaymentLink(token: string): Promise<{ redirect: string } | { problem: string }> {
    const bookingId = await this.tokens.verifyPaymentLink(token, this.clock.now());
    if (!bookingId) return { problem: MESSAGES.paymentLinkInvalid };
    try {
      const { checkout_url } = await this.startCheckout(
        bookingId,
        new URL(this.config.publicUrl).origin,
      );
      return { redirect: checkout_url };
    } catch (e) {
      // A booking that is gone or cannot be paid any more: the page says why.
      if (e instanceof AppError && [404, 409].includes(httpStatusOf(e.code)))
        return { problem: e.message };
      throw e;
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

  /** Runs a provider call; its failure becomes a clear 502 instead of a 500. */
  private async provider<T>(call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (e) {
      this.logger.error(
        `Payment provider call failed: ${e instanceof Error ? e.message : String(e)}`,
      );
      throw AppError.of('paymentProviderDown');
    }
  }
}
