import { findService, priceBooking, SEED_CATALOG } from '@esthetics/domain';
import type { Catalog as CatalogDto } from '../../api/client';
import { catalogFromDto } from './catalog';
import { addOnOnTheWire, serviceOnTheWire } from './catalog.fixture';

/** The public answer for a menu, as the server writes it (dollars beside cents, camelCase packages). */
function answerFor(menu = SEED_CATALOG): CatalogDto {
  return {
    status: 'success',
    services: menu.services.map((s) => ({
      ...serviceOnTheWire(s),
      price: s.priceCents / 100,
      travel_fee: s.travelFeeCents / 100,
      photo: s.id === 'eyebrow-wax' ? 'photo-1' : null,
    })),
    add_ons: menu.addOns.map((a) => ({ ...addOnOnTheWire(a), price: a.priceCents / 100 })),
    packages: menu.bookingPackages.map((p) => ({
      id: p.id,
      name: p.name,
      description: p.description,
      budget: p.budgetCents / 100,
      budget_cents: p.budgetCents,
      savings: p.savingsCents / 100,
      savings_cents: p.savingsCents,
      validMonths: p.validMonths,
      maxServices: p.maxServices,
      servicesAllowed: p.servicesAllowed === 'all' ? 'all' : [...p.servicesAllowed],
      service_ids: [],
    })),
    corporate_packages: menu.corporatePackages.map((p) => ({
      ...p,
      services: [...p.services],
      includes: [...p.includes],
    })),
    event_types: [],
    monthly_plans: [],
    consultation_options: {} as CatalogDto['consultation_options'],
  } as CatalogDto;
}

describe('catalogFromDto: the public answer as the domain takes it', () => {
  it('gives back the seed menu from the seed answer, with no buffers (the answer shows none)', () => {
    const catalog = catalogFromDto(answerFor());
    const noBuffers = SEED_CATALOG.services.map(({ photo: _photo, ...s }) => ({
      ...s,
      bufferMinutes: 0,
    }));
    expect(catalog.services.map(({ photo: _photo, ...s }) => s)).toEqual(noBuffers);
    expect(catalog.addOns).toEqual(SEED_CATALOG.addOns);
    expect(catalog.bookingPackages).toEqual(SEED_CATALOG.bookingPackages);
    expect(catalog.corporatePackages).toEqual(SEED_CATALOG.corporatePackages);
  });

  it("keeps a service's photo id when the answer names one", () => {
    const catalog = catalogFromDto(answerFor());
    expect(findService(catalog, 'eyebrow-wax')?.photo).toBe('photo-1');
    expect(findService(catalog, 'bikini-wax')?.photo).toBeNull();
  });

  it("prices a booking at the owner's current price", () => {
    const raised = {
      ...SEED_CATALOG,
      services: SEED_CATALOG.services.map((s) =>
        s.id === 'eyebrow-wax' ? { ...s, priceCents: 3100 } : s,
      ),
    };
    const price = priceBooking(catalogFromDto(answerFor(raised)), {
      location: 'clinic',
      serviceIds: ['eyebrow-wax'],
      addOnIds: [],
      groupSize: 1,
      packageId: null,
    });
    expect(price.subtotalCents).toBe(3100);
  });
});
