import {
  Appointment,
  CHECKOUT_METHOD_LABELS,
  CURRENCY,
  CheckoutMethod,
  chargesOf,
  checkoutProblem,
  formatCents,
  LedgerEntry,
  LedgerKind,
  ledgerSums,
  balanceDue,
  MESSAGES,
  percentOf,
  TIP_CONFIRM_ABOVE_PERCENT,
  TIP_PRESET_PERCENTS,
  tipForPercent,
  visitCheckout,
  VisitCheckout,
} from '@esthetics/domain';
import { Injectable } from '@nestjs/common';
import { toAppointmentDto } from '../bookings/dto/appointment.mapper';
import { AppointmentChanges, changeOf } from '../bookings/ports/appointment-changes.port';
import { AppointmentLists } from '../bookings/ports/appointment-lists.port';
import { AppointmentWrites } from '../bookings/ports/appointment-writes.port';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { asRecord } from '../common/input';
import { UnitOfWork } from '../common/unit-of-work';
import {
  bookingStatusEvents,
  WebhookEvents,
} from '../integrations/webhooks/ports/webhook-events.port';
import { AppointmentEntry, Ledger, LedgerBooks } from '../ledger/ports/ledger.port';
import { MailComposer } from '../notifications/ports/mail-composer.port';
import { MailQueue } from '../notifications/ports/mail-queue.port';
import { toChargeDto, toLedgerEntryDto, toVisitCheckoutDoneDto } from './dto/visit-checkout.mapper';
import {
  VisitCheckoutResultDto,
  VisitCheckoutSummaryDto,
  VisitPayLinkDto,
} from './dto/visit-checkout.dto';
import { VisitPayLink, VisitPayLinks } from '../payments/ports/visit-pay-links.port';
import { PaymentFailedDto } from '../payments/dto/payment-failed.dto';
import { chargeMetadata } from './checkout-metadata';
import { CheckoutCards, RefusedPayment, TakenPayment } from './ports/checkout-cards.port';
import { VisitCheckoutRecord, VisitCheckouts } from './ports/visit-checkouts.port';

/** The ways of paying this build takes (docs/money.md, "The visit's checkout"). */
const TAKEN_METHODS: readonly CheckoutMethod[] = ['saved_card', 'pay_link', 'cash', 'outside_card'];

const toPayLinkDto = (l: VisitPayLink): VisitPayLinkDto => ({
  amount_cents: l.amountCents,
  sent_at: l.createdAt.toISOString(),
  url: l.url,
});

const sumOf = (entries: readonly LedgerEntry[], kind: LedgerKind): number =>
  entries.filter((e) => e.kind === kind).reduce((sum, e) => sum + e.amountCents, 0);

const isTakenMethod = (m: unknown): m is CheckoutMethod =>
  typeof m === 'string' && (TAKEN_METHODS as readonly string[]).includes(m);

/**
 * The visit's checkout (docs/money.md, "The visit's checkout"): the balance due read from the ledger,
 * then the balance, tip and products taken in one transaction under the appointment's row lock, with
 * the appointment completed, the receipt queued and integrators told.
 */
@Injectable()
export class VisitCheckoutService {
  constructor(
    private readonly changes: AppointmentChanges,
    private readonly lists: AppointmentLists,
    private readonly writes: AppointmentWrites,
    private readonly books: LedgerBooks,
    private readonly ledger: Ledger,
    private readonly checkouts: VisitCheckouts,
    private readonly cards: CheckoutCards,
    private readonly mail: MailQueue,
    private readonly composer: MailComposer,
    private readonly webhooks: WebhookEvents,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly payLinks: VisitPayLinks,
  ) {}

