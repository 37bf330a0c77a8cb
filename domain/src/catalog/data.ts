/**
 * The catalogue's data: services, add-ons, package deals, the corporate offer, the consultation form's
 * choices and the monthly plans, as the spec gives them. A data table; the look-ups are in lookup.ts.
 */
import { dollars } from '../money';
import { hoursPhrase, LUNCH_BREAK_AFTER_HOURS, LUNCH_BREAK_MINUTES } from '../policy';
import { define } from './define';
import {
  AddOn,
  BookingPackage,
  Catalog,
  CorporatePackage,
  MonthlyPlan,
  Service,
  ServiceLocation,
} from './types';

/** Where a service takes place, in words (the booking form's choices, an appointment's place). */
export const SERVICE_LOCATION_LABELS: Readonly<Record<ServiceLocation, string>> = {
  clinic: 'At our clinic',
  mobile: 'At your home (mobile)',
  corporate: 'At your company (corporate)',
};

/**
 * The seed's buffers after each service: cleanup after a facial (10 minutes) or a wax (5), the
 * travel margin after a mobile visit (30); none after corporate events (add-ons add none).
 */
export const SEED_BUFFER_MINUTES = { facial: 10, waxing: 5, mobile: 30, corporate: 0 } as const;

const facial = define('facial', 'clinic', SEED_BUFFER_MINUTES.facial);
const waxing = define('waxing', 'clinic', SEED_BUFFER_MINUTES.waxing);
const mobile = define('mobile', 'mobile', SEED_BUFFER_MINUTES.mobile);
const corporate = define('corporate', 'corporate', SEED_BUFFER_MINUTES.corporate);

const MOBILE_TRAVEL_FEE = 25;
const MOBILE_TRAVEL_NOTE = `Travel fee $${MOBILE_TRAVEL_FEE}`;

