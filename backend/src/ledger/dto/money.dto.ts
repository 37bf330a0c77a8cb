import { LEDGER_KINDS, LEDGER_METHODS, STATS_PERIODS } from '@esthetics/domain';
import { ApiProperty } from '@nestjs/swagger';
import { InstantProperty } from '../../common/dto/time-properties';

export class LedgerEntryDto {
  @ApiProperty({ format: 'uuid' })
  id: string;
  @ApiProperty({ format: 'uuid' })
  appointment_id: string;
  @ApiProperty({ enum: [...LEDGER_KINDS], description: 'What the money was for (docs/money.md)' })
  kind: string;
  @ApiProperty({ enum: [...LEDGER_METHODS], description: 'How the money moved' })
  method: string;
  @ApiProperty({ example: 2125, description: 'Always positive: the kind says which way it went' })
  amount_cents: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'pi_3Q...',
    description: "The payment provider's id (a payment intent, a refund); null for cash and credit",
  })
  provider_id: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'On a refund: the provider id of the charge it gives back',
  })
  refund_of: string | null;
  @InstantProperty()
  created_at: string;
  @ApiProperty({
    example: 'Maya Lopez',
    description: "The client's name as the appointment keeps it",
  })
  client_name: string;
  @ApiProperty({ type: [String], example: ['Classic European Facial'] })
  services: string[];
}

export class LedgerPageDto {
  @ApiProperty({ type: [LedgerEntryDto], description: 'Oldest first, by created_at then id' })
  entries: LedgerEntryDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: "The next page's `after`; null on the last page",
  })
  next_after: string | null;
}

/** Cents by kind: every kind, zero where none. */
export class LedgerKindTotalsDto {
  @ApiProperty({ example: 6375 })
  deposit: number;
  @ApiProperty({ example: 19125 })
  balance: number;
  @ApiProperty({ example: 3825 })
  tip: number;
  @ApiProperty({ example: 4200 })
  product: number;
  @ApiProperty({ example: 0 })
  fee: number;
  @ApiProperty({ example: 2125 })
  refund: number;
  @ApiProperty({ example: 0 })
  credit_issued: number;
  @ApiProperty({ example: 0 })
  credit_used: number;
}

export class MoneyTotalsDto {
  @ApiProperty({ enum: [...STATS_PERIODS] })
  period: string;
  @ApiProperty({ format: 'date', example: '2026-11-30', description: 'First day, included' })
  from: string;
  @ApiProperty({ format: 'date', example: '2026-12-06', description: 'Last day, included' })
  to: string;
  @ApiProperty({ example: 'America/New_York', description: 'The zone the days are read in' })
  time_zone: string;
  @ApiProperty({
    type: LedgerKindTotalsDto,
    description: 'The sums of the entries made in the period, by kind, in cents',
  })
  by_kind: LedgerKindTotalsDto;
  @ApiProperty({ example: 3825, description: 'Every tip, whatever paid it (cash or card)' })
  tips_cents: number;
  @ApiProperty({ example: 0, description: 'Late-cancellation and no-show fees taken' })
  fees_cents: number;
  @ApiProperty({
    example: 42950,
    description:
      'The net taken: money taken in by card, cash or outside card (credit used is not money), less refunds',
  })
  net_cents: number;
}
