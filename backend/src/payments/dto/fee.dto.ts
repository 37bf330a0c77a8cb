import { FEE_GRACE_MAX_HOURS, FEE_STATES } from '@esthetics/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { LimitQueryDto } from '../../common/dto/pagination.dto';
import { InstantProperty } from '../../common/dto/time-properties';

// An empty query parameter is none (allowEmptyValue), as the console sends its blank fields.
const EMPTY_IS_NONE = { allowEmptyValue: true } as const;

/** A no-show or late-cancellation fee (the console's list, and the fee.* webhook events' data). */
export class FeeDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ format: 'uuid' }) appointment_id: string;
  @ApiProperty({ example: 'Ada Lovelace', description: 'As the appointment keeps it' })
  client_name: string;
  @ApiProperty({ format: 'date', example: '2026-12-01' }) appointment_date: string;
  @ApiProperty({ example: '14:30' }) appointment_time: string;
  @ApiProperty({ enum: ['late_cancellation', 'no_show'] }) reason: string;
  @ApiProperty({ example: 'Late cancellation' }) reason_label: string;
  @ApiProperty({ example: 2125, description: 'What the policy leaves to charge, in cents' })
  amount_cents: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({ enum: [...FEE_STATES] }) state: string;
  @InstantProperty() recorded_at: string;
  @ApiProperty({
    format: 'date-time',
    description: 'When the grace window ends: a pending fee is charged from then on',
  })
  chargeable_at: string;
  @ApiProperty({ description: 'Milliseconds left before a pending fee is charged; 0 otherwise' })
  countdown_ms: number;
  @ApiProperty({ type: String, nullable: true, description: "The provider's payment id" })
  payment_id: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The pay link e-mailed to the client, while the fee is due',
  })
  pay_url: string | null;
  @ApiProperty({ description: 'Charge attempts made (an outage is retried with the same key)' })
  attempts: number;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'declined',
    description:
      'The last attempt: succeeded, declined, authentication_required, no_card or provider_down',
  })
  last_outcome: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'Charged, paid, waived or refunded at',
  })
  settled_at: string | null;
}

export class FeePageDto {
  @ApiProperty({ type: [FeeDto] }) fees: FeeDto[];
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Pass as after for the next page; null on the last',
  })
  next_after: string | null;
}

export class FeeQueryDto extends LimitQueryDto {
  @ApiPropertyOptional({ ...EMPTY_IS_NONE, enum: [...FEE_STATES] }) state?: string;
  @ApiPropertyOptional({
    ...EMPTY_IS_NONE,
    format: 'uuid',
    description: "One appointment's fee only",
  })
  appointment_id?: string;
  @ApiPropertyOptional({
    ...EMPTY_IS_NONE,
    description: "The previous page's next_after. None: the first page",
  })
  after?: string;
}

export class FeeWaivedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'The fee was waived: nothing will be charged.' }) message: string;
  @ApiProperty({ type: FeeDto }) fee: FeeDto;
}

export class FeeSettingsDto {
  @ApiProperty({ minimum: 0, maximum: FEE_GRACE_MAX_HOURS, example: 2 })
  fee_grace_hours: number;
  @ApiProperty({ example: FEE_GRACE_MAX_HOURS }) max_fee_grace_hours: number;
}

export class FeeSettingsBodyDto {
  @ApiProperty({
    minimum: 0,
    maximum: FEE_GRACE_MAX_HOURS,
    description: 'Whole hours the owner has to waive a fee before it is charged',
  })
  fee_grace_hours: number;
}
