import { Injectable, Logger } from '@nestjs/common';
import { AppError } from '../common/app-errors';
import { DepositRefund, DepositRefunds } from './ports/deposit-refunds.port';
import { PaymentGateway, ProviderRefund, RefundStatus } from './ports/payment-gateway.port';
import { PaymentRepository, RefundablePayment } from './ports/payment.port';
import { Ledger } from '../ledger/ports/ledger.port';

/**
 * The DepositRefunds port: refunds through the gateway, recorded on the payment rows, and in the
 * ledger once the provider says the money went back.
 */
@Injectable()
export class DepositRefundsService extends DepositRefunds {
  private readonly logger = new Logger('Payments');

  constructor(
    private readonly gateway: PaymentGateway,
    private readonly payments: PaymentRepository,
    private readonly ledger: Ledger,
  ) {
    super();
  }

  async heldCents(appointmentId: string): Promise<number> {
    const payments = await this.payments.refundablePayments(appointmentId);
    return payments.reduce((sum, p) => sum + p.amount_cents - p.refunded_cents, 0);
  }

  async refund(appointmentId: string, amountCents: number, now: Date): Promise<DepositRefund> {
    let left = amountCents;
    const statuses: RefundStatus[] = [];
    for (const payment of await this.payments.refundablePayments(appointmentId)) {
      const amount = Math.min(left, payment.amount_cents - payment.refunded_cents);
      if (amount <= 0) continue;
      const refund = await this.payBack(payment, amount);
      await this.payments.recordRefund(
        payment.id,
        { amountCents: amount, providerRefundId: refund.id, status: refund.status },
        now,
      );
      if (refund.status === 'succeeded' && refund.id) {
        await this.ledger.record({
          appointmentId,
          kind: 'refund',
          method: 'card',
          amountCents: amount,
          providerId: refund.id,
          refundOf: payment.provider_payment_id,
          at: now,
        });
      }
      statuses.push(refund.status);
      if (refund.status !== 'failed') left -= amount;
      if (left === 0) break;
    }
    const status: RefundStatus = statuses.includes('failed')
      ? 'failed'
      : statuses.includes('pending')
        ? 'pending'
        : 'succeeded';
    return { refundedCents: amountCents - left, status };
  }

  /**
   * One payment's refund at its provider. The key names the payment and how much of it was paid back
   * before, so a retry of the same refund (after a failure here) gets the provider's first answer.
   */
  private async payBack(
    payment: RefundablePayment,
    amount: number,
  ): Promise<Pick<ProviderRefund, 'status'> & { id: string | null }> {
    if (payment.provider !== this.gateway.provider || !payment.provider_payment_id) {
      // Taken by another provider than the one configured now: owed, to pay back by hand.
      this.logger.warn(`Refund of payment ${payment.id} must be made by hand`);
      return { id: null, status: 'pending' };
    }
    const key = `refund-${payment.id}-${payment.refunded_cents}`;
    try {
      return await this.gateway.refund(payment.provider_payment_id, amount, key);
    } catch (e) {
      this.logger.error(`Refund failed at the provider: ${e instanceof Error ? e.message : e}`);
      throw AppError.of('paymentProviderDown');
    }
  }
}
