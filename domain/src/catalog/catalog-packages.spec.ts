import {
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
  servicesAt,
} from './index';
import { SEED_CATALOG } from './index';

/**
 * A list as docs/spec.md#corporate-events-page writes it in a sentence ("team building, staff
 * appreciation, ..."), as the page shows it: one item each, its first letter capitalised.
 */
const listed = (sentence: string) =>
  sentence.split(', ').map((item) => item[0].toUpperCase() + item.slice(1));

describe('booking packages', () => {
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

describe('corporate event packages', () => {
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

  it('lists the event types of the corporate inquiry form', () => {
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

  it('lists why-choose-us and perfect-for as docs/spec.md words them, each item capitalised', () => {
    expect(CORPORATE_WHY_CHOOSE_US).toEqual(
      listed(
        'licensed professionals, team building focus, corporate party planning, extended event support: events over 4 hours include a mandatory 30-minute lunch break',
      ),
    );
    expect(CORPORATE_PERFECT_FOR).toEqual(
      listed(
        'team building, staff appreciation, corporate wellness programs, executive retreats, client appreciation, holiday parties',
      ),
    );
  });
});

describe('monthly plans', () => {
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

describe('consultation options', () => {
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
