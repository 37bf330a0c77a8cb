import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { AppointmentChangeDto } from '../../bookings/dto/appointment-change.dto';
import { AppointmentDto } from '../../bookings/dto/appointment.dto';
import { ClientDto, ConsultationDto } from '../../clients/dto/client.dto';
import { HEALTH_READ_KINDS } from '../../clients/ports/health-reads.port';
import { DateProperty, InstantProperty, TimeProperty } from '../../common/dto/time-properties';

export class HealthAccessEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'admin', description: 'The username of the admin who read them' })
  admin: string;
  @InstantProperty() read_at: string;
  @ApiProperty({
    enum: HEALTH_READ_KINDS,
    description:
      'Where: an appointment in the admin console, the client file, the health form itself, a data export',
  })
  what: string;
}

export class HealthAccessLogDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [HealthAccessEntryDto], description: 'Newest first' })
  entries: HealthAccessEntryDto[];
}

export class ExportPriceLineDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty() persons: number;
  @ApiProperty() unit_cents: number;
  @ApiProperty() amount_cents: number;
}

export class ExportPriceDto {
  @ApiProperty({ type: [ExportPriceLineDto] }) services: ExportPriceLineDto[];
  @ApiProperty({ type: [ExportPriceLineDto] }) add_ons: ExportPriceLineDto[];
  @ApiProperty({ type: String, nullable: true }) package: string | null;
  @ApiProperty() travel_fee_cents: number;
  @ApiProperty() service_charge_cents: number;
  @ApiProperty() total_cents: number;
  @ApiProperty() deposit_cents: number;
}

export class ExportAppointmentDto extends AppointmentDto {
  @ApiProperty({ type: ExportPriceDto, description: 'The price as booked, line by line' })
  price: ExportPriceDto;
  @ApiProperty({ type: [AppointmentChangeDto], description: 'Every change, oldest first' })
  changes: AppointmentChangeDto[];
}

export class ExportPaymentDto {
  @ApiProperty({ format: 'uuid' }) appointment_id: string;
  @ApiProperty({ example: 'stripe' }) provider: string;
  @ApiProperty() amount_cents: number;
  @ApiProperty({ example: 'usd' }) currency: string;
  @InstantProperty() paid_at: string;
  @ApiProperty() refunded_cents: number;
  @ApiProperty({ type: String, nullable: true, enum: ['succeeded', 'pending', 'failed'] })
  refund_status: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) refunded_at: string | null;
}

export class ExportContactMessageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() subject: string;
  @ApiProperty() message: string;
  @InstantProperty() created_at: string;
}

export class ExportCorporateInquiryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() company_name: string;
  @ApiProperty() contact_name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ type: String, nullable: true }) event_type: string | null;
  @ApiProperty({ type: Number, nullable: true }) group_size: number | null;
  @ApiProperty({ type: String, nullable: true }) preferred_date: string | null;
  @ApiProperty({ type: String, nullable: true }) special_requirements: string | null;
  @InstantProperty() created_at: string;
}

export class ExportWaitlistEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty() phone: string;
  @ApiProperty({ type: [String] }) service_ids: string[];
  @ApiProperty({ type: [String] }) days: string[];
  @ApiProperty({ example: '09:00' }) from_time: string;
  @ApiProperty({ example: '17:00' }) to_time: string;
  @InstantProperty() created_at: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) left_at: string | null;
}

export class ExportEmailDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'booking_received' }) kind: string;
  @ApiProperty() subject: string;
  @ApiProperty({ description: 'The text of the e-mail' }) text: string;
  @ApiProperty({ enum: ['queued', 'sent', 'failed'] }) status: string;
  @InstantProperty() created_at: string;
  @ApiProperty({ type: String, nullable: true, format: 'date-time' }) sent_at: string | null;
}

/** Everything the business holds about one client, as one document. */
export class ClientExportDto {
  @InstantProperty() generated_at: string;
  @ApiProperty({ type: ClientDto }) profile: ClientDto;
  @ApiProperty({ type: [ExportAppointmentDto], description: 'Newest first' })
  appointments: ExportAppointmentDto[];
  @ApiProperty({
    type: [ExportPaymentDto],
    description: 'Deposits received and refunds (no card data: the payment provider holds it)',
  })
  payments: ExportPaymentDto[];
  @ApiProperty({ type: ConsultationDto, nullable: true, description: 'The health answers' })
  consultation: ConsultationDto | null;
  @ApiProperty({ type: [ExportContactMessageDto], description: 'Sent from their e-mail' })
  contact_messages: ExportContactMessageDto[];
  @ApiProperty({ type: [ExportCorporateInquiryDto], description: 'Sent from their e-mail' })
  corporate_inquiries: ExportCorporateInquiryDto[];
  @ApiProperty({ type: [ExportWaitlistEntryDto] }) waitlist_entries: ExportWaitlistEntryDto[];
  @ApiProperty({
    type: [HealthAccessEntryDto],
    description: 'Reads of the health answers by the admin',
  })
  health_access_log: HealthAccessEntryDto[];
  @ApiProperty({ type: [ExportEmailDto], description: 'E-mails we sent (or will send) them' })
  emails: ExportEmailDto[];
}

export class DeleteAccountBodyDto {
  @ApiPropertyOptional({
    example: 'ana@example.com',
    description:
      "The account's e-mail, typed by the client to confirm (required on the client's route; checked when the admin gives it)",
  })
  confirm_email?: string;
}

export class CancelledOnDeletionDto {
  @ApiProperty({ format: 'uuid' }) appointment_id: string;
  @DateProperty() appointment_date: string;
  @TimeProperty() appointment_time: string;
  @ApiProperty({ example: 'full_refund' }) rule: string;
  @ApiProperty() refund_cents: number;
  @ApiProperty() charge_cents: number;
  @ApiProperty({ description: 'What the policy decided, in words' }) message: string;
}

export class AccountDeletedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty() message: string;
  @ApiProperty({
    type: [CancelledOnDeletionDto],
    description: 'Upcoming appointments cancelled under the policy',
  })
  cancelled: CancelledOnDeletionDto[];
  @ApiProperty({ description: 'Past appointments kept for the books, anonymised' })
  appointments_anonymised: number;
}
