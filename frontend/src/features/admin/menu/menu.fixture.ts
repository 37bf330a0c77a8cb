import { SEED_CATALOG } from '@esthetics/domain';
import { addOnOnTheWire, onTheWire, serviceOnTheWire } from '../../site/catalog.fixture';
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
    ...onTheWire(p, ['hidden']),
    hidden: false,
    future_bookings: 0,
  })),
  corporate_packages: SEED_CATALOG.corporatePackages.map((p) => onTheWire(p)),
};

export const service = (id: string): AdminService => {
  const found = SEED_MENU.services.find((s) => s.id === id);
  if (!found) throw new Error(`No service ${id} in the seed`);
  return found;
};