export const SERVICES: readonly Service[] = [
  facial({
    id: 'classic-european-facial',
    name: 'Classic European Facial',
    minutes: 60,
    price: 85,
    description: 'Deep cleansing, exfoliation, extractions as needed, massage and a custom mask.',
  }),
  facial({
    id: 'signature-glow-facial',
    name: 'Signature Glow Facial',
    minutes: 75,
    price: 95,
    description: 'Our most-loved facial: brightening enzymes, hydration and a radiant finish.',
  }),
  facial({
    id: 'anti-aging-facial',
    name: 'Anti-Aging Facial',
    minutes: 90,
    price: 125,
    description: 'Firming peptides, lifting massage and targeted care for fine lines.',
  }),
  facial({
    id: 'acne-treatment-facial',
    name: 'Acne Treatment Facial',
    minutes: 75,
    price: 110,
    description: 'Clarifying treatment with thorough extractions and calming, antibacterial care.',
  }),
  facial({
    id: 'sensitive-skin-facial',
    name: 'Sensitive Skin Facial',
    minutes: 60,
    price: 90,
    description:
      'Gentle, fragrance-free products that soothe redness and strengthen the skin barrier.',
  }),
  facial({
    id: 'back-facial',
    name: 'Back Facial',
    minutes: 45,
    price: 45,
    description: 'Cleansing, exfoliation and extractions for the hard-to-reach back.',
  }),
  facial({
    id: 'vajacial',
    name: 'Vajacial',
    minutes: 60,
    price: 90,
    description: 'Bikini-area treatment for ingrown hairs, bumps and dark spots.',
  }),
  facial({
    id: 'kids-facial',
    name: 'Kids Facial',
    minutes: 20,
    price: 35,
    description: 'A short, gentle introduction to skin care for young guests.',
    notes: ['Parental consent required'],
  }),
  facial({
    id: 'kids-facial-party',
    name: 'Kids Facial Party',
    minutes: 120,
    price: 25,
    perPerson: true,
    minPersons: 4,
    description: 'A pampering party with mini facials for a group of children.',
    notes: ['Price per child', 'Minimum 4 children', 'Parental consent required'],
  }),
  waxing({
    id: 'eyebrow-wax',
    name: 'Eyebrow Wax',
    minutes: 15,
    price: 25,
    description: 'Shaping to frame the face.',
  }),
  waxing({
    id: 'upper-lip-wax',
    name: 'Upper Lip Wax',
    minutes: 10,
    price: 15,
    description: 'Quick and precise.',
  }),
  waxing({
    id: 'underarm-wax',
    name: 'Underarm Wax',
    minutes: 15,
    price: 30,
    description: 'Smooth for weeks.',
  }),
  waxing({
    id: 'bikini-wax',
    name: 'Bikini Wax',
    minutes: 20,
    price: 45,
    description: 'Clean bikini line.',
  }),
  waxing({
    id: 'brazilian-wax',
    name: 'Brazilian Wax',
    minutes: 30,
    price: 65,
    description: 'Complete removal with soothing aftercare.',
  }),
  waxing({
    id: 'half-leg-wax',
    name: 'Half Leg Wax',
    minutes: 30,
    price: 50,
    description: 'Upper or lower leg.',
  }),
  waxing({
    id: 'full-leg-wax',
    name: 'Full Leg Wax',
    minutes: 45,
    price: 85,
    description: 'Ankle to upper thigh.',
  }),
  waxing({
    id: 'full-body-wax',
    name: 'Full Body Wax',
    minutes: 120,
    price: 300,
    description: 'Head-to-toe smoothness in one visit.',
  }),
  mobile({
    id: 'mobile-express-facial',
    name: 'Mobile Express Facial',
    minutes: 45,
    price: 120,
    travelFee: MOBILE_TRAVEL_FEE,
    description: 'A refreshing facial at your home or office.',
    notes: [MOBILE_TRAVEL_NOTE],
  }),
  mobile({
    id: 'mobile-signature-facial',
    name: 'Mobile Signature Facial',
    minutes: 75,
    price: 140,
    travelFee: MOBILE_TRAVEL_FEE,
    description: 'Our Signature Glow Facial, brought to you.',
    notes: [MOBILE_TRAVEL_NOTE],
  }),
  mobile({
    id: 'mobile-deluxe-facial',
    name: 'Mobile Deluxe Facial',
    minutes: 90,
    price: 180,
    travelFee: MOBILE_TRAVEL_FEE,
    description: 'The full spa facial experience in the comfort of your home.',
    notes: [MOBILE_TRAVEL_NOTE],
  }),
  mobile({
    id: 'mobile-basic-wax-package',
    name: 'Mobile Basic Wax Package',
    minutes: 60,
    price: 100,
    travelFee: MOBILE_TRAVEL_FEE,
    description: 'Brows, lip and underarms at home.',
    notes: [MOBILE_TRAVEL_NOTE],
  }),
  mobile({
    id: 'mobile-full-body-wax',
    name: 'Mobile Full Body Wax',
    minutes: 120,
    price: 200,
    travelFee: MOBILE_TRAVEL_FEE,
    description: 'Full body waxing without leaving home.',
    notes: [MOBILE_TRAVEL_NOTE],
  }),
  mobile({
    id: 'mobile-bridal-preparation',
    name: 'Bridal Preparation',
    minutes: 120,
    price: 250,
    description: 'Wedding-day glow facial and waxing touch-ups wherever you are getting ready.',
    notes: ['Travel included'],
  }),
  mobile({
    id: 'mobile-group-session',
    name: 'Mobile Group Session',
    minutes: 90,
    price: 80,
    perPerson: true,
    minPersons: 3,
    travelFee: 50,
    description: 'Mini facials for friends and family at a location of your choice.',
    notes: ['Price per person', 'Minimum 3 people', 'Travel fee $50'],
  }),
  corporate({
    id: 'corporate-wellness-day',
    name: 'Corporate Wellness Day',
    minutes: 240,
    price: 150,
    perPerson: true,
    minPersons: 5,
    description: 'A full day of treatments and wellness education for your team.',
    notes: ['Price per person', 'Minimum 5 people'],
  }),
  corporate({
    id: 'corporate-team-package',
    name: 'Corporate Team Package',
    minutes: 180,
    price: 120,
    perPerson: true,
    minPersons: 8,
    description: 'Express facials and relaxation for team building.',
    notes: ['Price per person', 'Minimum 8 people'],
  }),
  corporate({
    id: 'corporate-executive-session',
    name: 'Executive Session',
    minutes: 60,
    price: 200,
    perPerson: true,
    minPersons: 1,
    description: 'Private, premium facial sessions for executives.',
    notes: ['Price per person'],
  }),
  corporate({
    id: 'corporate-event-services',
    name: 'Corporate Event Services',
    minutes: 300,
    price: 100,
    perPerson: true,
    minPersons: 10,
    description: 'On-site esthetics for conferences, parties and client events.',
    notes: [
      'Price per person',
      'Minimum 10 people',
      `Events over ${hoursPhrase(LUNCH_BREAK_AFTER_HOURS)} include a mandatory ${LUNCH_BREAK_MINUTES}-minute lunch break`,
    ],
  }),
];

