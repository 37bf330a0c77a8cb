import { CURRENCY } from '@esthetics/domain';
import { Injectable, Logger } from '@nestjs/common';
import { UnitOfWork } from '../common/unit-of-work';
import { Ledger, LedgerBooks } from '../ledger/ports/ledger.port';
import { FeeCharges } from './fee-charges.service';
import { OffSessionBalances } from './ports/off-session-balances.port';
import { PaymentGateway, WebhookEvent, WebhookIntent } from './ports/payment-gateway.port';
import { PaymentRepository, ProviderEvent } from './ports/payment.port';
import { SavedCardRepository } from './ports/saved-cards.port';

/**
 * The provider's events about payments other than a checkout session (docs/money.md, "Stripe's
 * webhooks"): off-session charges that succeeded or failed, refunds, cards set up. Each event is
 * claimed by its id in the transaction of its effect, so a replay (Stripe retries) does nothing and
 * a failure leaves it to be retried. Reading the provider happens before the transaction.
 */
@Injectable()
export class ProviderEvents {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly payments: PaymentRepository,
    private readonly feeCharges: FeeCharges,
    private readonly balances: OffSessionBalances,
    private readonly ledger: Ledger,
    private readonly books: LedgerBooks,
    private readonly cards: SavedCardRepository,
    private readonly uow: UnitOfWork,
  ) {}

  async apply(event: WebhookEvent, now: Date): Promise<void> {
    const ref: ProviderEvent = { id: event.id, type: event.type };
    const effect = await this.prepare(event);
    await this.uow.run(async () => {
      if (!(await this.payments.recordEvent(ref, now))) return;
      await effect(now);
    });
  }

  /** What the event does, its provider reads done. */
  private async prepare(event: WebhookEvent): Promise<(now: Date) => Promise<void>> {
    const nothing = async () => {};
    if (event.intent && event.type === 'payment_intent.succeeded') {
      return (now) => this.succeeded(event.intent!, now);
    }
    if (event.intent && event.type === 'payment_intent.payment_failed') {
      const i = event.intent;
      // A visit's checkout that failed records nothing: the owner sees it refused at once.
      if (i.purpose !== 'fee' || !i.bookingId) return nothing;
      return (now) =>
        this.feeCharges.chargeFailureReported(i.bookingId!, i.id, i.failure ?? 'declined', now);
    }
    if (event.refunded && event.type === 'charge.refunded') {
      const { paymentId, bookingId } = event.refunded;
      const refunds = await this.gateway.refundsOf(paymentId);
      return async (now) => {
        const appointmentId = (await this.books.appointmentOf(paymentId)) ?? bookingId;
        if (!appointmentId) return this.logger.warn(`Refund of unknown payment ${paymentId}`);
        // Refunds pending when made are recorded here once they succeed; the ledger's unique
        // (kind, provider id) skips those already recorded.
        const done = refunds.filter((r) => r.status === 'succeeded');
        if (done.length === 0) return;
        await this.ledger.record(
          ...done.map((r) => ({
            appointmentId,
            kind: 'refund' as const,
            method: 'card' as const,
            amountCents: r.amountCents,
            providerId: r.id,
            refundOf: paymentId,
            at: now,
          })),
        );
      };
    }
    if (event.setup && event.type === 'setup_intent.succeeded') {
      const { customerId, paymentMethodId } = event.setup;
      const card = await this.gateway.cardOf(paymentMethodId);
      return async (now) => {
        const owner = await this.cards.refOfCustomer(this.gateway.provider, customerId);
        if (owner && card) await this.cards.saveCard(owner, card, now);
      };
    }
    return nothing;
  }

  private async succeeded(i: WebhookIntent, now: Date): Promise<void> {
    if (!i.bookingId || i.currency.toLowerCase() !== CURRENCY) return;
    if (i.purpose === 'fee') await this.feeCharges.chargeReported(i.bookingId, i.id, now);
    if (i.purpose === 'balance') {
      await this.balances.succeeded(
        {
          bookingId: i.bookingId,
          paymentId: i.id,
          amountCents: i.amountCents,
          currency: i.currency,
          metadata: i.metadata,
        },
        now,
      );
    }
  }
}
