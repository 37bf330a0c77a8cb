import { ApiProperty } from '@nestjs/swagger';
import { AppointmentDto } from '../../bookings/dto/appointment.dto';
import { ClientDto } from '../../clients/dto/client.dto';
import { ContactMessageDto } from '../../contact/dto/contact.dto';
import { CorporateInquiryDto } from '../../corporate/dto/corporate.dto';

export class AdminLoginBodyDto {
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

export class AppointmentListDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [AppointmentDto] }) appointments: AppointmentDto[];
  @ApiProperty() total: number;
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
  @ApiProperty({ enum: ['confirmed', 'completed', 'cancelled'] }) status: string;
}

export class StatusUpdatedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'Appointment status updated to confirmed' }) message: string;
  @ApiProperty({ type: AppointmentDto }) appointment: AppointmentDto;
}

export class OutboxMessageDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ example: 'appointment_confirmed' }) kind: string;
  @ApiProperty({ type: [String] }) to: string[];
  @ApiProperty() subject: string;
  @ApiProperty({ enum: ['queued', 'sent', 'failed'] }) status: string;
  @ApiProperty() attempts: number;
  @ApiProperty({ type: String, nullable: true, description: 'Why the last attempt failed' })
  last_error: string | null;
  @ApiProperty({ description: 'Carries a calendar invitation' }) has_invitation: boolean;
  @ApiProperty({ format: 'date-time' }) created_at: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) sent_at: string | null;
}

export class OutboxListDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [OutboxMessageDto] }) messages: OutboxMessageDto[];
  @ApiProperty() total: number;
}
