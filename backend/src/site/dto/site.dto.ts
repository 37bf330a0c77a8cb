import {
  GALLERY_CATEGORIES,
  GalleryCategory,
  SERVICE_CATEGORIES,
  SERVICE_LOCATIONS,
} from '@esthetics/domain';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class OpeningIntervalDto {
  @ApiProperty({ example: '09:00' }) opens: string;
  @ApiProperty({ example: '19:00', description: '24:00 is midnight' }) closes: string;
}

export class OpeningHoursDto {
  @ApiProperty({ example: 1, description: '0 = Sunday ... 6 = Saturday' }) weekday: number;
  @ApiProperty({ example: 'Monday' }) day: string;
  @ApiProperty({ type: String, nullable: true, example: '09:00', description: 'First opening' })
  opens: string | null;
  @ApiProperty({ type: String, nullable: true, example: '19:00', description: 'Last closing' })
  closes: string | null;
  @ApiProperty({
    type: [OpeningIntervalDto],
    description: 'The open intervals in order (two or more with a break between); none when closed',
  })
  intervals: OpeningIntervalDto[];
}

export class HoursTextDto {
  @ApiProperty({ example: 'Monday - Friday' }) days: string;
  @ApiProperty({ example: '9:00 AM - 7:00 PM' }) hours: string;
}

export class PolicyDto {
  @ApiProperty({ example: 'cancellation' }) id: string;
  @ApiProperty({ example: 'Cancellation' }) title: string;
  @ApiProperty() text: string;
}

export class EstheticianDto {
  @ApiProperty({ example: 'Maya Reed' }) name: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'E-12345',
    description: 'Maryland esthetician license number',
  })
  license_number: string | null;
}

export class PostalAddressDto {
  @ApiProperty({ example: '12 Main Street' }) street: string;
  @ApiProperty({ example: 'Bethesda' }) city: string;
  @ApiProperty({ example: 'MD' }) region: string;
  @ApiProperty({ example: '20814' }) postal_code: string;
}

export class SocialLinkDto {
  @ApiProperty({ example: 'Instagram' }) network: string;
  @ApiProperty({ example: '@glowesthetics.md' }) handle: string;
  @ApiProperty({ example: 'https://www.instagram.com/glowesthetics.md' }) url: string;
}

export class PhotoSourceDto {
  @ApiProperty({ enum: ['image/avif', 'image/webp'] }) type: 'image/avif' | 'image/webp';
  @ApiProperty({ example: '/media/3f2a-480.webp 480w, /media/3f2a-800.webp 800w' })
  srcset: string;
}

export class SitePhotoDto {
  @ApiProperty() id: string;
  @ApiProperty({ example: 'The treatment room' }) alt: string;
  @ApiProperty() title: string;
  @ApiProperty({ example: 1600, description: 'Intrinsic width, pixels' }) width: number;
  @ApiProperty({ example: 1067, description: 'Intrinsic height, pixels' }) height: number;
  @ApiProperty({ example: '/media/3f2a-1600.webp', description: 'The largest WebP' }) src: string;
  @ApiProperty({ type: [PhotoSourceDto] }) sources: PhotoSourceDto[];
}

export class GalleryPhotoDto extends SitePhotoDto {
  @ApiProperty({ enum: GALLERY_CATEGORIES.map((c) => c.id) }) category: GalleryCategory;
}

export class SitePhotosDto {
  @ApiProperty({ type: SitePhotoDto, nullable: true }) hero: SitePhotoDto | null;
  @ApiProperty({ type: SitePhotoDto, nullable: true }) about: SitePhotoDto | null;
  @ApiProperty({ type: [GalleryPhotoDto] }) gallery: GalleryPhotoDto[];
}

export class SiteDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ example: 'Glow Esthetics' }) name: string;
  @ApiProperty({ example: '(301) 555-0142' }) phone: string;
  @ApiProperty({ example: 'hello@glowesthetics.example' }) email: string;
  @ApiProperty({ example: '@glowesthetics.md' }) social: string;
  @ApiProperty({ type: [SocialLinkDto] }) social_links: SocialLinkDto[];
  @ApiProperty({ example: 'Maryland', description: 'Same as service_area' }) location: string;
  @ApiProperty({ example: 'Maryland' }) service_area: string;
  @ApiProperty({ type: PostalAddressDto, nullable: true }) address: PostalAddressDto | null;
  @ApiProperty({ type: EstheticianDto }) esthetician: EstheticianDto;
  @ApiProperty({ type: SitePhotosDto, description: "The owner's photos, resized" })
  photos: SitePhotosDto;
  @ApiProperty({ example: 'America/New_York' }) time_zone: string;
  @ApiProperty({ type: [OpeningHoursDto] }) hours: OpeningHoursDto[];
  @ApiProperty({ type: [HoursTextDto] }) hours_text: HoursTextDto[];
  @ApiProperty({
    description:
      'The owner has no open hours in her week: online booking is paused (call or write)',
  })
  booking_paused: boolean;
  @ApiProperty({ type: [PolicyDto] }) policies: PolicyDto[];
  @ApiProperty({
    example: 'Need to cancel? Cancel 48 or more hours ahead for a full refund of your deposit.',
  })
  success_page_refund_note: string;
  @ApiProperty({ example: 'January 2025' }) legal_last_updated: string;
  @ApiProperty({
    example: true,
    description: 'Payments go to a local test-mode checkout, not to a card provider',
  })
  test_mode_payments: boolean;
}

