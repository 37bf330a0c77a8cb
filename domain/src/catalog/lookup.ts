/** Look-ups in the catalogue: a service, add-on or package by id, the services of a place or package. */
import { ADD_ONS, BOOKING_PACKAGES, CORPORATE_PACKAGES, SERVICES } from './data';
import { AddOn, BookingPackage, CorporatePackage, Service, ServiceLocation } from './types';

export function findService(id: string): Service | undefined {
  return SERVICES.find((s) => s.id === id);
}

export function findAddOn(id: string): AddOn | undefined {
  return ADD_ONS.find((a) => a.id === id);
}

export function findBookingPackage(id: string): BookingPackage | undefined {
  return BOOKING_PACKAGES.find((p) => p.id === id);
}

export function findCorporatePackage(id: string): CorporatePackage | undefined {
  return CORPORATE_PACKAGES.find((p) => p.id === id);
}

export function servicesAt(location: ServiceLocation): Service[] {
  return SERVICES.filter((s) => s.location === location);
}

/** The services a package lets the client choose from (the deluxe package allows every clinic service). */
export function packageServices(pkg: BookingPackage): Service[] {
  if (pkg.servicesAllowed === 'all') return servicesAt('clinic');
  return pkg.servicesAllowed.map((id) => {
    const service = findService(id);
    if (!service) throw new Error(`Package ${pkg.id} names unknown service ${id}`);
    return service;
  });
}

export function isServiceAllowedInPackage(pkg: BookingPackage, serviceId: string): boolean {
  return packageServices(pkg).some((s) => s.id === serviceId);
}

/**
 * The buffer after an appointment of these services: the longest of theirs (the cleanup or travel
 * after the visit happens once); 0 for none or unknown ids.
 */
export function bufferAfter(serviceIds: readonly string[]): number {
  return Math.max(0, ...serviceIds.map((id) => findService(id)?.bufferMinutes ?? 0));
}
