import {
  APPOINTMENT_STATUSES,
  CURRENCY,
  PAYMENT_STATUSES,
  REFUND_REASONS,
} from '@esthetics/domain';
import { ApiProperty } from '@nestjs/swagger';
import { PaymentCancellationDto } from './cancellation-outcome.dto';

export class CreateSessionBodyDto {
  @ApiProperty({ format: 'uuid', description: 'The booking_id answered by POST /api/bookings' })
  booking_id: string;
  @ApiProperty({
    example: 'http://localhost:3000',
    description: "The site's own origin; checkout returns there",
  })
  origin_url: string;
}

export class CheckoutCreatedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ description: 'Where to send the visitor to pay' }) checkout_url: string;
  @ApiProperty({ example: 'cs_test_a1b2c3' }) session_id: string;
}

export class PaymentStatusDto {
  @ApiProperty({ enum: ['open', 'complete', 'expired'] }) status: string;
  @ApiProperty({ enum: [...PAYMENT_STATUSES] }) payment_status: string;
  @ApiProperty({ example: 'cs_test_a1b2c3' }) session_id: string;
  @ApiProperty({
    example: 4278,
    description: 'Cents: what was paid once a payment is recorded, else what the session asks for',
  })
  amount_total: number;
  @ApiProperty({ example: CURRENCY, description: 'The currency of amount_total' }) currency: string;
  @ApiProperty({ format: 'uuid' }) booking_id: string;
  @ApiProperty({
    enum: [...APPOINTMENT_STATUSES],
    description:
      "The booking's status now: a paid deposit confirms it, but it may have been cancelled since (the business cancelled it, or its hold ended before the payment arrived)",
  })
  booking_status: string;
  @ApiProperty({
    description:
      'The money paid through this session is owed back to the client (see refund_reason); false while nothing is paid',
  })
  refund_due: boolean;
  @ApiProperty({
    type: String,
    enum: [...REFUND_REASONS, null],
    nullable: true,
    description:
      'Why the money paid is owed back, null when it is kept: booking_cancelled (the booking was cancelled, before or after the payment; it will not take place), amount_mismatch (not the deposit asked for: the booking is not confirmed by it), already_paid (another payment had already paid the booking)',
  })
  refund_reason: string | null;
  @ApiProperty({
    type: PaymentCancellationDto,
    nullable: true,
    description:
      "The booking's cancellation and what it did with the money held then (recorded once, whoever cancelled); null when it was not cancelled with money on it",
  })
  cancellation: PaymentCancellationDto | null;
}

export class WebhookReceivedDto {
  @ApiProperty({ example: true }) received: boolean;
}

export class CheckoutCancelledBodyDto {
  @ApiProperty({ format: 'uuid', description: 'The booking_id from the cancel URL' })
  booking_id: string;
}