  async summary(id: string): Promise<VisitCheckoutSummaryDto> {
    const a = await this.lists.findById(id);
    if (!a) throw AppError.of('appointmentNotFound');
    const [entries, done, card, link] = await Promise.all([
      this.books.entriesOf(id),
      this.checkouts.find(id),
      this.cards.cardOf(a),
      this.payLinks.of(id),
    ]);
    const problem = checkoutProblem(a, done !== null, this.clock.now());
    return {
      status: 'success',
      appointment_id: a.id,
      total_cents: a.totalPriceCents,
      deposit_cents: sumOf(entries, 'deposit'),
      credits_cents: sumOf(entries, 'credit_used'),
      balance_due_cents: done ? 0 : balanceDue(a.totalPriceCents, entries),
      tip_presets: TIP_PRESET_PERCENTS.map((percent) => ({
        percent,
        amount_cents: tipForPercent(a.totalPriceCents, percent),
      })),
      tip_confirm_above_cents: percentOf(a.totalPriceCents, TIP_CONFIRM_ABOVE_PERCENT),
      saved_card: card && { brand: card.brand, last4: card.last4 },
      methods: TAKEN_METHODS.filter((m) => m !== 'saved_card' || (card && this.cards.canCharge)),
      problem: problem.ok ? null : problem.message,
      checkout: done && toVisitCheckoutDoneDto(done),
      pay_link: !done && link && !link.paidAt ? toPayLinkDto(link) : null,
      entries: entries.map(toLedgerEntryDto),
      charges: chargesOf(entries).map(toChargeDto),
    };
  }

  /**
   * Takes the checkout of a visit. Checkouts of one appointment take turns on its row, and its
   * `visit_checkouts` row is unique: of ten at once, one takes the money and the others find it
   * checked out (409 checkoutAlreadyDone). A saved card is charged with a key derived from the
   * appointment, so a retry after a failure never charges it twice.
   */
  async checkOut(id: string, body: unknown, by: string | null): Promise<VisitCheckoutResultDto> {
    const input = asRecord(body);
    const method = input.method;
    if (!isTakenMethod(method)) throw AppError.of('checkoutMethodInvalid', 'method');
    const now = this.clock.now();
    const answer = await this.uow.run(async () => {
      const a = (await this.changes.lockForChange(id))?.appointment;
      if (!a) throw AppError.of('appointmentNotFound');
      const allowed = checkoutProblem(a, (await this.checkouts.find(id)) !== null, now);
      if (!allowed.ok) throw AppError.from(allowed);
      const entries = await this.books.entriesOf(id);
      const checkout = visitCheckout(a.totalPriceCents, entries, {
        tipCents: input.tip_cents,
        products: input.products,
        confirmLargeTip: input.confirm_large_tip === true,
      });
      if (!checkout.ok) throw AppError.from(checkout);
      if (method === 'pay_link') return this.sendLink(a, checkout.value, now);
      // Taken another way: an open pay link could otherwise still be paid.
      await this.payLinks.withdraw(a.id);
      const paid = await this.take(a, method, checkout.value, now);
      if (paid && 'refused' in paid) return paid;
      return this.record(a, entries, { method, ...checkout.value, paid, by, at: now });
    });
    // A refusal is committed (its count, the payment.failed event), then answered.
    if ('refused' in answer) {
      throw AppError.of(
        answer.refused === 'declined' ? 'visitCardDeclined' : 'visitCardNeedsAuth',
        'method',
      );
    }
    return answer;
  }

  /**
   * Records a checkout whose money is taken, under the appointment's row lock: its row, the ledger
   * entries, the appointment completed, the receipt and payment.succeeded. Throws checkoutAlreadyDone
   * when the appointment has one.
   */
  async record(
    a: Appointment,
    entries: readonly LedgerEntry[],
    c: VisitCheckout & {
      method: CheckoutMethod;
      paid: TakenPayment | null;
      by: string | null;
      at: Date;
    },
  ): Promise<VisitCheckoutResultDto> {
    const { paid, at: now } = c;
    const record: VisitCheckoutRecord = {
      appointmentId: a.id,
      method: c.method,
      balanceCents: c.balanceCents,
      tipCents: c.tipCents,
      products: c.products,
      totalCents: c.totalCents,
      paymentId: paid?.paymentId ?? null,
      by: c.by,
      at: now,
    };
    if (!(await this.checkouts.insert(record))) throw AppError.of('checkoutAlreadyDone');
    const taken = this.entriesOf(record, paid);
    await this.ledger.record(...taken);
    const completed = await this.complete(a, c.by, now);
    const after = ledgerSums([...entries, ...taken]);
    await this.mail.queue(
      this.composer.visitReceipt(completed, {
        serviceTotalCents: a.totalPriceCents,
        depositCents: sumOf(entries, 'deposit'),
        creditCents: sumOf(entries, 'credit_used'),
        balanceCents: record.balanceCents,
        tipCents: record.tipCents,
        products: record.products,
        paidNowCents: record.totalCents,
        paidInAllCents: after.paidCents,
        paidWith: paid?.label ?? CHECKOUT_METHOD_LABELS[c.method],
      }),
      now,
    );
    const dto = toVisitCheckoutDoneDto(record);
    await this.webhooks.publish('payment.succeeded', dto);
    return {
      status: 'success',
      message: MESSAGES.visitCheckedOut(formatCents(record.totalCents)),
      checkout: dto,
      pay_link: null,
      appointment: toAppointmentDto(completed),
    };
  }

