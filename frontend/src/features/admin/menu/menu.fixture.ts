import { SEED_CATALOG } from '@esthetics/domain';
import { addOnOnTheWire, serviceOnTheWire } from '../../site/catalog.fixture';
import type { AdminMenu, AdminService } from './menu-types';

/** The seed menu as GET /api/admin/catalog answers it (nothing booked, nothing hidden). */
export const SEED_MENU: AdminMenu = {
  services: SEED_CATALOG.services.map((s): AdminService => ({
    ...serviceOnTheWire(s),
    buffer_minutes: s.bufferMinutes,
    photo: null,
    hidden: false,
    future_bookings: 0,
  })),
  add_ons: SEED_CATALOG.addOns.map((a) => ({
    ...addOnOnTheWire(a),
    hidden: false,
    future_bookings: 0,
  })),
  packages: SEED_CATALOG.bookingPackages.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    budget_cents: p.budgetCents,
    savings_cents: p.savingsCents,
    valid_months: p.validMonths,
    max_services: p.maxServices,
    services_allowed: p.servicesAllowed === 'all' ? 'all' : [...p.servicesAllowed],
    hidden: false,
    future_bookings: 0,
  })),
  corporate_packages: SEED_CATALOG.corporatePackages.map((p) => ({
    id: p.id,
    name: p.name,
    description: p.description,
    services: [...p.services],
    duration: p.duration,
    min_guests: p.minGuests,
    price_range: p.priceRange,
    includes: [...p.includes],
  })),
};

export const service = (id: string): AdminService => {
  const found = SEED_MENU.services.find((s) => s.id === id);
  if (!found) throw new Error(`No service ${id} in the seed`);
  return found;
};
