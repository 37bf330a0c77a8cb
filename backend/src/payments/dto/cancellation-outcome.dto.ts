import { CANCELLED_BY } from '@esthetics/domain';
import { ApiProperty } from '@nestjs/swagger';
import { RecordedCancellation } from '../ports/cancellation-settlement.port';
import { InstantProperty } from '../../common/dto/time-properties';

const KINDS = ['refund', 'credit', 'fee', 'nothing_paid'];

/** A cancellation's recorded money outcome, as the payment status answers it (no names, no dates). */
export class PaymentCancellationDto {
  @ApiProperty({
    enum: KINDS,
    description:
      'refund: money goes back to the card; credit: kept as credit toward a future booking; fee: kept toward the late-cancellation fee; nothing_paid',
  })
  kind: string;
  @ApiProperty({ example: 2125 }) refund_cents: number;
  @ApiProperty({ example: 0 }) credit_cents: number;
  @ApiProperty({ example: 0, description: 'Kept toward the fee' }) kept_cents: number;
  @ApiProperty({ example: 0, description: 'Of the fee, what the deposit did not cover' })
  charge_cents: number;
  @ApiProperty({ example: '$21.25 is refunded to the original payment method.' })
  summary: string;
}

/** The same, with who cancelled and how it was decided, for the admin. */
export class CancellationOutcomeDto extends PaymentCancellationDto {
  @ApiProperty({ enum: [...CANCELLED_BY] }) cancelled_by: string;
  @ApiProperty({
    example: 'business_refund',
    description:
      "The rule applied: the policy's (full_refund, deposit_credit, package_credit, late_fee, nothing_paid) or business_refund, business_credit, hold_released",
  })
  rule: string;
  @ApiProperty({ example: 2125, description: 'Paid online and held when cancelled' })
  paid_cents: number;
  @ApiProperty({ example: 0 }) fee_cents: number;
  @ApiProperty({
    type: String,
    enum: ['succeeded', 'pending', 'failed', null],
    nullable: true,
    description: "The payment provider's answer to the refund; null when nothing was refunded",
  })
  refund_status: string | null;
  @ApiProperty({
    format: 'date-time',
    description: 'The start the notice was counted from: the start as first booked',
  })
  notice_from: string;
  @InstantProperty() decided_at: string;
}

export const toPaymentCancellationDto = (r: RecordedCancellation): PaymentCancellationDto => ({
  kind: r.kind,
  refund_cents: r.refundCents,
  credit_cents: r.creditCents,
  kept_cents: r.keptCents,
  charge_cents: r.chargeCents,
  summary: r.summary,
});

export const toCancellationOutcomeDto = (r: RecordedCancellation): CancellationOutcomeDto => ({
  ...toPaymentCancellationDto(r),
  cancelled_by: r.by,
  rule: r.rule,
  paid_cents: r.paidCents,
  fee_cents: r.feeCents,
  refund_status: r.refundStatus,
  notice_from: new Date(r.noticeFrom).toISOString(),
  decided_at: new Date(r.decidedAt).toISOString(),
});
