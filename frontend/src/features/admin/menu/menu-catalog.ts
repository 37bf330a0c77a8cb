import type { Catalog } from '@esthetics/domain';
import { serviceFields } from '../../site/catalog';
import type { AdminMenu } from './menu-types';

/**
 * The admin answer as the domain's checks of an edit read it (names taken, service ids a package may
 * allow): every item, hidden ones included.
 */
export function menuCatalog(menu: AdminMenu): Catalog {
  return {
    services: menu.services.map((s) => ({
      ...serviceFields(s),
      bufferMinutes: s.buffer_minutes,
      hidden: s.hidden,
      photo: s.photo,
    })),
    addOns: menu.add_ons.map((a) => ({
      id: a.id,
      name: a.name,
      priceCents: a.price_cents,
      durationMinutes: a.duration,
      hidden: a.hidden,
    })),
    bookingPackages: menu.packages.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      budgetCents: p.budget_cents,
      savingsCents: p.savings_cents,
      validMonths: p.valid_months,
      maxServices: p.max_services,
      servicesAllowed: p.services_allowed,
      hidden: p.hidden,
    })),
    corporatePackages: menu.corporate_packages.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      services: p.services,
      duration: p.duration,
      minGuests: p.min_guests,
      priceRange: p.price_range,
      includes: p.includes,
    })),
  };
}
