import fc from 'fast-check';
import {
  ADD_ONS,
  BOOKING_PACKAGES,
  findAddOn,
  findService,
  SERVICES,
  ServiceLocation,
} from './catalog';
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

const service = (id: string) => {
  const s = findService(SEED_CATALOG, id);
  if (!s) throw new Error(`test names unknown service ${id}`);
  return s;
};

describe('constants', () => {
  it('charges 18% service charge and a 25% deposit; groups are 1 to 50', () => {
    expect(SERVICE_CHARGE_PERCENT).toBe(18);
    expect(DEPOSIT_PERCENT).toBe(25);
    expect(MIN_GROUP_SIZE).toBe(1);
    expect(MAX_GROUP_SIZE).toBe(50);
  });
});

interface Case {
  label: string;
  input: PriceInput;
  servicesCents: number;
  addOnsCents: number;
  travelFeeCents: number;
  subtotalCents: number;
  serviceChargeCents: number;
  totalCents: number;
  depositCents: number;
  durationMinutes: number;
}

/** Every figure below is worked out by hand from spec section 9 and ARCHITECTURE.md. */
/** Exactly the package's minimum; a smaller group pays the same (below). */
const TEAM_PACKAGE_FOR_8: Case = {
  label: 'Corporate Team Package for 8: exactly the minimum',
  input: { location: 'corporate', serviceIds: ['corporate-team-package'], groupSize: 8 },
  servicesCents: 96000,
  addOnsCents: 0,
  travelFeeCents: 0,
  subtotalCents: 96000,
  serviceChargeCents: 17280,
  totalCents: 113280,
  depositCents: 28320,
  durationMinutes: 180,
};