export class ServiceDto {
  @ApiProperty({ example: 'classic-european-facial' }) id: string;
  @ApiProperty({ example: 'Classic European Facial' }) name: string;
  @ApiProperty({ enum: [...SERVICE_CATEGORIES] }) category: string;
  @ApiProperty({ enum: [...SERVICE_LOCATIONS] }) location: string;
  @ApiProperty({ example: 60, description: 'Minutes' }) duration: number;
  @ApiProperty({ example: 85, description: 'Dollars' }) price: number;
  @ApiProperty({ example: 8500 }) price_cents: number;
  @ApiProperty() per_person: boolean;
  @ApiProperty({ example: 1 }) min_persons: number;
  @ApiProperty({ example: 0, description: 'Dollars' }) travel_fee: number;
  @ApiProperty({ example: 0 }) travel_fee_cents: number;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) notes: string[];
  @ApiProperty({
    type: SitePhotoDto,
    nullable: true,
    description: "The owner's photo of it, from the site's photo library",
  })
  photo: SitePhotoDto | null;
}

export class AddOnDto {
  @ApiProperty({ example: 'led-light-therapy' }) id: string;
  @ApiProperty({ example: 'LED Light Therapy' }) name: string;
  @ApiProperty({ example: 25, description: 'Dollars' }) price: number;
  @ApiProperty({ example: 2500 }) price_cents: number;
  @ApiProperty({ example: 15, description: 'Minutes' }) duration: number;
}

export class BookingPackageDto {
  @ApiProperty({ example: 'facial-trio' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ example: 240, description: 'Price of the package, dollars' }) budget: number;
  @ApiProperty({ example: 24000 }) budget_cents: number;
  @ApiProperty({ example: 15, description: 'Dollars' }) savings: number;
  @ApiProperty({ example: 1500 }) savings_cents: number;
  @ApiProperty({ example: 6 }) validMonths: number;
  @ApiProperty({ example: 3 }) maxServices: number;
  @ApiProperty({
    oneOf: [
      { type: 'array', items: { type: 'string' } },
      { type: 'string', enum: ['all'] },
    ],
    description: 'Service ids, or "all" for every clinic service',
  })
  servicesAllowed: string[] | 'all';
  @ApiProperty({ type: [String], description: 'Service ids the package allows, resolved' })
  service_ids: string[];
}

export class CorporatePackageDto {
  @ApiProperty({ example: 'team_building' }) id: string;
  @ApiProperty() name: string;
  @ApiProperty() description: string;
  @ApiProperty({ type: [String] }) services: string[];
  @ApiProperty({ example: '2-3 hours' }) duration: string;
  @ApiProperty({ example: 8 }) minGuests: number;
  @ApiProperty({ example: '$75-95 per person' }) priceRange: string;
  @ApiProperty({ type: [String] }) includes: string[];
}

export class EventTypeDto {
  @ApiProperty({ example: 'team_building' }) id: string;
  @ApiProperty({ example: 'Team Building' }) label: string;
}

export class ConsultationOptionsDto {
  @ApiProperty({ type: [String] }) skin_types: string[];
  @ApiProperty({ type: [String] }) skin_concerns: string[];
  @ApiProperty({ type: [String] }) treatment_preferences: string[];
  @ApiProperty({ type: [String] }) budget_ranges: string[];
  @ApiProperty({ type: [String] }) sun_exposure: string[];
  @ApiProperty({ type: [String] }) smoking_status: string[];
  @ApiProperty({ type: [String] }) alcohol_consumption: string[];
}

export class MonthlyPlanDto {
  @ApiProperty() id: string;
  @ApiProperty() name: string;
  @ApiProperty({ example: 160, description: 'Dollars per month' }) price: number;
  @ApiProperty({ example: 16000 }) price_cents: number;
  @ApiProperty({ type: [String] }) includes: string[];
}

export class CatalogDto {
  @ApiProperty({ example: 'success' }) status: string;
  @ApiProperty({ type: [ServiceDto] }) services: ServiceDto[];
  @ApiProperty({ type: [AddOnDto] }) add_ons: AddOnDto[];
  @ApiProperty({ type: [BookingPackageDto] }) packages: BookingPackageDto[];
  @ApiProperty({ type: [CorporatePackageDto] }) corporate_packages: CorporatePackageDto[];
  @ApiProperty({ type: [EventTypeDto] }) event_types: EventTypeDto[];
  @ApiProperty({ type: ConsultationOptionsDto }) consultation_options: ConsultationOptionsDto;
  @ApiProperty({ type: [MonthlyPlanDto] }) monthly_plans: MonthlyPlanDto[];
  @ApiPropertyOptional({ example: 'Volume discounts: 10+ people 10% off, 20+ people 15% off' })
  volume_discount_text: string;
}
