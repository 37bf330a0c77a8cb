/**
 * Look-ups in a catalogue: a service, add-on or package by id, the services of a place or package.
 * Each takes the catalogue as an argument (the owner edits hers; SEED_CATALOG is a fresh install's),
 * so the rules that use them stay pure.
 */
import {
  AddOn,
  BookingPackage,
  Catalog,
  CorporatePackage,
  Service,
  ServiceLocation,
} from './types';

export function findService(catalog: Catalog, id: string): Service | undefined {
  return catalog.services.find((s) => s.id === id);
}

export function findAddOn(catalog: Catalog, id: string): AddOn | undefined {
  return catalog.addOns.find((a) => a.id === id);
}

export function findBookingPackage(catalog: Catalog, id: string): BookingPackage | undefined {
  return catalog.bookingPackages.find((p) => p.id === id);
}

export function findCorporatePackage(catalog: Catalog, id: string): CorporatePackage | undefined {
  return catalog.corporatePackages.find((p) => p.id === id);
}

/** The services offered at a place (hidden ones left out: they are not booked any more). */
export function servicesAt(catalog: Catalog, location: ServiceLocation): Service[] {
  return catalog.services.filter((s) => s.location === location && !s.hidden);
}

/** The services a package lets the client choose from (the deluxe package allows every clinic service). */
export function packageServices(catalog: Catalog, pkg: BookingPackage): Service[] {
  if (pkg.servicesAllowed === 'all') return servicesAt(catalog, 'clinic');
  return pkg.servicesAllowed.flatMap((id) => {
    const service = findService(catalog, id);
    return service && !service.hidden ? [service] : [];
  });
}

export function isServiceAllowedInPackage(
  catalog: Catalog,
  pkg: BookingPackage,
  serviceId: string,
): boolean {
  return packageServices(catalog, pkg).some((s) => s.id === serviceId);
}

/**
 * The buffer after an appointment of these services: the longest of theirs (the cleanup or travel
 * after the visit happens once); 0 for none or unknown ids.
 */
export function bufferAfter(catalog: Catalog, serviceIds: readonly string[]): number {
  return Math.max(0, ...serviceIds.map((id) => findService(catalog, id)?.bufferMinutes ?? 0));
}

/** The services' names as the menu has them now (an id it no longer knows, as it is). */
export function serviceNames(catalog: Catalog, ids: readonly string[]): string[] {
  return ids.map((id) => findService(catalog, id)?.name ?? id);
}
