import { SERVICE_CATEGORIES, SERVICE_LOCATIONS } from '@esthetics/domain';
import { ApiProperty, ApiPropertyOptions } from '@nestjs/swagger';

const FUTURE_BOOKINGS =
  'Pending and confirmed appointments to come that use it: while there are any it can be hidden, not deleted';

/** `services_allowed`: a list of service ids, or "all". */
export const servicesAllowedSchema = (description: string): ApiPropertyOptions => ({
  oneOf: [
    { type: 'array', items: { type: 'string' } },
    { type: 'string', enum: ['all'] },
  ],
  description,
});

/** A service as the owner edits it (hidden ones included). */
export class AdminServiceDto {
  @ApiProperty({ example: 'classic-european-facial' }) id: string;
  @ApiProperty({ example: 'Classic European Facial' }) name: string;
  @ApiProperty({ enum: [...SERVICE_CATEGORIES] }) category: string;
  @ApiProperty({ enum: [...SERVICE_LOCATIONS] }) location: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) notes: string[];
  @ApiProperty({ example: 60, description: 'Minutes' }) duration: number;
  @ApiProperty({ example: 8500 }) price_cents: number;
  @ApiProperty({ description: 'The price is per person (times the group, at least min_persons)' })
  per_person: boolean;
  @ApiProperty({ example: 1 }) min_persons: number;
  @ApiProperty({ example: 0 }) travel_fee_cents: number;
  @ApiProperty({ example: 10, description: 'Minutes kept free after it (cleanup, travel)' })
  buffer_minutes: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'A photo of the site’s photo library (its id), or null',
  })
  photo: string | null;
  @ApiProperty({
    description: 'Kept for the appointments that have it, no longer shown nor booked',
  })
  hidden: boolean;
  @ApiProperty({ example: 0, description: FUTURE_BOOKINGS }) future_bookings: number;
}

export class AdminAddOnDto {
  @ApiProperty({ example: 'led-light-therapy' }) id: string;
  @ApiProperty({ example: 'LED Light Therapy' }) name: string;
  @ApiProperty({ example: 2500 }) price_cents: number;
  @ApiProperty({ example: 15, description: 'Minutes' }) duration: number;
  @ApiProperty() hidden: boolean;
  @ApiProperty({ example: 0, description: FUTURE_BOOKINGS }) future_bookings: number;
}

export class AdminPackageDto {
  @ApiProperty({ example: 'facial-trio' }) id: string;
  @ApiProperty({ example: 'Facial Trio' }) name: string;
  @ApiProperty() description: string;
  @ApiProperty({ example: 24000, description: 'What the package costs' }) budget_cents: number;
  @ApiProperty({ example: 1500 }) savings_cents: number;
  @ApiProperty({ example: 6 }) valid_months: number;
  @ApiProperty({ example: 3, description: 'Displayed, not enforced' }) max_services: number;
  @ApiProperty(servicesAllowedSchema('Service ids, or "all" for every clinic service'))
  services_allowed: string[] | 'all';
  @ApiProperty() hidden: boolean;
  @ApiProperty({ example: 0, description: FUTURE_BOOKINGS }) future_bookings: number;
}

/** A corporate package's display texts (the corporate page, the inquiry form). */
export class AdminCorporatePackageDto {
  @ApiProperty({ example: 'team_building' }) id: string;
  @ApiProperty({ example: 'Team Building Experience' }) name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) services: string[];
  @ApiProperty({ example: '2-3 hours' }) duration: string;
  @ApiProperty({ example: 8 }) min_guests: number;
  @ApiProperty({ example: '$75-95 per person' }) price_range: string;
  @ApiProperty({ type: [String] }) includes: string[];
}

export class AdminCatalogDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [AdminServiceDto], description: 'In the owner’s order, hidden included' })
  services: AdminServiceDto[];
  @ApiProperty({ type: [AdminAddOnDto] }) add_ons: AdminAddOnDto[];
  @ApiProperty({ type: [AdminPackageDto] }) packages: AdminPackageDto[];
  @ApiProperty({ type: [AdminCorporatePackageDto] })
  corporate_packages: AdminCorporatePackageDto[];
}

export class AdminServiceAnswerDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: AdminServiceDto }) service: AdminServiceDto;
}

export class AdminServicesAnswerDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [AdminServiceDto] }) services: AdminServiceDto[];
}

export class AdminAddOnAnswerDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: AdminAddOnDto }) add_on: AdminAddOnDto;
}

export class AdminAddOnsAnswerDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [AdminAddOnDto] }) add_ons: AdminAddOnDto[];
}

export class AdminPackageAnswerDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: AdminPackageDto }) package: AdminPackageDto;
}

export class AdminPackagesAnswerDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [AdminPackageDto] }) packages: AdminPackageDto[];
}

export class AdminCorporatePackageAnswerDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: AdminCorporatePackageDto }) corporate_package: AdminCorporatePackageDto;
}
