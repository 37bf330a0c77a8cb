import { ServiceLocation } from './catalog';
import { percentOf } from './money';
import { DEPOSIT_PERCENT } from './policy';
import {
  chargedPersons,
  depositFor,
  MAX_GROUP_SIZE,
  MIN_GROUP_SIZE,
  priceBooking,
  PriceInput,
  SERVICE_CHARGE_PERCENT,
  serviceChargeApplies,
  UnknownCatalogItemError,
  VOLUME_DISCOUNT_TEXT,
  VOLUME_DISCOUNT_TIERS,
  volumeDiscountText,
} from './pricing';
import { SEED_CATALOG } from './catalog';

import { CLINIC_AND_MOBILE_CASES, service } from './pricing-cases.fixture';
import { CORPORATE_AND_PACKAGE_CASES } from './pricing-cases-corporate.fixture';

describe('constants', () => {
  it('charges 18% service charge and a 25% deposit; groups are 1 to 50', () => {
    expect(SERVICE_CHARGE_PERCENT).toBe(18);
    expect(DEPOSIT_PERCENT).toBe(25);
    expect(MIN_GROUP_SIZE).toBe(1);
    expect(MAX_GROUP_SIZE).toBe(50);
  });
});

const CASES = [...CLINIC_AND_MOBILE_CASES, ...CORPORATE_AND_PACKAGE_CASES];

describe('priceBooking: hand-computed figures', () => {
  it.each(CASES)('$label', (c) => {
    const price = priceBooking(SEED_CATALOG, c.input);
    expect({
      servicesCents: price.servicesCents,
      addOnsCents: price.addOnsCents,
      travelFeeCents: price.travelFeeCents,
      subtotalCents: price.subtotalCents,
      serviceChargeCents: price.serviceChargeCents,
      totalCents: price.totalCents,
      depositCents: price.depositCents,
      durationMinutes: price.durationMinutes,
    }).toEqual({
      servicesCents: c.servicesCents,
      addOnsCents: c.addOnsCents,
      travelFeeCents: c.travelFeeCents,
      subtotalCents: c.subtotalCents,
      serviceChargeCents: c.serviceChargeCents,
      totalCents: c.totalCents,
      depositCents: c.depositCents,
      durationMinutes: c.durationMinutes,
    });
    expect(price.serviceChargeApplies).toBe(c.serviceChargeCents > 0);
    expect(price.balanceCents).toBe(c.totalCents - c.depositCents);
  });

  it('itemises per-person lines: Group Session for 2 is 3 persons x 8000', () => {
    const price = priceBooking(SEED_CATALOG, {
      location: 'mobile',
      serviceIds: ['mobile-group-session'],
      groupSize: 2,
    });
    expect(price.services).toEqual([
      {
        id: 'mobile-group-session',
        name: 'Mobile Group Session',
        persons: 3,
        unitCents: 8000,
        amountCents: 24000,
        durationMinutes: 90,
      },
    ]);
    expect(price.addOns).toEqual([]);
    expect(price.package).toBeNull();
  });

  it('itemises a package booking: service lines cost 0, the package carries the budget', () => {
    const price = priceBooking(SEED_CATALOG, {
      location: 'clinic',
      serviceIds: ['classic-european-facial'],
      addOnIds: ['hydration-boost'],
      packageId: 'facial-trio',
    });
    expect(price.package).toEqual({ id: 'facial-trio', name: 'Facial Trio', amountCents: 24000 });
    expect(price.services).toEqual([
      {
        id: 'classic-european-facial',
        name: 'Classic European Facial',
        persons: 1,
        unitCents: 8500,
        amountCents: 0,
        durationMinutes: 60,
      },
    ]);
    expect(price.addOns).toEqual([
      {
        id: 'hydration-boost',
        name: 'Hydration Boost',
        persons: 1,
        unitCents: 2000,
        amountCents: 2000,
        durationMinutes: 10,
      },
    ]);
  });

  it('treats packageId null or empty as individual mode', () => {
    expect(
      priceBooking(SEED_CATALOG, {
        location: 'clinic',
        serviceIds: ['back-facial'],
        packageId: null,
      }).totalCents,
    ).toBe(4500);
    expect(
      priceBooking(SEED_CATALOG, { location: 'clinic', serviceIds: ['back-facial'], packageId: '' })
        .totalCents,
    ).toBe(4500);
  });
});

