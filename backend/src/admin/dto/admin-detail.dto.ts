import { PAYMENT_STATUSES } from '@esthetics/domain';
import { ApiProperty } from '@nestjs/swagger';
import { AppointmentChangeDto } from '../../bookings/dto/appointment-change.dto';
import { AppointmentDto } from '../../bookings/dto/appointment.dto';
import { ClientDto, ConsultationDto } from '../../clients/dto/client.dto';
import { CancellationOutcomeDto } from '../../payments/dto/cancellation-outcome.dto';
import { OutboxMessageDto } from './admin.dto';
import { SafetyFlagDto } from './safety-flag.dto';
import { InstantProperty } from '../../common/dto/time-properties';

export class PriceLineDto {
  @ApiProperty({ example: 'classic-european-facial' }) id: string;
  @ApiProperty({ example: 'Classic European Facial' }) name: string;
  @ApiProperty({ example: 1, description: 'Persons charged (per-person services), else 1' })
  persons: number;
  @ApiProperty({ example: 8500 }) unit_cents: number;
  @ApiProperty({ example: 8500, description: 'What the line adds (0 for services in a package)' })
  amount_cents: number;
  @ApiProperty({ example: 60 }) duration_minutes: number;
}

export class PricePackageDto {
  @ApiProperty({ example: 'facial-trio' }) id: string;
  @ApiProperty({ example: 'Facial Trio' }) name: string;
  @ApiProperty({ example: 24000 }) amount_cents: number;
}

export class AppointmentPriceDto {
  @ApiProperty({ type: [PriceLineDto] }) services: PriceLineDto[];
  @ApiProperty({ type: [PriceLineDto] }) add_ons: PriceLineDto[];
  @ApiProperty({ type: PricePackageDto, nullable: true }) package: PricePackageDto | null;
  @ApiProperty({ example: 0 }) travel_fee_cents: number;
  @ApiProperty({ example: 8500 }) subtotal_cents: number;
  @ApiProperty({ example: 0, description: '18% for mobile, corporate, groups and packages' })
  service_charge_cents: number;
  @ApiProperty({ example: 8500 }) total_cents: number;
  @ApiProperty({ example: 2125, description: '25% of the total' }) deposit_cents: number;
  @ApiProperty({ example: 6375, description: 'Total minus deposit' }) balance_cents: number;
  @ApiProperty({ example: 60 }) duration_minutes: number;
}

export class CheckoutSessionSummaryDto {
  @ApiProperty({ example: 'cs_test_a1b2c3' }) id: string;
  @ApiProperty({ enum: ['open', 'complete', 'expired'] }) status: string;
  @ApiProperty({ enum: [...PAYMENT_STATUSES] }) payment_status: string;
  @ApiProperty({ example: 2125 }) amount_cents: number;
  @InstantProperty() created_at: string;
}

export class AppointmentPaymentDto {
  @ApiProperty({ description: "The appointment's payment_status is paid" }) deposit_paid: boolean;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the first payment arrived',
  })
  paid_at: string | null;
  @ApiProperty({ example: 2125, description: 'Every payment received, refunds due included' })
  amount_paid_cents: number;
  @ApiProperty({
    example: 6375,
    description:
      'Total minus the payments kept (received minus refunds due), never below 0; 0 when the appointment is cancelled or completed (the balance is settled at the appointment)',
  })
  balance_due_cents: number;
  @ApiProperty({
    description:
      'Money goes back to the client: the refund its cancellation recorded (see cancellation.refund_status), or a payment that arrived for a booking that no longer took it (cancelled, or already paid)',
  })
  refund_due: boolean;
  @ApiProperty({ example: 0, description: 'How much goes back' }) refund_due_cents: number;
  @ApiProperty({
    type: CancellationOutcomeDto,
    nullable: true,
    description:
      'The cancellation and what it did with the money held then (recorded once, whoever cancelled); null when not cancelled with money on it',
  })
  cancellation: CancellationOutcomeDto | null;
  @ApiProperty({
    type: [CheckoutSessionSummaryDto],
    description: 'Checkout sessions, oldest first',
  })
  sessions: CheckoutSessionSummaryDto[];
}

export class AppointmentDetailDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: AppointmentDto }) appointment: AppointmentDto;
  @ApiProperty({
    type: AppointmentPriceDto,
    description:
      "Recomputed by the domain's pricing from the stored services, add-ons, package, group size and location; the price as booked when the catalog has changed since",
  })
  price: AppointmentPriceDto;
  @ApiProperty({ type: AppointmentPaymentDto }) payment: AppointmentPaymentDto;
  @ApiProperty({
    type: [OutboxMessageDto],
    description: 'E-mails about this appointment (to the client and the owner), oldest first',
  })
  emails: OutboxMessageDto[];
  @ApiProperty({
    type: ConsultationDto,
    nullable: true,
    description: "The client's health form, when the appointment belongs to a client account",
  })
  consultation: ConsultationDto | null;
  @ApiProperty({
    type: [SafetyFlagDto],
    description:
      "What the client's health form asks the esthetician to review for the services booked, avoid first; empty without a form",
  })
  safety_flags: SafetyFlagDto[];
  @ApiProperty({
    type: [AppointmentChangeDto],
    description:
      'Every change of the appointment, oldest first: new times, cancellations by the client (with the refund, credit or fee), no-shows and statuses set by the admin',
  })
  changes: AppointmentChangeDto[];
}

export class ClientDetailDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: ClientDto }) client: ClientDto;
  @ApiProperty({ type: [AppointmentDto], description: 'All of them, soonest first' })
  appointments: AppointmentDto[];
  @ApiProperty({
    example: 8500,
    description:
      'The totals of the completed appointments, plus the deposits kept (received, not owed back) on the others, cancelled ones included',
  })
  total_spent_cents: number;
  @ApiProperty({ example: 3 }) appointment_count: number;
  @ApiProperty({ type: ConsultationDto, nullable: true, description: 'The health form, if any' })
  consultation: ConsultationDto | null;
}
