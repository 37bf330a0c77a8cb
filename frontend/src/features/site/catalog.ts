import type { Catalog, ServiceCategory } from '@esthetics/domain';
import type { Catalog as CatalogDto } from '../../api/client';

/**
 * The owner's menu as the public API answers it (GET /api/catalog), as the domain's rules take it:
 * the booking form, the assistant and the corporate form price and check with the same catalogue the
 * server charges with. The public answer leaves hidden items out and does not show buffers (cleanup
 * time is the server's business when it finds free times), so every item here is shown and has none.
 */
type ServiceDto = CatalogDto['services'][number];

/** A service's fields that the public answer and the console's menu name alike, as the domain names them. */
export const serviceFields = (
  s: Pick<
    ServiceDto,
    | 'id'
    | 'name'
    | 'category'
    | 'location'
    | 'duration'
    | 'price_cents'
    | 'per_person'
    | 'min_persons'
    | 'travel_fee_cents'
    | 'description'
    | 'notes'
  >,
) => ({
  id: s.id,
  name: s.name,
  category: s.category,
  location: s.location,
  durationMinutes: s.duration,
  priceCents: s.price_cents,
  perPerson: s.per_person,
  minPersons: s.min_persons,
  travelFeeCents: s.travel_fee_cents,
  description: s.description,
  notes: s.notes,
});

export function catalogFromDto(dto: CatalogDto): Catalog {
  return {
    services: dto.services.map((s) => ({
      ...serviceFields(s),
      bufferMinutes: 0,
      photo: photoOf(s),
    })),
    addOns: dto.add_ons.map((a) => ({
      id: a.id,
      name: a.name,
      priceCents: a.price_cents,
      durationMinutes: a.duration,
    })),
    bookingPackages: dto.packages.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      budgetCents: p.budget_cents,
      savingsCents: p.savings_cents,
      validMonths: p.validMonths,
      maxServices: p.maxServices,
      servicesAllowed: p.servicesAllowed,
    })),
    corporatePackages: dto.corporate_packages.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      services: p.services,
      duration: p.duration,
      minGuests: p.minGuests,
      priceRange: p.priceRange,
      includes: p.includes,
    })),
  };
}

/** The service's photo id, when the answer names one (older answers have no such field). */
function photoOf(service: object): string | null {
  const photo = (service as { photo?: unknown }).photo;
  return typeof photo === 'string' ? photo : null;
}

/** A category's title over its services (the booking form, the console's Menu). */
export const CATEGORY_TITLES: Readonly<Record<ServiceCategory, string>> = {
  facial: 'Facials',
  waxing: 'Waxing',
  mobile: 'Mobile services',
  corporate: 'Corporate services',
};
