import { ADD_ONS, findAddOn, findService, SERVICES } from './index';
import { SEED_CATALOG } from './index';

/**
 * The menu of the product specification, transcribed by hand. Each row:
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

describe('services', () => {
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

  it('holds exactly the services of the specification, each id once', () => {
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

describe('add-ons', () => {
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
