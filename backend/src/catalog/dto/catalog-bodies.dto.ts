import { MENU_LIMITS, SERVICE_CATEGORIES, SERVICE_LOCATIONS } from '@esthetics/domain';
import { ApiProperty, ApiPropertyOptional, PartialType } from '@nestjs/swagger';
import { servicesAllowedSchema } from './catalog-items.dto';

const L = MENU_LIMITS;
const NAME = `Unique within its kind whatever its case; at most ${L.name} characters`;
const amount = (max: number) => ({ type: 'integer', minimum: 0, maximum: max }) as const;
const minutes = (range: { min: number; max: number }) =>
  ({
    type: 'integer',
    minimum: range.min,
    maximum: range.max,
    multipleOf: L.minutesStep,
  }) as const;
/** What a new item takes when the field is not sent (a change keeps the item's value). */
const NEW = (value: string) => `When not sent: ${value} for a new item; unchanged for a change`;
const HIDDEN =
  'true hides it: no longer shown nor booked, kept for the appointments that have it; false shows it again';

export class ServiceBodyDto {
  @ApiProperty({ example: 'Gold Facial', description: NAME }) name: string;
  @ApiProperty({ enum: [...SERVICE_CATEGORIES] }) category: string;
  @ApiProperty({ enum: [...SERVICE_LOCATIONS] }) location: string;
  @ApiProperty({ ...minutes(L.serviceMinutes), example: 60, description: 'Minutes' })
  duration: number;
  @ApiProperty({ ...amount(L.amountCents), example: 15000 }) price_cents: number;
  @ApiPropertyOptional({ maxLength: L.description, description: NEW('empty') })
  description?: string;
  @ApiPropertyOptional({ type: [String], maxItems: L.lines, description: NEW('none') })
  notes?: string[];
  @ApiPropertyOptional({ description: NEW('false') }) per_person?: boolean;
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: L.minPersons,
    description: NEW('1'),
  })
  min_persons?: number;
  @ApiPropertyOptional({ ...amount(L.travelFeeCents), description: NEW('0') })
  travel_fee_cents?: number;
  @ApiPropertyOptional({
    type: 'integer',
    minimum: 0,
    maximum: L.bufferMinutes,
    multipleOf: L.minutesStep,
    description:
      'Minutes kept free after it; a new service takes its category’s (facial 10, waxing 5, mobile 30, corporate 0)',
  })
  buffer_minutes?: number;
  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'A photo of the site’s photo library (its id); null for none',
  })
  photo?: string | null;
}

/** A change: what is not sent keeps its value. */
export class ServiceChangeBodyDto extends PartialType(ServiceBodyDto) {
  @ApiPropertyOptional({ description: HIDDEN }) hidden?: boolean;
}

export class AddOnBodyDto {
  @ApiProperty({ example: 'Gua Sha', description: NAME }) name: string;
  @ApiProperty({ ...amount(L.amountCents), example: 2000 }) price_cents: number;
  @ApiProperty({
    ...minutes(L.addOnMinutes),
    example: 10,
    description: 'Minutes it adds (0: none)',
  })
  duration: number;
}

export class AddOnChangeBodyDto extends PartialType(AddOnBodyDto) {
  @ApiPropertyOptional({ description: HIDDEN }) hidden?: boolean;
}

export class PackageBodyDto {
  @ApiProperty({ example: 'Winter Glow', description: NAME }) name: string;
  @ApiPropertyOptional({ maxLength: L.description, description: NEW('empty') })
  description?: string;
  @ApiProperty({ ...amount(L.amountCents), example: 25000, description: 'What it costs' })
  budget_cents: number;
  @ApiPropertyOptional({ ...amount(L.amountCents), description: NEW('0') })
  savings_cents?: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: L.validMonths, example: 6 })
  valid_months: number;
  @ApiProperty({ type: 'integer', minimum: 1, maximum: L.maxServices, example: 3 })
  max_services: number;
  @ApiProperty(
    servicesAllowedSchema('Ids of services on the menu, or "all" for every clinic service'),
  )
  services_allowed: string[] | 'all';
}

export class PackageChangeBodyDto extends PartialType(PackageBodyDto) {
  @ApiPropertyOptional({ description: HIDDEN }) hidden?: boolean;
}

/** A corporate package's display texts; what is not sent keeps its value. */
export class CorporatePackageBodyDto {
  @ApiPropertyOptional({ description: NAME }) name?: string;
  @ApiPropertyOptional({ maxLength: L.description }) description?: string;
  @ApiPropertyOptional({ example: '4-6 hours', maxLength: L.shortText }) duration?: string;
  @ApiPropertyOptional({ example: '$95-125 per person', maxLength: L.shortText })
  price_range?: string;
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: L.minGuests }) min_guests?: number;
  @ApiPropertyOptional({ type: [String], maxItems: L.lines }) includes?: string[];
  @ApiPropertyOptional({
    type: [String],
    maxItems: L.lines,
    description: 'The treatments it lists (display texts)',
  })
  services?: string[];
}

export class MenuOrderBodyDto {
  @ApiProperty({ type: [String], description: 'Every id of the list once, in the new order' })
  ids: string[];
}
