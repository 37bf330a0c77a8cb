import {
  ADD_ONS,
  BOOKING_PACKAGES,
  BookingPackage,
  CONSULTATION_OPTIONS,
  CORPORATE_EVENT_TYPES,
  CORPORATE_PACKAGES,
  CORPORATE_PERFECT_FOR,
  CORPORATE_WHY_CHOOSE_US,
  findAddOn,
  findBookingPackage,
  findCorporatePackage,
  findService,
  isServiceAllowedInPackage,
  MONTHLY_PLANS,
  packageServices,
  SERVICE_LOCATIONS,
  SERVICES,
  servicesAt,
} from './index';
import { SEED_CATALOG } from './index';

/**
 * Spec section 9, transcribed by hand. Each row:
 * [id, name, category/location, minutes, price in cents, per person, minimum persons, travel fee in cents]
 */
const SPEC_SERVICES: [string, string, string, number, number, boolean, number, number][] = [
  // Clinic facials
  ['classic-european-facial', 'Classic European Facial', 'facial/clinic', 60, 8500, false, 1, 0],
  ['signature-glow-facial', 'Signature Glow Facial', 'facial/clinic', 75, 9500, false, 1, 0],
  ['anti-aging-facial', 'Anti-Aging Facial', 'facial/clinic', 90, 12500, false, 1, 0],
  ['acne-treatment-facial', 'Acne Treatment Facial', 'facial/clinic', 75, 11000, false, 1, 0],
  ['sensitive-skin-facial', 'Sensitive Skin Facial', 'facial/clinic', 60, 9000, false, 1, 0],
  ['back-facial', 'Back Facial', 'facial/clinic', 45, 4500, false, 1, 0],
  ['vajacial', 'Vajacial', 'facial/clinic', 60, 9000, false, 1, 0],
  ['kids-facial', 'Kids Facial', 'facial/clinic', 20, 3500, false, 1, 0],
  ['kids-facial-party', 'Kids Facial Party', 'facial/clinic', 120, 2500, true, 4, 0],
  // Waxing
  ['eyebrow-wax', 'Eyebrow Wax', 'waxing/clinic', 15, 2500, false, 1, 0],
  ['upper-lip-wax', 'Upper Lip Wax', 'waxing/clinic', 10, 1500, false, 1, 0],
  ['underarm-wax', 'Underarm Wax', 'waxing/clinic', 15, 3000, false, 1, 0],
  ['bikini-wax', 'Bikini Wax', 'waxing/clinic', 20, 4500, false, 1, 0],
  ['brazilian-wax', 'Brazilian Wax', 'waxing/clinic', 30, 6500, false, 1, 0],
  ['half-leg-wax', 'Half Leg Wax', 'waxing/clinic', 30, 5000, false, 1, 0],
  ['full-leg-wax', 'Full Leg Wax', 'waxing/clinic', 45, 8500, false, 1, 0],
  ['full-body-wax', 'Full Body Wax', 'waxing/clinic', 120, 30000, false, 1, 0],
  // Mobile
  ['mobile-express-facial', 'Mobile Express Facial', 'mobile/mobile', 45, 12000, false, 1, 2500],
  [
    'mobile-signature-facial',
    'Mobile Signature Facial',
    'mobile/mobile',
    75,
    14000,
    false,
    1,
    2500,
  ],
  ['mobile-deluxe-facial', 'Mobile Deluxe Facial', 'mobile/mobile', 90, 18000, false, 1, 2500],
  [
    'mobile-basic-wax-package',
    'Mobile Basic Wax Package',
    'mobile/mobile',
    60,
    10000,
    false,
    1,
    2500,
  ],
  ['mobile-full-body-wax', 'Mobile Full Body Wax', 'mobile/mobile', 120, 20000, false, 1, 2500],
  ['mobile-bridal-preparation', 'Bridal Preparation', 'mobile/mobile', 120, 25000, false, 1, 0],
  ['mobile-group-session', 'Mobile Group Session', 'mobile/mobile', 90, 8000, true, 3, 5000],
  // Corporate, per person
  [
    'corporate-wellness-day',
    'Corporate Wellness Day',
    'corporate/corporate',
    240,
    15000,
    true,
    5,
    0,
  ],
  [
    'corporate-team-package',
    'Corporate Team Package',
    'corporate/corporate',
    180,
    12000,
    true,
    8,
    0,
  ],
  [
    'corporate-executive-session',
    'Executive Session',
    'corporate/corporate',
    60,
    20000,
    true,
    1,
    0,
  ],
  [
    'corporate-event-services',
    'Corporate Event Services',
    'corporate/corporate',
    300,
    10000,
    true,
    10,
    0,
  ],
];

