import { APPOINTMENT_STATUSES, PAYMENT_STATUSES, SERVICE_LOCATIONS } from '@esthetics/domain';
import { ApiProperty } from '@nestjs/swagger';
import { DateProperty, InstantProperty, TimeProperty } from '../../common/dto/time-properties';

export class AppointmentDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) client_id: string | null;
  @ApiProperty() client_first_name: string;
  @ApiProperty() client_last_name: string;
  @ApiProperty() client_email: string;
  @ApiProperty() client_phone: string;
  @ApiProperty({
    type: [String],
    description: 'Service names',
    example: ['Classic European Facial'],
  })
  services: string[];
  @ApiProperty({ type: [String], example: ['classic-european-facial'] }) service_ids: string[];
  @ApiProperty({ description: 'The services as one line', example: 'Classic European Facial' })
  service_type: string;
  @ApiProperty({ type: [String], example: ['led-light-therapy'] }) add_ons: string[];
  @ApiProperty({ type: String, nullable: true }) package_id: string | null;
  @ApiProperty({ example: 1 }) group_size: number;
  @DateProperty() appointment_date: string;
  @TimeProperty() appointment_time: string;
  @InstantProperty() starts_at: string;
  @InstantProperty() ends_at: string;
  @ApiProperty({ example: 110, description: 'Dollars' }) total_price: number;
  @ApiProperty({ example: 11000 }) total_price_cents: number;
  @ApiProperty({ example: 27.5, description: 'Dollars' }) deposit_amount: number;
  @ApiProperty({ example: 2750 }) deposit_cents: number;
  @ApiProperty({ example: 75, description: 'Minutes' }) total_duration: number;
  @ApiProperty({ enum: [...SERVICE_LOCATIONS] }) service_location: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'Address for mobile and corporate bookings',
  })
  mobile_address: string | null;
  @ApiProperty({ type: String, nullable: true }) company_name: string | null;
  @ApiProperty({ type: String, nullable: true }) notes: string | null;
  @ApiProperty({ enum: [...APPOINTMENT_STATUSES] }) status: string;
  @ApiProperty({ enum: [...PAYMENT_STATUSES] }) payment_status: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) hold_expires_at:
    string | null;
  @ApiProperty({ type: String, nullable: true }) cancellation_reason: string | null;
  @InstantProperty() created_at: string;
}

/** An appointment as its client sees it in the dashboard. */
export class ClientAppointmentDto extends AppointmentDto {
  @ApiProperty({
    description:
      'The health form asks to talk with the esthetician at the start of this appointment (which answer is not said)',
  })
  health_note: boolean;
}

export class ClientAppointmentsDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [ClientAppointmentDto] }) appointments: ClientAppointmentDto[];
  @ApiProperty() total: number;
}