describe('priceBooking: refusals', () => {
  it.each([
    ['service', { location: 'clinic', serviceIds: ['gold-facial'] }, 'gold-facial'],
    [
      'add-on',
      { location: 'clinic', serviceIds: ['back-facial'], addOnIds: ['gold-leaf'] },
      'gold-leaf',
    ],
    [
      'package',
      { location: 'clinic', serviceIds: ['back-facial'], packageId: 'platinum' },
      'platinum',
    ],
  ] as [string, PriceInput, string][])(
    'an unknown %s is an UnknownCatalogItemError',
    (kind, input, id) => {
      let error: unknown;
      try {
        priceBooking(SEED_CATALOG, input);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(UnknownCatalogItemError);
      expect(error).toMatchObject({
        kind,
        id,
        name: 'UnknownCatalogItemError',
        message: `Unknown ${kind}: ${id}`,
      });
    },
  );

  it.each([[0], [-1], [1.5], [Number.NaN]])('group size %p is a RangeError', (groupSize) => {
    expect(() =>
      priceBooking(SEED_CATALOG, { location: 'clinic', serviceIds: ['back-facial'], groupSize }),
    ).toThrow(RangeError);
  });
});

describe('chargedPersons', () => {
  it.each([
    ['classic-european-facial', 5, 1],
    ['kids-facial-party', 1, 4],
    ['kids-facial-party', 4, 4],
    ['kids-facial-party', 9, 9],
    ['mobile-group-session', 2, 3],
    ['mobile-group-session', 3, 3],
    ['mobile-group-session', 10, 10],
    ['corporate-wellness-day', 4, 5],
    ['corporate-wellness-day', 6, 6],
    ['corporate-team-package', 7, 8],
    ['corporate-executive-session', 1, 1],
    ['corporate-executive-session', 3, 3],
    ['corporate-event-services', 9, 10],
    ['corporate-event-services', 50, 50],
  ])('%s for a group of %p is charged for %p', (id, groupSize, persons) => {
    expect(chargedPersons(service(id), groupSize)).toBe(persons);
  });
});

describe('serviceChargeApplies', () => {
  it.each([
    ['clinic', 1, false, false],
    ['clinic', 2, false, true],
    ['clinic', 1, true, true],
    ['mobile', 1, false, true],
    ['corporate', 1, false, true],
    ['mobile', 3, true, true],
  ] as [ServiceLocation, number, boolean, boolean][])(
    'location %s, group %p, package %p -> %p',
    (location, groupSize, isPackage, expected) => {
      expect(serviceChargeApplies({ location, groupSize, isPackage })).toBe(expected);
    },
  );
});

describe('depositFor: 25% half up', () => {
  it.each([
    [0, 0],
    [11000, 2750],
    [17110, 4278],
    [10030, 2508],
    [10001, 2500],
    [10003, 2501],
    [1, 0],
    [2, 1],
  ])('depositFor(%p) === %p', (total, deposit) => {
    expect(depositFor(total)).toBe(deposit);
  });
});

describe('half-up rounding of the service charge and the deposit together', () => {
  // Catalog prices are whole dollars, so 18% of a catalog subtotal is always whole cents; the rounding
  // rule is shown on a subtotal with odd cents, through the same functions priceBooking uses.
  it('subtotal 2775: charge 499.5 -> 500, total 3275, deposit 818.75 -> 819', () => {
    const charge = percentOf(2775, SERVICE_CHARGE_PERCENT);
    expect(charge).toBe(500);
    expect(depositFor(2775 + charge)).toBe(819);
  });

  it('subtotal 25: charge 4.5 -> 5, total 30, deposit 7.5 -> 8', () => {
    const charge = percentOf(25, SERVICE_CHARGE_PERCENT);
    expect(charge).toBe(5);
    expect(depositFor(25 + charge)).toBe(8);
  });
});

describe('volume discount text', () => {
  it.each([
    [1, null],
    [9, null],
    [10, 'Your group of 10 qualifies for a 10% volume discount (10+ people).'],
    [19, 'Your group of 19 qualifies for a 10% volume discount (10+ people).'],
    [20, 'Your group of 20 qualifies for a 15% volume discount (20+ people).'],
    [50, 'Your group of 50 qualifies for a 15% volume discount (20+ people).'],
  ])('volumeDiscountText(%p) === %p', (groupSize, text) => {
    expect(volumeDiscountText(groupSize)).toBe(text);
  });

  it('states the tiers of the spec', () => {
    expect(VOLUME_DISCOUNT_TEXT).toBe('Volume discounts: 10+ people 10% off, 20+ people 15% off');
    expect(VOLUME_DISCOUNT_TIERS).toEqual([
      { minPersons: 20, percent: 15 },
      { minPersons: 10, percent: 10 },
    ]);
  });
});
