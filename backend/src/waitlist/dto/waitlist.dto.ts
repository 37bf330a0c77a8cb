import {
  BookingRequest,
  MAX_GROUP_SIZE,
  MIN_GROUP_SIZE,
  SERVICE_LOCATIONS,
  ServiceLocation,
  SLOT_TIMES,
  WaitlistForm,
} from '@esthetics/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { FormBody } from '../../common/dto/form-body';
import { DateProperty, InstantProperty, TimeProperty } from '../../common/dto/time-properties';

// The bodies are checked by the domain (validateWaitlistEntry, validateBooking); these document them.

export class JoinWaitlistDto implements FormBody<WaitlistForm> {
  @ApiProperty({ example: 'Maya Lee', maxLength: 100 }) name: string;
  @ApiProperty({ example: 'maya@example.com' }) email: string;
  @ApiProperty({ example: '(301) 555-0123' }) phone: string;
  @ApiProperty({
    type: [String],
    description: 'Catalog service ids, at least one, each once',
    example: ['classic-european-facial'],
  })
  services: string[];
  @ApiProperty({
    type: [String],
    description:
      'The days that suit, YYYY-MM-DD in the business time zone: from today, within the booking horizon, open days only',
    example: ['2026-12-01', '2026-12-02'],
  })
  days: string[];
  @ApiProperty({
    enum: [...SLOT_TIMES],
    example: '10:00',
    description: 'The earliest start time that suits: a half hour of the day',
  })
  from: string;
  @ApiProperty({
    enum: [...SLOT_TIMES],
    example: '13:00',
    description: 'The latest start time that suits, not before `from` (both included)',
  })
  to: string;
}

export class LeaveWaitlistDto {
  @ApiProperty({ description: 'The secret of the leave link (its `token` query parameter)' })
  token: string;
}

export class WaitlistLeftDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'You have left the waitlist.' }) message: string;
}

/** The booking form's fields a claim may give; the rest comes from the entry and the offer. */
type ClaimFields =
  | 'first_name'
  | 'last_name'
  | 'service_location'
  | 'mobile_address'
  | 'company_name'
  | 'group_size'
  | 'notes';

export class ClaimWaitlistOfferDto implements Partial<Pick<BookingRequest, ClaimFields>> {
  @ApiPropertyOptional({
    example: 'Maya',
    description: "Default: the entry's name but its last word (see the offer's first_name)",
  })
  first_name?: string;
  @ApiPropertyOptional({
    example: 'Lee',
    description:
      "Default: the last word of the entry's name; required when the name is one word (400 bookingRequiredFields)",
  })
  last_name?: string;
  @ApiPropertyOptional({
    enum: [...SERVICE_LOCATIONS],
    description: "Default: the services' location (see the offer's service_location)",
  })
  service_location?: ServiceLocation;
  @ApiPropertyOptional({
    description: 'Service address, required for mobile and corporate services',
  })
  mobile_address?: string;
  @ApiPropertyOptional({ description: 'Required for corporate services' }) company_name?: string;
  @ApiPropertyOptional({
    type: 'integer',
    minimum: MIN_GROUP_SIZE,
    maximum: MAX_GROUP_SIZE,
    default: MIN_GROUP_SIZE,
  })
  group_size?: number;
  @ApiPropertyOptional() notes?: string;
}

export const OFFER_STATES = ['open', 'claimed', 'expired'] as const;
export type OfferState = (typeof OFFER_STATES)[number];

export class WaitlistOfferDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({
    enum: [...OFFER_STATES],
    description:
      'open: can be claimed until expires_at; claimed: booked (booking_id); expired: passed on to the next person, or its entry left the waitlist',
  })
  state: OfferState;
  @ApiProperty({ description: 'Whether it can be claimed now (state open)' }) open: boolean;
  @ApiProperty({
    description: 'What to tell the person: the offer, or why it can no longer be claimed',
  })
  message: string;
  @DateProperty() appointment_date: string;
  @TimeProperty() appointment_time: string;
  @InstantProperty() starts_at: string;
  @ApiProperty({ type: [String], example: ['classic-european-facial'] }) service_ids: string[];
  @ApiProperty({ type: [String], example: ['Classic European Facial'] }) services: string[];
  @ApiProperty({ example: 60, description: 'Minutes' }) total_duration: number;
  @ApiProperty({
    enum: [...SERVICE_LOCATIONS],
    description: "The services' location, used for the booking unless the claim gives one",
  })
  service_location: ServiceLocation;
  @ApiProperty({ example: 'Maya Lee' }) name: string;
  @ApiProperty({ example: 'Maya', description: 'The first name a claim books with by default' })
  first_name: string;
  @ApiProperty({
    example: 'Lee',
    description: 'The last name a claim books with by default (empty for a one-word name)',
  })
  last_name: string;
  @ApiProperty({ example: 'maya@example.com' }) email: string;
  @InstantProperty() offered_at: string;
  @InstantProperty() expires_at: string;
  @ApiProperty({
    format: 'uuid',
    nullable: true,
    type: String,
    description: 'The booking its claim made (state claimed): pay its deposit with it',
  })
  booking_id: string | null;
}

export class WaitlistDayQueryDto {
  @ApiProperty({ format: 'date', example: '2026-12-01', description: 'YYYY-MM-DD' })
  date: string;
}

export const ENTRY_STATES = ['waiting', 'offered', 'booked'] as const;
export type EntryState = (typeof ENTRY_STATES)[number];

export class WaitlistEntryOfferDto {
  @DateProperty() appointment_date: string;
  @TimeProperty() appointment_time: string;
  @InstantProperty() offered_at: string;
  @InstantProperty() expires_at: string;
}

export class WaitlistEntryDto {
  @ApiProperty({ format: 'uuid' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() email: string;
  @ApiProperty({ example: '3015550123', description: 'Digits only' }) phone: string;
  @ApiProperty({ type: [String] }) service_ids: string[];
  @ApiProperty({ type: [String] }) services: string[];
  @ApiProperty({ type: [String], example: ['2026-12-01'] }) days: string[];
  @TimeProperty() from: string;
  @ApiProperty({ example: '13:00' }) to: string;
  @InstantProperty() joined_at: string;
  @ApiProperty({
    enum: [...ENTRY_STATES],
    description:
      'waiting; offered: a freed time is held for it now (offer); booked: it booked a time through an offer',
  })
  state: EntryState;
  @ApiProperty({ type: WaitlistEntryOfferDto, nullable: true })
  offer: WaitlistEntryOfferDto | null;
}

export class WaitlistDayDto {
  @ApiProperty({ example: 'success' }) status: string;
  @DateProperty() date: string;
  @ApiProperty({
    type: [WaitlistEntryDto],
    description: 'Entries that include the day and have not left, earliest joined first',
  })
  entries: WaitlistEntryDto[];
}
