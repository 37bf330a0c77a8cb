import {
  CHECKOUT_METHODS,
  LEDGER_KINDS,
  LEDGER_METHODS,
  TIP_PRESET_PERCENTS,
} from '@esthetics/domain';
import { ApiProperty } from '@nestjs/swagger';
import { AppointmentDto } from '../../bookings/dto/appointment.dto';
import { InstantProperty } from '../../common/dto/time-properties';

export class ProductLineDto {
  @ApiProperty({ example: 'Hydrating serum', maxLength: 80 }) name: string;
  @ApiProperty({ type: 'integer', example: 3800, minimum: 1 }) price_cents: number;
}

export class VisitCheckoutBodyDto {
  @ApiProperty({ type: 'integer', example: 1530, description: 'The tip in cents; 0 for none' })
  tip_cents: number;
  @ApiProperty({
    type: [ProductLineDto],
    required: false,
    description: 'Products sold, at most 20',
  })
  products?: ProductLineDto[];
  @ApiProperty({ enum: [...CHECKOUT_METHODS], example: 'cash' }) method: string;
  @ApiProperty({
    required: false,
    description: 'True once the owner confirmed a tip above the service total (asked with a 409)',
  })
  confirm_large_tip?: boolean;
}

export class TipPresetDto {
  @ApiProperty({ enum: [...TIP_PRESET_PERCENTS], example: 18 }) percent: number;
  @ApiProperty({ type: 'integer', example: 1530 }) amount_cents: number;
}

export class SavedCardBriefDto {
  @ApiProperty({ example: 'visa' }) brand: string;
  @ApiProperty({ example: '4242' }) last4: string;
}

/** A visit checked out, and the `payment.succeeded` webhook event's data. */
export class VisitCheckoutDoneDto {
  @ApiProperty({ format: 'uuid' }) appointment_id: string;
  @ApiProperty({ enum: [...CHECKOUT_METHODS] }) method: string;
  @ApiProperty({ type: 'integer' }) balance_cents: number;
  @ApiProperty({ type: 'integer' }) tip_cents: number;
  @ApiProperty({ type: [ProductLineDto] }) products: ProductLineDto[];
  @ApiProperty({ type: 'integer', description: 'Balance, tip and products' }) total_cents: number;
  @ApiProperty({ type: String, nullable: true, description: "The provider's payment (card)" })
  payment_id: string | null;
  @InstantProperty() checked_out_at: string;
}

export class AppointmentLedgerEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ enum: [...LEDGER_KINDS] }) kind: string;
  @ApiProperty({ enum: [...LEDGER_METHODS] }) method: string;
  @ApiProperty({ type: 'integer' }) amount_cents: number;
  @ApiProperty({ type: String, nullable: true }) provider_id: string | null;
  @ApiProperty({ type: String, nullable: true }) refund_of: string | null;
  @InstantProperty() at: string;
}

/** A charge a refund can give back: a provider payment, or one cash or outside-card entry. */
export class AppointmentChargeDto {
  @ApiProperty({ description: "The provider's payment id, or ledger:<entry id> for cash" })
  charge_id: string;
  @ApiProperty({ enum: [...LEDGER_METHODS] }) method: string;
  @ApiProperty({ type: 'integer' }) amount_cents: number;
  @ApiProperty({ enum: [...LEDGER_KINDS], isArray: true, description: 'What it paid for' })
  kinds: string[];
  @InstantProperty() at: string;
  @ApiProperty({ type: 'integer', description: 'What a refund can still give back' })
  refundable_cents: number;
}

/** A pay link sent for the visit's checkout, still waiting for the client (docs/money.md). */
export class VisitPayLinkDto {
  @ApiProperty({ type: 'integer', description: 'Balance, tip and products the link asks for' })
  amount_cents: number;
  @ApiProperty({ format: 'date-time' }) sent_at: string;
  @ApiProperty({ description: 'Where the client pays (also e-mailed to them)' }) url: string;
}

export class VisitCheckoutSummaryDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ format: 'uuid' }) appointment_id: string;
  @ApiProperty({ type: 'integer', description: "The service's total, as sold" })
  total_cents: number;
  @ApiProperty({ type: 'integer' }) deposit_cents: number;
  @ApiProperty({ type: 'integer', description: 'Credit used toward the service' })
  credits_cents: number;
  @ApiProperty({ type: 'integer', description: 'Total less deposit, balance paid and credit' })
  balance_due_cents: number;
  @ApiProperty({ type: [TipPresetDto] }) tip_presets: TipPresetDto[];
  @ApiProperty({ type: 'integer', description: 'A tip above this is asked about (409)' })
  tip_confirm_above_cents: number;
  @ApiProperty({ type: SavedCardBriefDto, nullable: true }) saved_card: SavedCardBriefDto | null;
  @ApiProperty({ enum: [...CHECKOUT_METHODS], isArray: true, description: 'The ways offered now' })
  methods: string[];
  @ApiProperty({ type: String, nullable: true, description: 'Why it cannot be checked out now' })
  problem: string | null;
  @ApiProperty({ type: VisitCheckoutDoneDto, nullable: true })
  checkout: VisitCheckoutDoneDto | null;
  @ApiProperty({ type: VisitPayLinkDto, nullable: true, description: 'An open pay link, if sent' })
  pay_link: VisitPayLinkDto | null;
  @ApiProperty({ type: [AppointmentLedgerEntryDto], description: "The appointment's ledger" })
  entries: AppointmentLedgerEntryDto[];
  @ApiProperty({ type: [AppointmentChargeDto] }) charges: AppointmentChargeDto[];
}

export class VisitCheckoutResultDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: VisitCheckoutDoneDto, nullable: true, description: 'null: a link was sent' })
  checkout: VisitCheckoutDoneDto | null;
  @ApiProperty({ type: VisitPayLinkDto, nullable: true, description: 'The pay link sent, if any' })
  pay_link: VisitPayLinkDto | null;
  @ApiProperty({ type: AppointmentDto }) appointment: AppointmentDto;
}

export class ChargeRefundBodyDto {
  @ApiProperty({
    example: 'pi_3Q...',
    description: 'The charge: its provider payment id, or ledger:<entry id> for cash (see charges)',
  })
  charge_id: string;
  @ApiProperty({ type: 'integer', example: 1000 }) amount_cents: number;
}

/** A refund made, and the `payment.refunded` webhook event's data. */
export class ChargeRefundDto {
  @ApiProperty({ format: 'uuid' }) appointment_id: string;
  @ApiProperty({ description: 'The charge refunded: a provider id, or ledger:<entry id>' })
  charge_id: string;
  @ApiProperty({ type: 'integer' }) amount_cents: number;
  @ApiProperty({ enum: [...LEDGER_METHODS] }) method: string;
  @ApiProperty({ type: String, nullable: true, description: "The provider's refund (card)" })
  provider_id: string | null;
  @ApiProperty({ type: 'integer', description: 'What is left to refund of the charge' })
  refundable_cents: number;
}

export class ChargeRefundResultDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty() message: string;
  @ApiProperty({ type: ChargeRefundDto }) refund: ChargeRefundDto;
}