describe('services (spec section 9)', () => {
  it.each(SPEC_SERVICES)(
    '%s: %s, %s, %p min, %p cents, per person %p, minimum %p, travel %p cents',
    (id, name, categoryAndLocation, minutes, priceCents, perPerson, minPersons, travelFeeCents) => {
      const [category, location] = categoryAndLocation.split('/');
      expect(findService(SEED_CATALOG, id)).toMatchObject({
        id,
        name,
        category,
        location,
        durationMinutes: minutes,
        priceCents,
        perPerson,
        minPersons,
        travelFeeCents,
      });
    },
  );

  it('holds exactly the services of the spec, each id once', () => {
    expect(SERVICES.map((s) => s.id).sort()).toEqual(SPEC_SERVICES.map((row) => row[0]).sort());
    expect(new Set(SERVICES.map((s) => s.id)).size).toBe(SERVICES.length);
  });

  it('gives every service a description', () => {
    for (const s of SERVICES) expect(s.description.length).toBeGreaterThan(0);
  });

  it.each([
    ['kids-facial', 'Parental consent required'],
    ['kids-facial-party', 'Minimum 4 children'],
    ['kids-facial-party', 'Parental consent required'],
    ['mobile-express-facial', 'Travel fee $25'],
    ['mobile-bridal-preparation', 'Travel included'],
    ['mobile-group-session', 'Minimum 3 people'],
    ['mobile-group-session', 'Travel fee $50'],
    ['corporate-event-services', 'Events over 4 hours include a mandatory 30-minute lunch break'],
  ])('%s notes %p', (id, note) => {
    expect(findService(SEED_CATALOG, id)?.notes).toContain(note);
  });

  it('prices whole dollars only, so money never needs fractional cents', () => {
    for (const s of SERVICES) {
      expect(Number.isInteger(s.priceCents)).toBe(true);
      expect(s.priceCents % 100).toBe(0);
    }
  });
});

describe('add-ons (spec section 9)', () => {
  it.each([
    ['led-light-therapy', 'LED Light Therapy', 2500, 15],
    ['extractions', 'Extractions', 1500, 10],
    ['face-mask-upgrade', 'Face Mask Upgrade', 1000, 5],
    ['hydration-boost', 'Hydration Boost', 2000, 10],
    ['anti-aging-serum', 'Anti-Aging Serum', 3000, 5],
  ])('%s: %s costs %p cents and takes %p min', (id, name, priceCents, durationMinutes) => {
    expect(findAddOn(SEED_CATALOG, id)).toEqual({ id, name, priceCents, durationMinutes });
  });

  it('holds exactly five add-ons', () => {
    expect(ADD_ONS).toHaveLength(5);
  });
});

