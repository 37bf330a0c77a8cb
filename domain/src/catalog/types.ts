/** The catalogue's record types and the enumerations they are built on. */
import { Cents } from '../money';

export const SERVICE_LOCATIONS = ['clinic', 'mobile', 'corporate'] as const;
export type ServiceLocation = (typeof SERVICE_LOCATIONS)[number];

export const SERVICE_CATEGORIES = ['facial', 'waxing', 'mobile', 'corporate'] as const;
export type ServiceCategory = (typeof SERVICE_CATEGORIES)[number];

export interface Service {
  readonly id: string;
  readonly name: string;
  readonly category: ServiceCategory;
  readonly location: ServiceLocation;
  readonly durationMinutes: number;
  readonly priceCents: Cents;
  /** Price is per person (multiplied by the group size, at least `minPersons`). */
  readonly perPerson: boolean;
  readonly minPersons: number;
  /** Travel fee of a mobile service; the highest one among the selected services is charged once. */
  readonly travelFeeCents: Cents;
  /**
   * Cleanup (or, for a mobile service, travel) time after it, in minutes: it blocks the calendar but
   * is neither shown to the client nor charged.
   */
  readonly bufferMinutes: number;
  readonly description: string;
  readonly notes: readonly string[];
  /** Kept for the appointments that have it, but no longer shown nor booked. */
  readonly hidden?: boolean;
  /** A photo of the site's photo library (its id), shown with the service. */
  readonly photo?: string | null;
}

export interface AddOn {
  readonly id: string;
  readonly name: string;
  readonly priceCents: Cents;
  readonly durationMinutes: number;
  readonly hidden?: boolean;
}

export interface BookingPackage {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  /** What the package costs. */
  readonly budgetCents: Cents;
  readonly savingsCents: Cents;
  readonly validMonths: number;
  /** Displayed, not enforced. */
  readonly maxServices: number;
  /** Service ids, or 'all' for every clinic service. */
  readonly servicesAllowed: readonly string[] | 'all';
  readonly hidden?: boolean;
}

export const CORPORATE_EVENT_TYPES = [
  { id: 'team_building', label: 'Team Building' },
  { id: 'staff_appreciation', label: 'Staff Appreciation' },
  { id: 'corporate_wellness', label: 'Corporate Wellness' },
  { id: 'executive_retreat', label: 'Executive Retreat' },
  { id: 'client_event', label: 'Client Event' },
  { id: 'holiday_party', label: 'Holiday Party' },
  { id: 'other', label: 'Other' },
] as const;
export type CorporateEventType = (typeof CORPORATE_EVENT_TYPES)[number]['id'];

export interface CorporatePackage {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly services: readonly string[];
  readonly duration: string;
  readonly minGuests: number;
  readonly priceRange: string;
  readonly includes: readonly string[];
}

export interface MonthlyPlan {
  readonly id: string;
  readonly name: string;
  readonly priceCents: Cents;
  /** What the plan gives: the owner's configured perks; the spec names none, so none by default. */
  readonly includes: readonly string[];
}

/**
 * The menu the business sells: the owner edits it in the console (stored in the database); a fresh
 * install starts from SEED_CATALOG. Rules that price or check a booking take it as an argument.
 */
export interface Catalog {
  readonly services: readonly Service[];
  readonly addOns: readonly AddOn[];
  readonly bookingPackages: readonly BookingPackage[];
  readonly corporatePackages: readonly CorporatePackage[];
}
