import {
  BookingRequest,
  MAX_GROUP_SIZE,
  MIN_GROUP_SIZE,
  SERVICE_LOCATIONS,
  ServiceLocation,
} from '@esthetics/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FormBody } from '../../common/dto/form-body';
import { DateProperty, InstantProperty, TimeProperty } from '../../common/dto/time-properties';

/** The booking form's fields the client may leave out (the domain applies the defaults). */
type OptionalBookingFields =
  | 'notes'
  | 'add_to_calendar'
  | 'client_calendar_email'
  | 'service_location'
  | 'mobile_address'
  | 'group_size'
  | 'company_name'
  | 'total_price'
  | 'total_duration'
  | 'package_id'
  | 'add_ons'
  | 'is_package_booking';

export class CreateBookingDto implements FormBody<BookingRequest, OptionalBookingFields> {
  @ApiProperty({ example: 'Ana' }) first_name: string;
  @ApiProperty({ example: 'Lopez' }) last_name: string;
  @ApiProperty({ example: 'ana@example.com' }) email: string;
  @ApiProperty({ example: '(301) 555-0123' }) phone: string;
  @ApiProperty({
    type: [String],
    description: 'Catalog service ids',
    example: ['classic-european-facial'],
  })
  services: string[];
  @ApiProperty({ example: '2026-12-01', description: 'YYYY-MM-DD, business time zone' })
  preferred_date: string;
  @ApiProperty({ example: '10:00', description: 'HH:MM, on the hour 09:00-17:00' })
  preferred_time: string;
  @ApiPropertyOptional() notes?: string;
  @ApiPropertyOptional() add_to_calendar?: boolean;
  @ApiPropertyOptional() client_calendar_email?: string;
  @ApiPropertyOptional({ enum: [...SERVICE_LOCATIONS], default: 'clinic' })
  service_location?: ServiceLocation;
  @ApiPropertyOptional({
    description: 'Service address, required for mobile and corporate bookings',
  })
  mobile_address?: string;
  @ApiPropertyOptional({
    type: 'integer',
    minimum: MIN_GROUP_SIZE,
    maximum: MAX_GROUP_SIZE,
    default: MIN_GROUP_SIZE,
  })
  group_size?: number;
  @ApiPropertyOptional({ description: 'Required for corporate bookings' }) company_name?: string;
  @ApiPropertyOptional({ description: 'Ignored: the server computes the price' })
  total_price?: number;
  @ApiPropertyOptional({ description: 'Ignored: the server computes the duration' })
  total_duration?: number;
  @ApiPropertyOptional({ example: 'facial-trio' }) package_id?: string;
  @ApiPropertyOptional({ type: [String], example: ['led-light-therapy'] }) add_ons?: string[];
  @ApiPropertyOptional() is_package_booking?: boolean;
}

export class BookingCreatedDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'uuid' }) booking_id: string;
  @ApiProperty({ example: true }) requires_payment: boolean;
  @ApiProperty({ example: 110, description: 'Dollars' }) total_amount: number;
  @ApiProperty({ example: 11000 }) total_amount_cents: number;
  @ApiProperty({ example: 27.5, description: 'Dollars' }) deposit_amount: number;
  @ApiProperty({ example: 2750 }) deposit_amount_cents: number;
  @ApiProperty({ example: 75, description: 'Minutes' }) total_duration: number;
  @DateProperty() appointment_date: string;
  @TimeProperty() appointment_time: string;
  @InstantProperty() hold_expires_at: string;
}

export class SlotDto {
  @ApiProperty({ example: '09:00' }) time: string;
  @ApiProperty() available: boolean;
}

export class AvailabilityDto {
  @ApiProperty({ example: 'success' }) status: string;
  @DateProperty() date: string;
  @ApiProperty({ example: 60 }) duration: number;
  @ApiProperty({ type: [SlotDto] }) slots: readonly SlotDto[];
  @ApiProperty({
    description: 'The owner has no open hours in her week: online booking is paused (no slots)',
  })
  booking_paused: boolean;
}