describe('booking packages (spec section 9)', () => {
  it.each([
    ['facial-trio', 'Facial Trio', 24000, 1500, 6, 3],
    ['waxing-maintenance', 'Waxing Maintenance', 18000, 2500, 3, 6],
    ['glow-up-deluxe', 'Glow Up Deluxe', 40000, 5000, 12, 10],
    ['bridal-prep', 'Bridal Prep', 35000, 4000, 3, 6],
  ])(
    '%s: %s, budget %p cents, saves %p cents, valid %p months, max %p services',
    (id, name, budgetCents, savingsCents, validMonths, maxServices) => {
      expect(findBookingPackage(SEED_CATALOG, id)).toMatchObject({
        id,
        name,
        budgetCents,
        savingsCents,
        validMonths,
        maxServices,
      });
    },
  );

  it('holds exactly four packages', () => {
    expect(BOOKING_PACKAGES).toHaveLength(4);
  });

  it('lets the deluxe package choose among every clinic service', () => {
    const deluxe = findBookingPackage(SEED_CATALOG, 'glow-up-deluxe') as BookingPackage;
    expect(deluxe.servicesAllowed).toBe('all');
    expect(packageServices(SEED_CATALOG, deluxe)).toEqual(servicesAt(SEED_CATALOG, 'clinic'));
    expect(packageServices(SEED_CATALOG, deluxe)).toHaveLength(17);
  });

  it.each(BOOKING_PACKAGES.map((p) => [p.id, p] as const))(
    '%s allows only known clinic services',
    (_id, pkg) => {
      const services = packageServices(SEED_CATALOG, pkg);
      expect(services.length).toBeGreaterThan(0);
      for (const s of services) expect(s.location).toBe('clinic');
    },
  );

  it.each([
    ['facial-trio', 'classic-european-facial', true],
    ['facial-trio', 'back-facial', false],
    ['facial-trio', 'eyebrow-wax', false],
    ['waxing-maintenance', 'brazilian-wax', true],
    ['waxing-maintenance', 'full-body-wax', false],
    ['waxing-maintenance', 'classic-european-facial', false],
    ['bridal-prep', 'signature-glow-facial', true],
    ['bridal-prep', 'brazilian-wax', true],
    ['bridal-prep', 'vajacial', false],
    ['glow-up-deluxe', 'full-body-wax', true],
    ['glow-up-deluxe', 'kids-facial-party', true],
    ['glow-up-deluxe', 'mobile-express-facial', false],
    ['glow-up-deluxe', 'corporate-executive-session', false],
    ['glow-up-deluxe', 'no-such-service', false],
  ])('package %s allows %s: %p', (packageId, serviceId, allowed) => {
    const pkg = findBookingPackage(SEED_CATALOG, packageId) as BookingPackage;
    expect(isServiceAllowedInPackage(SEED_CATALOG, pkg, serviceId)).toBe(allowed);
  });

  it('leaves out of a package the services the owner removed or hid', () => {
    const broken: BookingPackage = {
      ...(findBookingPackage(SEED_CATALOG, 'facial-trio') as BookingPackage),
      id: 'broken',
      servicesAllowed: ['classic-european-facial', 'gold-facial'],
    };
    expect(packageServices(SEED_CATALOG, broken).map((s) => s.id)).toEqual([
      'classic-european-facial',
    ]);
    const hidden = {
      ...SEED_CATALOG,
      services: SEED_CATALOG.services.map((s) =>
        s.id === 'classic-european-facial' ? { ...s, hidden: true } : s,
      ),
    };
    expect(packageServices(hidden, broken)).toEqual([]);
  });
});

describe('corporate event packages (spec section 9)', () => {
  it.each([
    [
      'team_building',
      'Team Building Experience',
      ['Express Facials (30 min)', 'Hand Treatments', 'Relaxation Techniques'],
      '2-3 hours',
      8,
      '$75-95 per person',
      ['Licensed esthetician services', 'All products and supplies', 'Setup and cleanup'],
    ],
    [
      'corporate_wellness',
      'Corporate Wellness Day',
      ['Chair Massages', 'Mini Facials (45 min)', 'Stress-Relief Treatments', 'Wellness Education'],
      '4-6 hours',
      12,
      '$95-125 per person',
      [
        'Licensed esthetician services',
        'Required 30-minute lunch break',
        'Wellness consultation',
        'Take-home products',
      ],
    ],
    [
      'executive_retreat',
      'Executive Retreat Package',
      ['Full Facials (60 min)', 'Advanced Treatments', 'Personal Consultations', 'Refreshments'],
      '5-8 hours',
      6,
      '$150-200 per person',
      [
        'Licensed esthetician services',
        'Extended lunch break',
        'Premium products',
        'Event coordination',
      ],
    ],
    [
      'staff_appreciation',
      'Staff Appreciation Event',
      ['Quick Refresh Facials (20 min)', 'Hand and Foot Treatments', 'Aromatherapy'],
      '1.5-2 hours',
      10,
      '$45-65 per person',
      ['Licensed esthetician services', 'Light refreshments', 'Group activities'],
    ],
  ])('%s: %s', (id, name, services, duration, minGuests, priceRange, includes) => {
    const pkg = findCorporatePackage(SEED_CATALOG, id as string);
    expect(pkg).toMatchObject({ id, name, services, duration, minGuests, priceRange, includes });
    expect(pkg?.description.length).toBeGreaterThan(0);
  });

  it('holds exactly four corporate packages, in the order of the page', () => {
    expect(CORPORATE_PACKAGES.map((p) => p.id)).toEqual([
      'team_building',
      'corporate_wellness',
      'executive_retreat',
      'staff_appreciation',
    ]);
  });

  it('lists the event types of spec section 3', () => {
    expect(CORPORATE_EVENT_TYPES.map((t) => t.id)).toEqual([
      'team_building',
      'staff_appreciation',
      'corporate_wellness',
      'executive_retreat',
      'client_event',
      'holiday_party',
      'other',
    ]);
  });

  it('lists why-choose-us and perfect-for as the corporate page shows them', () => {
    expect(CORPORATE_WHY_CHOOSE_US).toEqual([
      'Licensed professionals',
      'Team building focus',
      'Corporate party planning',
      'Extended event support: events over 4 hours include a mandatory 30-minute lunch break',
    ]);
    expect(CORPORATE_PERFECT_FOR).toEqual([
      'Team building',
      'Staff appreciation',
      'Corporate wellness programs',
      'Executive retreats',
      'Client appreciation',
      'Holiday parties',
    ]);
  });
});

