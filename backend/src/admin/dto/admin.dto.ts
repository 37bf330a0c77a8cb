import {
  ADMIN_CANCEL_REFUNDS,
  ADMIN_PASSWORD_MIN_LENGTH,
  ADMIN_SETTABLE_STATUSES,
  AdminLoginForm,
  AdminPasswordForm,
  LIMITS,
} from '@esthetics/domain';
import { ApiProperty } from '@nestjs/swagger';
import { FormBody } from '../../common/dto/form-body';
import { OUTBOX_STATUSES } from '../../notifications/ports/outbox.port';
import { AppointmentDto } from '../../bookings/dto/appointment.dto';
import { ClientDto } from '../../clients/dto/client.dto';
import { ContactMessageDto } from '../../contact/dto/contact.dto';
import { CorporateInquiryDto } from '../../corporate/dto/corporate.dto';
import { SafetyFlagDto } from './safety-flag.dto';
import { InstantProperty } from '../../common/dto/time-properties';

export class AdminLoginBodyDto implements AdminLoginForm {
  @ApiProperty({ example: 'admin' }) username: string;
  @ApiProperty({ format: 'password' }) password: string;
}

export class AdminDto {
  @ApiProperty({ example: 'admin' }) username: string;
}

export class AdminSessionDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: AdminDto }) admin: AdminDto;
  @ApiProperty({ description: 'Bearer token for the admin routes' }) token: string;
}

/** An appointment in the console's list and agenda: with the safety flags of the client's health form. */
export class AdminAppointmentDto extends AppointmentDto {
  @ApiProperty({
    type: [SafetyFlagDto],
    description:
      "What the client's health form asks the esthetician to review for the services booked, avoid first; empty without a form",
  })
  safety_flags: SafetyFlagDto[];
}

export class AppointmentListDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [AdminAppointmentDto] }) appointments: AdminAppointmentDto[];
  @ApiProperty({ description: 'How many appointments match the filters, over all pages' })
  total: number;
}

export class ContactListDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [ContactMessageDto] }) messages: ContactMessageDto[];
  @ApiProperty() total: number;
}

export class CorporateInquiryListDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [CorporateInquiryDto] }) inquiries: CorporateInquiryDto[];
  @ApiProperty() total: number;
}

export class ClientListDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [ClientDto] }) clients: ClientDto[];
  @ApiProperty() total: number;
}

export class StatusBodyDto {
  @ApiProperty({ enum: [...ADMIN_SETTABLE_STATUSES] }) status: string;
  @ApiProperty({
    enum: [...ADMIN_CANCEL_REFUNDS],
    required: false,
    description:
      'Only with status cancelled: what happens to the money paid online. full (the default: the business cancels, everything is refunded through the payment provider), policy (the cancellation policy, as if the client cancelled: refund, credit or late fee by the notice given since it was first booked), credit (kept as credit toward a future booking). Recorded once: a second cancel refunds nothing.',
  })
  refund?: string;
}

export class StatusUpdatedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'Appointment status updated to confirmed' }) message: string;
  @ApiProperty({ type: AppointmentDto }) appointment: AppointmentDto;
}

export class OutboxMessageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({
    type: String,
    format: 'uuid',
    nullable: true,
    description: 'The appointment the e-mail is about, if any',
  })
  appointment_id: string | null;
  @ApiProperty({ example: 'appointment_confirmed' }) kind: string;
  @ApiProperty({ type: [String] }) to: string[];
  @ApiProperty() subject: string;
  @ApiProperty({
    enum: [...OUTBOX_STATUSES],
    description: 'queued: waiting for an attempt; sent; failed: every attempt failed (retry it)',
  })
  status: string;
  @ApiProperty({ description: 'Attempts since it was queued (or last queued again)' })
  attempts: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt failed' })
  last_error: string | null;
  @ApiProperty({ description: 'Carries a calendar invitation' }) has_invitation: boolean;
  @InstantProperty() created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sent_at: string | null;
  @ApiProperty({
    type: String,
    format: 'date-time',
    nullable: true,
    description: 'When the next attempt is due (null once sent or given up)',
  })
  next_attempt_at: string | null;
}

export class OutboxRetriedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'The e-mail is queued and will be sent again shortly.' }) message: string;
}

export class OutboxListDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [OutboxMessageDto] }) messages: OutboxMessageDto[];
  @ApiProperty() total: number;
}

export class AdminPasswordBodyDto implements FormBody<AdminPasswordForm> {
  @ApiProperty({ format: 'password', maxLength: LIMITS.password }) current_password: string;
  @ApiProperty({
    format: 'password',
    minLength: ADMIN_PASSWORD_MIN_LENGTH,
    maxLength: LIMITS.password,
    description: 'Not the current password',
  })
  new_password: string;
}

export class AdminPasswordChangedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'Your password was changed. Every other session has been ended.' })
  message: string;
  @ApiProperty({ description: 'How many other sessions were ended' }) ended: number;
}
