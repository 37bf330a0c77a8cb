import { ApiProperty } from '@nestjs/swagger';

/** The data of the `payment.failed` webhook event: a saved card refused an off-session charge. */
export class PaymentFailedDto {
  @ApiProperty({ format: 'uuid' }) appointment_id: string;
  @ApiProperty({
    enum: ['fee', 'balance'],
    description: "What was charged: a late-cancellation or no-show fee, or the visit's checkout",
  })
  purpose: 'fee' | 'balance';
  @ApiProperty({ type: 'integer', example: 4250, description: 'What was asked, in cents' })
  amount_cents: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @ApiProperty({
    enum: ['declined', 'authentication_required'],
    description:
      'declined: the issuer refused it; authentication_required: the holder must confirm it',
  })
  reason: 'declined' | 'authentication_required';
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'pi_3Q...',
    description: "The provider's payment that failed, when it made one",
  })
  payment_id: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    format: 'uuid',
    description:
      'The fee, for a fee charge (it is now due, with a pay link e-mailed to the client)',
  })
  fee_id: string | null;
}