const CASES: Case[] = [
  {
    label: 'Classic European + LED at the clinic: no charge, 11000 / 4 = 2750',
    input: {
      location: 'clinic',
      serviceIds: ['classic-european-facial'],
      addOnIds: ['led-light-therapy'],
    },
    servicesCents: 8500,
    addOnsCents: 2500,
    travelFeeCents: 0,
    subtotalCents: 11000,
    serviceChargeCents: 0,
    totalCents: 11000,
    depositCents: 2750,
    durationMinutes: 75,
  },
  {
    label: 'mobile Express Facial: 12000 + 2500 travel, 18% = 2610, deposit 4277.5 -> 4278',
    input: { location: 'mobile', serviceIds: ['mobile-express-facial'] },
    servicesCents: 12000,
    addOnsCents: 0,
    travelFeeCents: 2500,
    subtotalCents: 14500,
    serviceChargeCents: 2610,
    totalCents: 17110,
    depositCents: 4278,
    durationMinutes: 45,
  },
  {
    label:
      'Classic European for 2 at the clinic: not per person, 18% for the group, 2507.5 -> 2508',
    input: { location: 'clinic', serviceIds: ['classic-european-facial'], groupSize: 2 },
    servicesCents: 8500,
    addOnsCents: 0,
    travelFeeCents: 0,
    subtotalCents: 8500,
    serviceChargeCents: 1530,
    totalCents: 10030,
    depositCents: 2508,
    durationMinutes: 60,
  },
  {
    label: 'add-ons are counted once whatever the group: Classic + LED for 3',
    input: {
      location: 'clinic',
      serviceIds: ['classic-european-facial'],
      addOnIds: ['led-light-therapy'],
      groupSize: 3,
    },
    servicesCents: 8500,
    addOnsCents: 2500,
    travelFeeCents: 0,
    subtotalCents: 11000,
    serviceChargeCents: 1980,
    totalCents: 12980,
    depositCents: 3245,
    durationMinutes: 75,
  },
  {
    label: 'Anti-Aging Facial with every add-on: 12500 + 10000',
    input: {
      location: 'clinic',
      serviceIds: ['anti-aging-facial'],
      addOnIds: [
        'led-light-therapy',
        'extractions',
        'face-mask-upgrade',
        'hydration-boost',
        'anti-aging-serum',
      ],
    },
    servicesCents: 12500,
    addOnsCents: 10000,
    travelFeeCents: 0,
    subtotalCents: 22500,
    serviceChargeCents: 0,
    totalCents: 22500,
    depositCents: 5625,
    durationMinutes: 135,
  },
  {
    label: 'two clinic services add up: Eyebrow + Upper Lip',
    input: { location: 'clinic', serviceIds: ['eyebrow-wax', 'upper-lip-wax'] },
    servicesCents: 4000,
    addOnsCents: 0,
    travelFeeCents: 0,
    subtotalCents: 4000,
    serviceChargeCents: 0,
    totalCents: 4000,
    depositCents: 1000,
    durationMinutes: 25,
  },
  {
    label:
      'Kids Facial Party for 1 is charged for the minimum 4 children (no group charge at size 1)',
    input: { location: 'clinic', serviceIds: ['kids-facial-party'], groupSize: 1 },
    servicesCents: 10000,
    addOnsCents: 0,
    travelFeeCents: 0,
    subtotalCents: 10000,
    serviceChargeCents: 0,
    totalCents: 10000,
    depositCents: 2500,
    durationMinutes: 120,
  },
  {
    label: 'Kids Facial Party for 4: exactly the minimum',
    input: { location: 'clinic', serviceIds: ['kids-facial-party'], groupSize: 4 },
    servicesCents: 10000,
    addOnsCents: 0,
    travelFeeCents: 0,
    subtotalCents: 10000,
    serviceChargeCents: 1800,
    totalCents: 11800,
    depositCents: 2950,
    durationMinutes: 120,
  },
  {
    label: 'Kids Facial Party for 6: 6 x 2500',
    input: { location: 'clinic', serviceIds: ['kids-facial-party'], groupSize: 6 },
    servicesCents: 15000,
    addOnsCents: 0,
    travelFeeCents: 0,
    subtotalCents: 15000,
    serviceChargeCents: 2700,
    totalCents: 17700,
    depositCents: 4425,
    durationMinutes: 120,
  },
  {
    label: 'Group Session for 2 is charged for the minimum 3, travel 50',
    input: { location: 'mobile', serviceIds: ['mobile-group-session'], groupSize: 2 },
    servicesCents: 24000,
    addOnsCents: 0,
    travelFeeCents: 5000,
    subtotalCents: 29000,
    serviceChargeCents: 5220,
    totalCents: 34220,
    depositCents: 8555,
    durationMinutes: 90,
  },
  {
    label: 'Group Session for 5: 5 x 8000 + 5000 travel',
    input: { location: 'mobile', serviceIds: ['mobile-group-session'], groupSize: 5 },
    servicesCents: 40000,
    addOnsCents: 0,
    travelFeeCents: 5000,
    subtotalCents: 45000,
    serviceChargeCents: 8100,
    totalCents: 53100,
    depositCents: 13275,
    durationMinutes: 90,
  },
  {
    label: 'Bridal Preparation: travel included (0)',
    input: { location: 'mobile', serviceIds: ['mobile-bridal-preparation'] },
    servicesCents: 25000,
    addOnsCents: 0,
    travelFeeCents: 0,
    subtotalCents: 25000,
    serviceChargeCents: 4500,
    totalCents: 29500,
    depositCents: 7375,
    durationMinutes: 120,
  },
  {
    label: 'Bridal + Express Facial: highest travel fee 25, deposit 11652.5 -> 11653',
    input: {
      location: 'mobile',
      serviceIds: ['mobile-bridal-preparation', 'mobile-express-facial'],
    },
    servicesCents: 37000,
    addOnsCents: 0,
    travelFeeCents: 2500,
    subtotalCents: 39500,
    serviceChargeCents: 7110,
    totalCents: 46610,
    depositCents: 11653,
    durationMinutes: 165,
  },
  {
    label: 'Signature + Deluxe mobile facials: one travel fee, not two; 10177.5 -> 10178',
    input: { location: 'mobile', serviceIds: ['mobile-signature-facial', 'mobile-deluxe-facial'] },
    servicesCents: 32000,
    addOnsCents: 0,
    travelFeeCents: 2500,
    subtotalCents: 34500,
    serviceChargeCents: 6210,
    totalCents: 40710,
    depositCents: 10178,
    durationMinutes: 165,
  },
  {
    label: 'Group Session + Express Facial for 1: highest travel fee 50',
    input: { location: 'mobile', serviceIds: ['mobile-express-facial', 'mobile-group-session'] },
    servicesCents: 36000,
    addOnsCents: 0,
    travelFeeCents: 5000,
    subtotalCents: 41000,
    serviceChargeCents: 7380,
    totalCents: 48380,
    depositCents: 12095,
    durationMinutes: 135,
  },
  {
    label: 'Corporate Wellness Day for 3 is charged for the minimum 5',
    input: { location: 'corporate', serviceIds: ['corporate-wellness-day'], groupSize: 3 },
    servicesCents: 75000,
    addOnsCents: 0,
    travelFeeCents: 0,
    subtotalCents: 75000,
    serviceChargeCents: 13500,
    totalCents: 88500,
    depositCents: 22125,
    durationMinutes: 240,
  },
  TEAM_PACKAGE_FOR_8,
  {
    ...TEAM_PACKAGE_FOR_8,
    label: 'Corporate Team Package for 5 is charged for 8',
    input: { location: 'corporate', serviceIds: ['corporate-team-package'], groupSize: 5 },
  },
  {
    label: 'Executive Session for 1: corporate location charges 18% even alone',
    input: { location: 'corporate', serviceIds: ['corporate-executive-session'], groupSize: 1 },
    servicesCents: 20000,
    addOnsCents: 0,
    travelFeeCents: 0,
    subtotalCents: 20000,
    serviceChargeCents: 3600,
    totalCents: 23600,
    depositCents: 5900,
    durationMinutes: 60,
  },
  {
    label: 'Executive Session for 4',
    input: { location: 'corporate', serviceIds: ['corporate-executive-session'], groupSize: 4 },
    servicesCents: 80000,
    addOnsCents: 0,
    travelFeeCents: 0,
    subtotalCents: 80000,
    serviceChargeCents: 14400,
    totalCents: 94400,
    depositCents: 23600,
    durationMinutes: 60,
  },
  {
    label: 'Corporate Event Services for 7 is charged for the minimum 10',
    input: { location: 'corporate', serviceIds: ['corporate-event-services'], groupSize: 7 },
    servicesCents: 100000,
    addOnsCents: 0,
    travelFeeCents: 0,
    subtotalCents: 100000,
    serviceChargeCents: 18000,
    totalCents: 118000,
    depositCents: 29500,
    durationMinutes: 300,
  },
  {
    label: 'Corporate Event Services for 12',
    input: { location: 'corporate', serviceIds: ['corporate-event-services'], groupSize: 12 },
    servicesCents: 120000,
    addOnsCents: 0,
    travelFeeCents: 0,
    subtotalCents: 120000,
    serviceChargeCents: 21600,
    totalCents: 141600,
    depositCents: 35400,
    durationMinutes: 300,
  },
  {
    label: 'package Facial Trio: its 240 budget replaces three facials (8500 + 9500 + 12500)',
    input: {
      location: 'clinic',
      serviceIds: ['classic-european-facial', 'signature-glow-facial', 'anti-aging-facial'],
      packageId: 'facial-trio',
    },
    servicesCents: 24000,
    addOnsCents: 0,
    travelFeeCents: 0,
    subtotalCents: 24000,
    serviceChargeCents: 4320,
    totalCents: 28320,
    depositCents: 7080,
    durationMinutes: 225,
  },
  {
    label: 'package Waxing Maintenance + Extractions: add-on on top; 5752.5 -> 5753',
    input: {
      location: 'clinic',
      serviceIds: ['eyebrow-wax', 'upper-lip-wax'],
      addOnIds: ['extractions'],
      packageId: 'waxing-maintenance',
    },
    servicesCents: 18000,
    addOnsCents: 1500,
    travelFeeCents: 0,
    subtotalCents: 19500,
    serviceChargeCents: 3510,
    totalCents: 23010,
    depositCents: 5753,
    durationMinutes: 35,
  },
  {
    label: 'package Glow Up Deluxe with a single Back Facial still costs the whole budget',
    input: { location: 'clinic', serviceIds: ['back-facial'], packageId: 'glow-up-deluxe' },
    servicesCents: 40000,
    addOnsCents: 0,
    travelFeeCents: 0,
    subtotalCents: 40000,
    serviceChargeCents: 7200,
    totalCents: 47200,
    depositCents: 11800,
    durationMinutes: 45,
  },
  {
    label: 'package Bridal Prep with a Brazilian Wax',
    input: { location: 'clinic', serviceIds: ['brazilian-wax'], packageId: 'bridal-prep' },
    servicesCents: 35000,
    addOnsCents: 0,
    travelFeeCents: 0,
    subtotalCents: 35000,
    serviceChargeCents: 6300,
    totalCents: 41300,
    depositCents: 10325,
    durationMinutes: 30,
  },
  {
    label: 'nothing chosen: everything is zero',
    input: { location: 'clinic', serviceIds: [] },
    servicesCents: 0,
    addOnsCents: 0,
    travelFeeCents: 0,
    subtotalCents: 0,
    serviceChargeCents: 0,
    totalCents: 0,
    depositCents: 0,
    durationMinutes: 0,
  },
];

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

