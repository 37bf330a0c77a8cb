import { Charge, formatCents, IdentifiedEntry, MESSAGES, refundCheck } from '@esthetics/domain';
import { Injectable, Logger } from '@nestjs/common';
import { AppointmentChanges } from '../bookings/ports/appointment-changes.port';
import { AppError } from '../common/app-errors';
import { Clock } from '../common/clock';
import { asRecord } from '../common/input';
import { UnitOfWork } from '../common/unit-of-work';
import { WebhookEvents } from '../integrations/webhooks/ports/webhook-events.port';
import { Ledger, LedgerBooks } from '../ledger/ports/ledger.port';
import { PaymentGateway } from '../payments/ports/payment-gateway.port';
import { ChargeRefundDto, ChargeRefundResultDto } from './dto/visit-checkout.dto';

/**
 * Partial and full refunds of any charge of an appointment (docs/money.md, "The visit's checkout"):
 * a card charge through the payment provider, cash and an outside card recorded only (given back by
 * hand). Refunds of one appointment take turns on its row, so two at once never give back more than
 * the charge took together.
 */
@Injectable()
export class ChargeRefundsService {
  private readonly logger = new Logger(ChargeRefundsService.name);

  constructor(
    private readonly changes: AppointmentChanges,
    private readonly books: LedgerBooks,
    private readonly ledger: Ledger,
    private readonly gateway: PaymentGateway,
    private readonly webhooks: WebhookEvents,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
  ) {}

  async refund(appointmentId: string, body: unknown): Promise<ChargeRefundResultDto> {
    const { charge_id: key, amount_cents: amount } = asRecord(body);
    const now = this.clock.now();
    return this.uow.run(async () => {
      if (!(await this.changes.lockForChange(appointmentId))) {
        throw AppError.of('appointmentNotFound');
      }
      const entries: IdentifiedEntry[] = await this.books.entriesOf(appointmentId);
      const checked = refundCheck(entries, key, amount);
      if (!checked.ok) throw AppError.from(checked);
      const { charge, amountCents } = checked.value;
      const providerId =
        charge.method === 'card' ? await this.throughProvider(charge, amountCents) : null;
      await this.ledger.record({
        appointmentId,
        kind: 'refund',
        method: charge.method,
        amountCents,
        providerId,
        refundOf: charge.key,
        at: now,
      });
      const refund: ChargeRefundDto = {
        appointment_id: appointmentId,
        charge_id: charge.key,
        amount_cents: amountCents,
        method: charge.method,
        provider_id: providerId,
        refundable_cents: charge.refundableCents - amountCents,
      };
      await this.webhooks.publish('payment.refunded', refund);
      return {
        status: 'success',
        message: MESSAGES.refundRecorded(formatCents(amountCents)),
        refund,
      };
    });
  }

  /**
   * The provider's refund. The idempotency key is derived from what was refunded of the charge
   * before (read under the row lock): a retry of the same refund after a failure asks the same
   * question and gets the same refund, while a later refund of the same amount is a new one.
   */
  private async throughProvider(charge: Charge, amountCents: number): Promise<string> {
    const before = charge.amountCents - charge.refundableCents;
    const key = `refund:${charge.key}:${before}:${amountCents}`;
    const refund = await this.gateway.refund(charge.key, amountCents, key).catch((e: unknown) => {
      this.logger.error(`A refund of ${charge.key} failed: ${String(e)}`);
      throw AppError.of('paymentProviderDown');
    });
    if (refund.status === 'failed') throw AppError.of('paymentProviderDown');
    return refund.id;
  }
}
