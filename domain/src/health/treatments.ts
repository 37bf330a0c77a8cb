/**
 * What each item of the catalogue does to the skin, as far as the safety flags care: a kind per
 * technique (waxing, exfoliation, light…). Every service and add-on of the catalogue is listed here,
 * so a new one cannot be booked without someone deciding what it involves (a test checks it).
 */
import { Catalog, findBookingPackage, packageServices } from '../catalog';

export const TREATMENT_KINDS = [
  /** Any waxing. */
  'waxing',
  /** Waxing on the face (brows, lip). */
  'face-waxing',
  /** Waxing around the mouth. */
  'lip-waxing',
  /** A facial or facial add-on: cleansers, masks, serums on the skin. */
  'facial',
  /** Exfoliation by scrubs, enzymes or acids (and the treatments built on them). */
  'exfoliation',
  /** Extractions. */
  'extractions',
  /** Anti-aging actives (which can contain retinoids or strong acids). */
  'anti-aging-actives',
  /** LED light therapy. */
  'light-therapy',
] as const;
export type TreatmentKind = (typeof TREATMENT_KINDS)[number];

const WAX = ['waxing'] as const;
const FACE_WAX = ['waxing', 'face-waxing'] as const;
const FACIAL = ['facial'] as const;
const EXFOLIATING_FACIAL = ['facial', 'exfoliation'] as const;

/** Service id → what it involves (from the catalogue's descriptions). */
export const SERVICE_TREATMENTS: Readonly<Record<string, readonly TreatmentKind[]>> = {
  'classic-european-facial': [...EXFOLIATING_FACIAL, 'extractions'],
  'signature-glow-facial': EXFOLIATING_FACIAL,
  'anti-aging-facial': [...EXFOLIATING_FACIAL, 'anti-aging-actives'],
  'acne-treatment-facial': [...EXFOLIATING_FACIAL, 'extractions'],
  'sensitive-skin-facial': FACIAL,
  'back-facial': [...EXFOLIATING_FACIAL, 'extractions'],
  vajacial: EXFOLIATING_FACIAL,
  'kids-facial': FACIAL,
  'kids-facial-party': FACIAL,
  'eyebrow-wax': FACE_WAX,
  'upper-lip-wax': [...FACE_WAX, 'lip-waxing'],
  'underarm-wax': WAX,
  'bikini-wax': WAX,
  'brazilian-wax': WAX,
  'half-leg-wax': WAX,
  'full-leg-wax': WAX,
  'full-body-wax': FACE_WAX,
  'mobile-express-facial': FACIAL,
  'mobile-signature-facial': EXFOLIATING_FACIAL,
  'mobile-deluxe-facial': EXFOLIATING_FACIAL,
  'mobile-basic-wax-package': [...FACE_WAX, 'lip-waxing'],
  'mobile-full-body-wax': FACE_WAX,
  'mobile-bridal-preparation': [...EXFOLIATING_FACIAL, ...FACE_WAX],
  'mobile-group-session': FACIAL,
  'corporate-wellness-day': FACIAL,
  'corporate-team-package': FACIAL,
  'corporate-executive-session': FACIAL,
  'corporate-event-services': FACIAL,
};

/** Add-on id → what it involves. */
export const ADD_ON_TREATMENTS: Readonly<Record<string, readonly TreatmentKind[]>> = {
  'led-light-therapy': ['light-therapy'],
  extractions: ['facial', 'extractions'],
  'face-mask-upgrade': FACIAL,
  'hydration-boost': FACIAL,
  'anti-aging-serum': ['facial', 'anti-aging-actives'],
};

/** What an appointment holds: its services, add-ons and package. */
export interface BookedItems {
  readonly serviceIds: readonly string[];
  readonly addOnIds: readonly string[];
  readonly packageId?: string | null;
}

/**
 * Every kind of treatment an appointment involves. A package booked without its services named
 * stands for every service it allows (the visit may be any of them). Unknown ids involve nothing.
 */
export function treatmentsOf(items: BookedItems, catalog: Catalog): Set<TreatmentKind> {
  let serviceIds = items.serviceIds;
  if (serviceIds.length === 0 && items.packageId) {
    const pkg = findBookingPackage(catalog, items.packageId);
    if (pkg) serviceIds = packageServices(catalog, pkg).map((s) => s.id);
  }
  const kinds = new Set<TreatmentKind>();
  for (const id of serviceIds) for (const k of SERVICE_TREATMENTS[id] ?? []) kinds.add(k);
  for (const id of items.addOnIds) for (const k of ADD_ON_TREATMENTS[id] ?? []) kinds.add(k);
  return kinds;
}
