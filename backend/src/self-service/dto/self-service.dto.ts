import { RescheduleRequest } from '@esthetics/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AppointmentChangeDto } from '../../bookings/dto/appointment-change.dto';
import { AppointmentDto } from '../../bookings/dto/appointment.dto';
import { FormBody } from '../../common/dto/form-body';
import { InstantProperty } from '../../common/dto/time-properties';

/** The cancellation policy's rules (the domain's CancellationRule). */
export const CANCELLATION_RULES = [
  'nothing_paid',
  'full_refund',
  'deposit_credit',
  'package_credit',
  'late_fee',
] as const;

/** Where the money paid online goes: always refund + credit + kept = paid, and kept + charge = fee. */
export class SettlementDto {
  @ApiProperty({ example: 2125, description: 'Paid online for this appointment (the deposit)' })
  paid_cents: number;
  @ApiProperty({ example: 2125, description: 'Paid back to the card' }) refund_cents: number;
  @ApiProperty({ example: 0, description: 'Kept as credit toward a future booking' })
  credit_cents: number;
  @ApiProperty({ example: 0, description: 'Kept and applied to the fee' }) kept_cents: number;
  @ApiProperty({ example: 0, description: 'The late cancellation or no-show fee; 0 when none' })
  fee_cents: number;
  @ApiProperty({ example: 0, description: 'The part of the fee the deposit does not cover' })
  charge_cents: number;
}

export class CancellationTermsDto extends SettlementDto {
  @ApiProperty({ enum: CANCELLATION_RULES, description: 'Which rule of the policy applies' })
  rule: string;
  @ApiProperty({
    example:
      'You are cancelling 48 hours or more before your appointment: your deposit of $21.25 will be refunded in full.',
    description: 'What the confirmation dialog says before the client confirms',
  })
  message: string;
}

export class NoShowTermsDto extends SettlementDto {
  @ApiProperty({
    example:
      'A no-show is charged the full service fee of $85.00. The deposit of $21.25 is applied to it; the remaining $63.75 may still be charged.',
  })
  message: string;
}

/** An action offered now, or why not (its catalogue code and message). */
class OptionDto {
  @ApiProperty({ description: 'Whether the button is offered' }) allowed: boolean;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'rescheduleTooLateCall',
    description: 'Why not: the catalogue code (null when allowed)',
  })
  code: string | null;
  @ApiProperty({ description: 'The terms when allowed, else why not' }) message: string;
}

export class CancelOptionDto extends OptionDto {
  @ApiProperty({ type: CancellationTermsDto, nullable: true })
  terms: CancellationTermsDto | null;
}

export class RescheduleOptionDto extends OptionDto {
  @ApiProperty({
    type: Number,
    nullable: true,
    example: 2125,
    description: 'The deposit paid, which moves with the appointment (null when not allowed)',
  })
  deposit_cents: number | null;
}

export class NoShowOptionDto extends OptionDto {
  @ApiProperty({ type: NoShowTermsDto, nullable: true }) terms: NoShowTermsDto | null;
}

export class ClientOptionsDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ format: 'uuid' }) appointment_id: string;
  @ApiProperty({ format: 'date-time', description: "The server's time the terms are judged at" })
  checked_at: string;
  @ApiProperty({ type: CancelOptionDto }) cancel: CancelOptionDto;
  @ApiProperty({ type: RescheduleOptionDto }) reschedule: RescheduleOptionDto;
}

export class AdminOptionsDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ format: 'uuid' }) appointment_id: string;
  @InstantProperty() checked_at: string;
  @ApiProperty({ type: RescheduleOptionDto }) reschedule: RescheduleOptionDto;
  @ApiProperty({ type: NoShowOptionDto }) no_show: NoShowOptionDto;
}

export class CancelBodyDto {
  @ApiPropertyOptional({
    enum: CANCELLATION_RULES,
    description:
      "The rule the preview showed: when the terms have changed since (a boundary passed), nothing is done and the answer is 409 'cancelTermsChanged'",
  })
  rule?: string;
}

export class CancelPreviewDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ format: 'uuid' }) appointment_id: string;
  @ApiProperty({ type: CancellationTermsDto }) terms: CancellationTermsDto;
}

export class RefundDto {
  @ApiProperty({
    enum: ['succeeded', 'pending', 'failed'],
    description: "The payment provider's answer",
  })
  status: string;
  @ApiProperty({ example: 2125 }) refunded_cents: number;
}

export class CancelledDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'Your appointment has been cancelled.' }) message: string;
  @ApiProperty({
    description:
      'The cancellation had already been made (a repeated request): this answer is the recorded one, nothing was done again',
  })
  replayed: boolean;
  @ApiProperty({ type: CancellationTermsDto, description: 'The terms applied' })
  terms: CancellationTermsDto;
  @ApiProperty({ type: RefundDto, nullable: true, description: 'The refund, when there was one' })
  refund: RefundDto | null;
  @ApiProperty({ type: AppointmentDto }) appointment: AppointmentDto;
  @ApiProperty({ type: AppointmentChangeDto }) change: AppointmentChangeDto;
}

export class RescheduleBodyDto implements FormBody<RescheduleRequest> {
  @ApiProperty({ example: '2026-12-02', description: 'YYYY-MM-DD, business time zone' })
  date: string;
  @ApiProperty({ example: '11:00', description: 'HH:MM, on the hour' }) time: string;
}

export class ReschedulePreviewDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ format: 'uuid' }) appointment_id: string;
  @ApiProperty({ example: '2026-12-02' }) date: string;
  @ApiProperty({ example: '11:00' }) time: string;
  @InstantProperty() starts_at: string;
  @InstantProperty() ends_at: string;
  @ApiProperty({ example: 2125, description: 'The deposit paid, which moves with it' })
  deposit_cents: number;
  @ApiProperty({ description: 'What the dialog says before the move is confirmed' })
  message: string;
}

export class RescheduledDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({
    example: 'Your appointment has been moved to Wednesday, December 2, 2026 at 11:00 AM EST.',
  })
  message: string;
  @ApiProperty({
    description: 'The move had already been made (a repeated request): nothing was done again',
  })
  replayed: boolean;
  @ApiProperty({ type: AppointmentDto }) appointment: AppointmentDto;
  @ApiProperty({ type: AppointmentChangeDto }) change: AppointmentChangeDto;
}

export class NoShowMarkedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ description: 'The fee, the deposit applied, what may still be charged' })
  message: string;
  @ApiProperty({ example: 8500, description: 'The no-show fee: the full service fee' })
  fee_cents: number;
  @ApiProperty({ type: NoShowTermsDto }) terms: NoShowTermsDto;
  @ApiProperty({ type: AppointmentDto }) appointment: AppointmentDto;
  @ApiProperty({ type: AppointmentChangeDto }) change: AppointmentChangeDto;
}

export class RescheduleAvailabilityQueryDto {
  @ApiProperty({ example: '2026-12-02', description: 'YYYY-MM-DD, business time zone' })
  date: string;
}
