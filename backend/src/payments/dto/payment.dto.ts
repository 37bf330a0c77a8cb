import { CURRENCY, PAYMENT_STATUSES } from '@esthetics/domain';
import { ApiProperty } from '@nestjs/swagger';

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
  @ApiProperty({ example: 4278, description: 'Cents' }) amount_total: number;
  @ApiProperty({ example: CURRENCY }) currency: string;
  @ApiProperty({ format: 'uuid' }) booking_id: string;
}

export class WebhookReceivedDto {
  @ApiProperty({ example: true }) received: boolean;
}

export class CheckoutCancelledBodyDto {
  @ApiProperty({ format: 'uuid', description: 'The booking_id from the cancel URL' })
  booking_id: string;
}
