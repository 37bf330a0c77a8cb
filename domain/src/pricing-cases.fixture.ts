import { findService, SEED_CATALOG } from './catalog';
import { PriceInput } from './pricing';

/** A service of the seed menu by id; a test that names an unknown one fails. */
export const service = (id: string) => {
  const s = findService(SEED_CATALOG, id);
  if (!s) throw new Error(`test names unknown service ${id}`);
  return s;
};

export interface PriceCase {
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

/**
 * Prices worked out by hand from the policy (docs/) at the clinic and on the move: every figure of
 * priceBooking's answer, so a change to a rule shows as a changed figure.
 */
export const CLINIC_AND_MOBILE_CASES: PriceCase[] = [
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
];