export const ADD_ONS: readonly AddOn[] = [
  {
    id: 'led-light-therapy',
    name: 'LED Light Therapy',
    priceCents: dollars(25),
    durationMinutes: 15,
  },
  { id: 'extractions', name: 'Extractions', priceCents: dollars(15), durationMinutes: 10 },
  {
    id: 'face-mask-upgrade',
    name: 'Face Mask Upgrade',
    priceCents: dollars(10),
    durationMinutes: 5,
  },
  { id: 'hydration-boost', name: 'Hydration Boost', priceCents: dollars(20), durationMinutes: 10 },
  { id: 'anti-aging-serum', name: 'Anti-Aging Serum', priceCents: dollars(30), durationMinutes: 5 },
];

export const BOOKING_PACKAGES: readonly BookingPackage[] = [
  {
    id: 'facial-trio',
    name: 'Facial Trio',
    description: 'Three facials of your choice to keep your skin at its best all season.',
    budgetCents: dollars(240),
    savingsCents: dollars(15),
    validMonths: 6,
    maxServices: 3,
    servicesAllowed: [
      'classic-european-facial',
      'signature-glow-facial',
      'anti-aging-facial',
      'acne-treatment-facial',
      'sensitive-skin-facial',
    ],
  },
  {
    id: 'waxing-maintenance',
    name: 'Waxing Maintenance',
    description: 'Six waxing services to stay smooth on a regular schedule.',
    budgetCents: dollars(180),
    savingsCents: dollars(25),
    validMonths: 3,
    maxServices: 6,
    servicesAllowed: [
      'eyebrow-wax',
      'upper-lip-wax',
      'underarm-wax',
      'bikini-wax',
      'brazilian-wax',
      'half-leg-wax',
      'full-leg-wax',
    ],
  },
  {
    id: 'glow-up-deluxe',
    name: 'Glow Up Deluxe',
    description: 'Up to ten treatments from our whole clinic menu over a year.',
    budgetCents: dollars(400),
    savingsCents: dollars(50),
    validMonths: 12,
    maxServices: 10,
    servicesAllowed: 'all',
  },
  {
    id: 'bridal-prep',
    name: 'Bridal Prep',
    description: 'Facials and waxing timed in the months before your big day.',
    budgetCents: dollars(350),
    savingsCents: dollars(40),
    validMonths: 3,
    maxServices: 6,
    servicesAllowed: [
      'signature-glow-facial',
      'classic-european-facial',
      'anti-aging-facial',
      'eyebrow-wax',
      'upper-lip-wax',
      'underarm-wax',
      'bikini-wax',
      'brazilian-wax',
    ],
  },
];

