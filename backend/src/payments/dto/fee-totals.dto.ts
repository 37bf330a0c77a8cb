import { STATS_PERIODS } from '@esthetics/domain';
import { ApiProperty } from '@nestjs/swagger';
import { MoneyTotalsQueryDto } from '../../ledger/dto/money-query.dto';

/** The same period and date as the ledger's totals: the two are read side by side. */
export class FeeTotalsQueryDto extends MoneyTotalsQueryDto {}

/** The fees in one state: how many, and their amounts summed. */
export class FeeStateTotalDto {
  @ApiProperty({ example: 2 })
  count: number;
  @ApiProperty({ example: 4250, description: 'The fees’ amounts, in cents' })
  amount_cents: number;
}

/** Each fee state, zero where none. */
export class FeeStateTotalsDto {
  @ApiProperty({ type: FeeStateTotalDto, description: 'Recorded, inside the grace window' })
  pending: FeeStateTotalDto;
  @ApiProperty({ type: FeeStateTotalDto, description: 'Charged to the saved card' })
  charged: FeeStateTotalDto;
  @ApiProperty({ type: FeeStateTotalDto, description: 'Paid by the client through the pay link' })
  paid: FeeStateTotalDto;
  @ApiProperty({ type: FeeStateTotalDto, description: 'Waived before any charge' })
  waived: FeeStateTotalDto;
  @ApiProperty({
    type: FeeStateTotalDto,
    description: 'The card failed (declined, authentication, no card): a pay link is out',
  })
  due: FeeStateTotalDto;
  @ApiProperty({ type: FeeStateTotalDto, description: 'Waived after the charge: refunded' })
  refunded: FeeStateTotalDto;
}

export class FeeTotalsDto {
  @ApiProperty({ enum: [...STATS_PERIODS] })
  period: string;
  @ApiProperty({ format: 'date', example: '2026-11-30', description: 'First day, included' })
  from: string;
  @ApiProperty({ format: 'date', example: '2026-12-06', description: 'Last day, included' })
  to: string;
  @ApiProperty({ example: 'America/New_York', description: 'The zone the days are read in' })
  time_zone: string;
  @ApiProperty({
    type: FeeStateTotalsDto,
    description:
      'The fees whose present state was reached in the period, by state: settled ones when ' +
      'settled, pending and due ones when recorded',
  })
  by_state: FeeStateTotalsDto;
}