describe('priceBooking: properties', () => {
  const serviceIdsArb = fc.uniqueArray(fc.constantFrom(...SERVICES.map((s) => s.id)), {
    maxLength: 6,
  });
  const addOnIdsArb = fc.uniqueArray(fc.constantFrom(...ADD_ONS.map((a) => a.id)), {
    maxLength: 5,
  });
  const inputArb: fc.Arbitrary<PriceInput> = fc.record({
    location: fc.constantFrom<ServiceLocation>('clinic', 'mobile', 'corporate'),
    serviceIds: serviceIdsArb,
    addOnIds: addOnIdsArb,
    groupSize: fc.integer({ min: MIN_GROUP_SIZE, max: MAX_GROUP_SIZE }),
    packageId: fc.option(fc.constantFrom(...BOOKING_PACKAGES.map((p) => p.id)), { nil: null }),
  });

  it('deposit === floor((total * 25 + 50) / 100), and balance is the rest', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceBooking(SEED_CATALOG, input);
        expect(p.depositCents).toBe(Math.floor((p.totalCents * 25 + 50) / 100));
        expect(p.balanceCents).toBe(p.totalCents - p.depositCents);
      }),
    );
  });

  it('the service charge is > 0 exactly when mobile, corporate, group > 1 or package (and subtotal > 0)', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceBooking(SEED_CATALOG, input);
        const rule =
          input.location === 'mobile' ||
          input.location === 'corporate' ||
          (input.groupSize ?? 1) > 1 ||
          Boolean(input.packageId);
        expect(p.serviceChargeApplies).toBe(rule);
        expect(p.serviceChargeCents > 0).toBe(rule && p.subtotalCents > 0);
        expect(p.serviceChargeCents).toBe(rule ? Math.floor((p.subtotalCents * 18 + 50) / 100) : 0);
      }),
    );
  });

  it('the travel fee is the highest travel fee among the chosen services', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const fees = input.serviceIds.map((id) => service(id).travelFeeCents);
        expect(priceBooking(SEED_CATALOG, input).travelFeeCents).toBe(Math.max(0, ...fees));
      }),
    );
  });

  it('total >= subtotal, and subtotal is services + add-ons + travel', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceBooking(SEED_CATALOG, input);
        expect(p.totalCents).toBeGreaterThanOrEqual(p.subtotalCents);
        expect(p.totalCents).toBe(p.subtotalCents + p.serviceChargeCents);
        expect(p.subtotalCents).toBe(p.servicesCents + p.addOnsCents + p.travelFeeCents);
      }),
    );
  });

  it('the duration is the sum of the minutes of the chosen services and add-ons', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const minutes = [
          ...input.serviceIds.map((id) => service(id).durationMinutes),
          ...(input.addOnIds ?? []).map(
            (id) => findAddOn(SEED_CATALOG, id)?.durationMinutes ?? NaN,
          ),
        ].reduce((a, b) => a + b, 0);
        expect(priceBooking(SEED_CATALOG, input).durationMinutes).toBe(minutes);
      }),
    );
  });

  it('individual mode: services cost price x max(group, minimum) for per-person, else price', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        fc.pre(!input.packageId);
        const group = input.groupSize ?? 1;
        const expected = input.serviceIds
          .map((id) => {
            const s = service(id);
            return s.perPerson ? s.priceCents * Math.max(group, s.minPersons) : s.priceCents;
          })
          .reduce((a, b) => a + b, 0);
        expect(priceBooking(SEED_CATALOG, input).servicesCents).toBe(expected);
      }),
    );
  });

  it('package mode: the services cost the package budget whatever is chosen', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        fc.pre(Boolean(input.packageId));
        const budget = BOOKING_PACKAGES.find((p) => p.id === input.packageId)?.budgetCents;
        expect(priceBooking(SEED_CATALOG, input).servicesCents).toBe(budget);
      }),
    );
  });

  it('add-ons are added once each, whatever the group size', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const expected = (input.addOnIds ?? [])
          .map((id) => findAddOn(SEED_CATALOG, id)?.priceCents ?? NaN)
          .reduce((a, b) => a + b, 0);
        expect(priceBooking(SEED_CATALOG, input).addOnsCents).toBe(expected);
      }),
    );
  });
});