describe('monthly plans (spec section 9)', () => {
  it.each([
    [0, 16000],
    [1, 28000],
    [2, 45000],
  ])('plan #%p costs %p cents a month', (index, priceCents) => {
    expect(MONTHLY_PLANS[index].priceCents).toBe(priceCents);
  });

  it('promises no perks of its own: the owner configures them', () => {
    expect(MONTHLY_PLANS.every((p) => p.includes.length === 0)).toBe(true);
  });

  it('holds exactly three plans', () => {
    expect(MONTHLY_PLANS.map((p) => p.priceCents)).toEqual([16000, 28000, 45000]);
  });
});

describe('consultation options (spec section 9)', () => {
  it.each([
    ['skinTypes', ['Normal', 'Oily', 'Dry', 'Combination', 'Sensitive']],
    ['budgetRanges', ['Under $75', '$75-$125', '$125-$200', '$200+']],
    ['sunExposure', ['Low', 'Moderate', 'High']],
    ['smokingStatus', ['Never', 'Former', 'Current']],
    ['alcoholConsumption', ['None', 'Occasional', 'Regular']],
  ] as const)('%s are %p', (key, options) => {
    expect(CONSULTATION_OPTIONS[key]).toEqual(options);
  });

  it('has 11 skin concerns and 7 preferred treatments, each once', () => {
    expect(CONSULTATION_OPTIONS.skinConcerns).toHaveLength(11);
    expect(new Set(CONSULTATION_OPTIONS.skinConcerns).size).toBe(11);
    expect(CONSULTATION_OPTIONS.treatmentPreferences).toHaveLength(7);
    expect(new Set(CONSULTATION_OPTIONS.treatmentPreferences).size).toBe(7);
  });
});

describe('look-ups', () => {
  it('answers undefined for ids the catalog does not have', () => {
    expect(findService(SEED_CATALOG, 'nope')).toBeUndefined();
    expect(findAddOn(SEED_CATALOG, 'nope')).toBeUndefined();
    expect(findBookingPackage(SEED_CATALOG, 'nope')).toBeUndefined();
    expect(findCorporatePackage(SEED_CATALOG, 'nope')).toBeUndefined();
  });

  it.each([
    ['clinic', 17],
    ['mobile', 7],
    ['corporate', 4],
  ] as const)(
    'servicesAt(SEED_CATALOG, %s) lists %p services, all at that location',
    (location, count) => {
      const list = servicesAt(SEED_CATALOG, location);
      expect(list).toHaveLength(count);
      for (const s of list) expect(s.location).toBe(location);
    },
  );

  it('knows three service locations', () => {
    expect(SERVICE_LOCATIONS).toEqual(['clinic', 'mobile', 'corporate']);
  });
});