  /**
   * Sends the client a pay link for the checkout (an open one is expired first); nothing is recorded
   * until it is paid, when the provider's payment is recorded like a saved-card charge.
   */
  private async sendLink(
    a: Appointment,
    c: VisitCheckout,
    now: Date,
  ): Promise<VisitCheckoutResultDto> {
    if (c.totalCents === 0) throw AppError.of('checkoutNothingToCharge', 'method');
    const link = await this.payLinks.send(a, c.totalCents, chargeMetadata(c), now);
    return {
      status: 'success',
      message: MESSAGES.visitPayLinkSent(formatCents(c.totalCents), a.clientEmail),
      checkout: null,
      pay_link: toPayLinkDto(link),
      appointment: toAppointmentDto(a),
    };
  }

  /**
   * Charges the saved card (nothing for cash or an outside card: the money is already in hand). The
   * key is the appointment, the amount and how many attempts the card refused: a retry after an
   * outage (no answer) sends the same key and gets the same payment, never a second; a new attempt
   * after a refusal is a new charge (Stripe would replay the refusal for 24 hours otherwise).
   */
  private async take(
    a: Appointment,
    method: CheckoutMethod,
    checkout: VisitCheckout,
    now: Date,
  ): Promise<TakenPayment | RefusedPayment | null> {
    if (method !== 'saved_card') return null;
    if (checkout.totalCents === 0) throw AppError.of('checkoutNothingToCharge', 'method');
    const refusals = await this.checkouts.refusals(a.id);
    const key = `visit-checkout:${a.id}:${checkout.totalCents}${refusals ? `:${refusals}` : ''}`;
    const paid = await this.cards.charge(a, checkout.totalCents, key, chargeMetadata(checkout));
    if ('refused' in paid) {
      await this.checkouts.addRefusal(a.id, now);
      const failed: PaymentFailedDto = {
        appointment_id: a.id,
        purpose: 'balance',
        amount_cents: checkout.totalCents,
        currency: CURRENCY,
        reason: paid.refused,
        payment_id: paid.paymentId,
        fee_id: null,
      };
      await this.webhooks.publish('payment.failed', failed);
    }
    return paid;
  }

  /** The ledger entries of a checkout: balance, tip and products (one entry, their total). */
  private entriesOf(c: VisitCheckoutRecord, paid: TakenPayment | null): AppointmentEntry[] {
    const base = {
      appointmentId: c.appointmentId,
      method: paid ? ('card' as const) : (c.method as 'cash' | 'outside_card'),
      providerId: paid?.paymentId ?? null,
      at: c.at,
    };
    const productsCents = c.products.reduce((s, p) => s + p.priceCents, 0);
    return [
      { ...base, kind: 'balance' as const, amountCents: c.balanceCents },
      { ...base, kind: 'tip' as const, amountCents: c.tipCents },
      { ...base, kind: 'product' as const, amountCents: productsCents },
    ].filter((e) => e.amountCents > 0);
  }

  /** The visit is over: completed (unless the owner marked it so already), recorded and told. */
  private async complete(a: Appointment, by: string | null, now: Date): Promise<Appointment> {
    if (a.status === 'completed') return a;
    const changed = await this.writes.setStatus(a.id, 'completed', now);
    if (!changed) throw AppError.of('appointmentNotFound');
    await this.webhooks.publish(bookingStatusEvents(changed.status), toAppointmentDto(changed));
    await this.changes.recordChange({
      ...changeOf(a, { kind: 'admin', id: by }, now),
      kind: 'status',
      newStatus: changed.status,
    });
    return changed;
  }
}