export const CORPORATE_PACKAGES: readonly CorporatePackage[] = [
  {
    id: 'team_building',
    name: 'Team Building Experience',
    description: 'Shared treatments and relaxation that bring your team together.',
    services: ['Express Facials (30 min)', 'Hand Treatments', 'Relaxation Techniques'],
    duration: '2-3 hours',
    minGuests: 8,
    priceRange: '$75-95 per person',
    includes: ['Licensed esthetician services', 'All products and supplies', 'Setup and cleanup'],
  },
  {
    id: 'corporate_wellness',
    name: 'Corporate Wellness Day',
    description: 'A full wellness program that helps your staff recharge.',
    services: [
      'Chair Massages',
      'Mini Facials (45 min)',
      'Stress-Relief Treatments',
      'Wellness Education',
    ],
    duration: '4-6 hours',
    minGuests: 12,
    priceRange: '$95-125 per person',
    includes: [
      'Licensed esthetician services',
      `Required ${LUNCH_BREAK_MINUTES}-minute lunch break`,
      'Wellness consultation',
      'Take-home products',
    ],
  },
  {
    id: 'executive_retreat',
    name: 'Executive Retreat Package',
    description: 'Premium, unhurried treatments for leadership teams.',
    services: [
      'Full Facials (60 min)',
      'Advanced Treatments',
      'Personal Consultations',
      'Refreshments',
    ],
    duration: '5-8 hours',
    minGuests: 6,
    priceRange: '$150-200 per person',
    includes: [
      'Licensed esthetician services',
      'Extended lunch break',
      'Premium products',
      'Event coordination',
    ],
  },
  {
    id: 'staff_appreciation',
    name: 'Staff Appreciation Event',
    description: 'Quick refreshers that say thank you to your people.',
    services: ['Quick Refresh Facials (20 min)', 'Hand and Foot Treatments', 'Aromatherapy'],
    duration: '1.5-2 hours',
    minGuests: 10,
    priceRange: '$45-65 per person',
    includes: ['Licensed esthetician services', 'Light refreshments', 'Group activities'],
  },
];

export const CORPORATE_WHY_CHOOSE_US = [
  'Licensed professionals',
  'Team building focus',
  'Corporate party planning',
  `Extended event support: events over ${hoursPhrase(LUNCH_BREAK_AFTER_HOURS)} include a mandatory ${LUNCH_BREAK_MINUTES}-minute lunch break`,
] as const;

export const CORPORATE_PERFECT_FOR = [
  'Team building',
  'Staff appreciation',
  'Corporate wellness programs',
  'Executive retreats',
  'Client appreciation',
  'Holiday parties',
] as const;

export const CONSULTATION_OPTIONS = {
  skinTypes: ['Normal', 'Oily', 'Dry', 'Combination', 'Sensitive'],
  skinConcerns: [
    'Acne',
    'Aging',
    'Fine lines and wrinkles',
    'Hyperpigmentation',
    'Dark spots',
    'Redness',
    'Rosacea',
    'Dryness',
    'Oiliness',
    'Large pores',
    'Uneven texture',
  ],
  treatmentPreferences: [
    'Facials',
    'Chemical peels',
    'Extractions',
    'LED light therapy',
    'Waxing',
    'Anti-aging treatments',
    'Natural or organic products',
  ],
  budgetRanges: ['Under $75', '$75-$125', '$125-$200', '$200+'],
  sunExposure: ['Low', 'Moderate', 'High'],
  smokingStatus: ['Never', 'Former', 'Current'],
  alcoholConsumption: ['None', 'Occasional', 'Regular'],
} as const;

/** Marketing monthly membership plans (shown, not sold online): the spec gives their prices only. */
export const MONTHLY_PLANS: readonly MonthlyPlan[] = [
  { id: 'glow-essentials', name: 'Glow Essentials', priceCents: dollars(160), includes: [] },
  { id: 'radiance', name: 'Radiance', priceCents: dollars(280), includes: [] },
  { id: 'luxe', name: 'Luxe', priceCents: dollars(450), includes: [] },
];

/** A fresh install's menu: the spec's services, add-ons and packages (seed data, not the runtime source). */
export const SEED_CATALOG: Catalog = {
  services: SERVICES,
  addOns: ADD_ONS,
  bookingPackages: BOOKING_PACKAGES,
  corporatePackages: CORPORATE_PACKAGES,
};
