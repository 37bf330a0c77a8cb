import {
  AddOn,
  BookingPackage,
  Catalog,
  CorporatePackage,
  MenuItemOf,
  MenuKind,
  Service,
} from '@esthetics/domain';
import type { StoredCatalogChange } from '../ports/catalog-history.port';
import type { BookingCounts } from '../ports/menu-bookings.port';
import { CatalogChangeDto } from './catalog-change.dto';
import {
  AdminAddOnDto,
  AdminCatalogDto,
  AdminCorporatePackageDto,
  AdminPackageDto,
  AdminServiceDto,
} from './catalog-items.dto';

type Fields<T> = Omit<T, 'future_bookings'>;

const serviceFields = (s: Service): Fields<AdminServiceDto> => ({
  id: s.id,
  name: s.name,
  category: s.category,
  location: s.location,
  description: s.description,
  notes: [...s.notes],
  duration: s.durationMinutes,
  price_cents: s.priceCents,
  per_person: s.perPerson,
  min_persons: s.minPersons,
  travel_fee_cents: s.travelFeeCents,
  buffer_minutes: s.bufferMinutes,
  photo: s.photo ?? null,
  hidden: s.hidden === true,
});

const addOnFields = (a: AddOn): Fields<AdminAddOnDto> => ({
  id: a.id,
  name: a.name,
  price_cents: a.priceCents,
  duration: a.durationMinutes,
  hidden: a.hidden === true,
});

const packageFields = (p: BookingPackage): Fields<AdminPackageDto> => ({
  id: p.id,
  name: p.name,
  description: p.description,
  budget_cents: p.budgetCents,
  savings_cents: p.savingsCents,
  valid_months: p.validMonths,
  max_services: p.maxServices,
  services_allowed: p.servicesAllowed === 'all' ? 'all' : [...p.servicesAllowed],
  hidden: p.hidden === true,
});

export const toAdminCorporatePackageDto = (c: CorporatePackage): AdminCorporatePackageDto => ({
  id: c.id,
  name: c.name,
  description: c.description,
  services: [...c.services],
  duration: c.duration,
  min_guests: c.minGuests,
  price_range: c.priceRange,
  includes: [...c.includes],
});

/** An item's DTO of each kind, with the appointments to come that use it. */
export interface AdminItemDtoOf {
  service: AdminServiceDto;
  add_on: AdminAddOnDto;
  package: AdminPackageDto;
  corporate_package: AdminCorporatePackageDto;
}

/** The item's fields as the API shows them, without future_bookings (the history's before/after). */
export function itemFields<K extends MenuKind>(
  kind: K,
  item: MenuItemOf[K],
): Omit<AdminItemDtoOf[K], 'future_bookings'> {
  const fields = {
    service: () => serviceFields(item as Service),
    add_on: () => addOnFields(item as AddOn),
    package: () => packageFields(item as BookingPackage),
    corporate_package: () => toAdminCorporatePackageDto(item as CorporatePackage),
  }[kind]();
  return fields as unknown as Omit<AdminItemDtoOf[K], 'future_bookings'>;
}

export function toAdminItemDto<K extends MenuKind>(
  kind: K,
  item: MenuItemOf[K],
  futureBookings: number,
): AdminItemDtoOf[K] {
  const fields = itemFields(kind, item);
  return (
    kind === 'corporate_package' ? fields : { ...fields, future_bookings: futureBookings }
  ) as AdminItemDtoOf[K];
}

export function toAdminCatalogDto(
  catalog: Catalog,
  counts: Readonly<Record<MenuKind, BookingCounts>>,
): AdminCatalogDto {
  return {
    status: 'success',
    services: catalog.services.map((s) =>
      toAdminItemDto('service', s, counts.service.get(s.id) ?? 0),
    ),
    add_ons: catalog.addOns.map((a) => toAdminItemDto('add_on', a, counts.add_on.get(a.id) ?? 0)),
    packages: catalog.bookingPackages.map((p) =>
      toAdminItemDto('package', p, counts.package.get(p.id) ?? 0),
    ),
    corporate_packages: catalog.corporatePackages.map(toAdminCorporatePackageDto),
  };
}

export const toCatalogChangeDto = (c: StoredCatalogChange): CatalogChangeDto => ({
  id: c.id,
  at: c.at.toISOString(),
  actor: c.actor,
  kind: c.kind,
  item_id: c.itemId,
  action: c.action,
  before: c.before as Record<string, unknown> | null,
  after: c.after as Record<string, unknown> | null,
});
