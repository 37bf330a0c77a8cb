import {
  AddOn,
  BookingPackage,
  Catalog,
  findAddOn,
  findBookingPackage,
  findService,
  Service,
  ServiceLocation,
} from './catalog';
import { Cents, percentOf } from './money';
import { DEPOSIT_PERCENT } from './policy';

export const SERVICE_CHARGE_PERCENT = 18;
export const MIN_GROUP_SIZE = 1;
export const MAX_GROUP_SIZE = 50;

export interface PriceInput {
  readonly location: ServiceLocation;
  readonly serviceIds: readonly string[];
  readonly addOnIds?: readonly string[];
  readonly groupSize?: number;
  /** Package mode when set: the package's price replaces the prices of the chosen services. */
  readonly packageId?: string | null;
}

export interface PriceLine {
  readonly id: string;
  readonly name: string;
  /** Persons charged for a per-person service (max of group size and the service's minimum), else 1. */
  readonly persons: number;
  readonly unitCents: Cents;
  /** What this line adds to the subtotal (0 for services covered by a package). */
  readonly amountCents: Cents;
  readonly durationMinutes: number;
}

export interface PriceBreakdown {
  readonly services: readonly PriceLine[];
  readonly addOns: readonly PriceLine[];
  readonly package: {
    readonly id: string;
    readonly name: string;
    readonly amountCents: Cents;
  } | null;
  readonly servicesCents: Cents;
  readonly addOnsCents: Cents;
  readonly travelFeeCents: Cents;
  readonly subtotalCents: Cents;
  readonly serviceChargeApplies: boolean;
  readonly serviceChargeCents: Cents;
  readonly totalCents: Cents;
  readonly depositCents: Cents;
  readonly balanceCents: Cents;
  readonly durationMinutes: number;
}

export class UnknownCatalogItemError extends Error {
  constructor(
    readonly kind: 'service' | 'add-on' | 'package',
    readonly id: string,
  ) {
    super(`Unknown ${kind}: ${id}`);
    this.name = 'UnknownCatalogItemError';
  }
}

function lookup<T>(
  catalog: Catalog,
  kind: UnknownCatalogItemError['kind'],
  id: string,
  find: (catalog: Catalog, id: string) => T | undefined,
): T {
  const item = find(catalog, id);
  if (!item) throw new UnknownCatalogItemError(kind, id);
  return item;
}

/** Persons a per-person service is charged for. */
export function chargedPersons(service: Service, groupSize: number): number {
  return service.perPerson ? Math.max(groupSize, service.minPersons) : 1;
}

/** When the 18% service charge applies: mobile, corporate, a group, or a package booking. */
export function serviceChargeApplies(input: {
  location: ServiceLocation;
  groupSize: number;
  isPackage: boolean;
}): boolean {
  return input.location !== 'clinic' || input.groupSize > 1 || input.isPackage;
}

export const depositFor = (totalCents: Cents): Cents => percentOf(totalCents, DEPOSIT_PERCENT);

/**
 * The price of a booking: the services (or a package's budget), the add-ons and the highest travel
 * fee, the service charge where it applies, the total and its deposit. One function, used by the
 * server for the charge and by the browser for the display. Throws UnknownCatalogItemError for ids
 * that are not in the catalog.
 */
export function priceBooking(catalog: Catalog, input: PriceInput): PriceBreakdown {
  const groupSize = input.groupSize ?? 1;
  if (!Number.isInteger(groupSize) || groupSize < MIN_GROUP_SIZE) {
    throw new RangeError(`Group size must be a positive integer, got ${groupSize}`);
  }
  const pkg: BookingPackage | null = input.packageId
    ? lookup(catalog, 'package', input.packageId, findBookingPackage)
    : null;
  const services = input.serviceIds.map((id) => lookup(catalog, 'service', id, findService));
  const addOns: AddOn[] = (input.addOnIds ?? []).map((id) =>
    lookup(catalog, 'add-on', id, findAddOn),
  );

  const serviceLines: PriceLine[] = services.map((s) => {
    const persons = chargedPersons(s, groupSize);
    return {
      id: s.id,
      name: s.name,
      persons,
      unitCents: s.priceCents,
      amountCents: pkg ? 0 : s.priceCents * persons,
      durationMinutes: s.durationMinutes,
    };
  });
  const addOnLines: PriceLine[] = addOns.map((a) => ({
    id: a.id,
    name: a.name,
    persons: 1,
    unitCents: a.priceCents,
    amountCents: a.priceCents,
    durationMinutes: a.durationMinutes,
  }));

  const servicesCents = pkg ? pkg.budgetCents : sum(serviceLines.map((l) => l.amountCents));
  const addOnsCents = sum(addOnLines.map((l) => l.amountCents));
  const travelFeeCents = Math.max(0, ...services.map((s) => s.travelFeeCents));
  const subtotalCents = servicesCents + addOnsCents + travelFeeCents;
  const charged = serviceChargeApplies({
    location: input.location,
    groupSize,
    isPackage: pkg !== null,
  });
  const serviceChargeCents = charged ? percentOf(subtotalCents, SERVICE_CHARGE_PERCENT) : 0;
  const totalCents = subtotalCents + serviceChargeCents;
  const depositCents = depositFor(totalCents);

  return {
    services: serviceLines,
    addOns: addOnLines,
    package: pkg ? { id: pkg.id, name: pkg.name, amountCents: pkg.budgetCents } : null,
    servicesCents,
    addOnsCents,
    travelFeeCents,
    subtotalCents,
    serviceChargeApplies: charged,
    serviceChargeCents,
    totalCents,
    depositCents,
    balanceCents: totalCents - depositCents,
    durationMinutes: sum([...serviceLines, ...addOnLines].map((l) => l.durationMinutes)),
  };
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

export const VOLUME_DISCOUNT_TIERS = [
  { minPersons: 20, percent: 15 },
  { minPersons: 10, percent: 10 },
] as const;

/** The general volume-discount line shown with corporate services. */
export const VOLUME_DISCOUNT_TEXT = 'Volume discounts: 10+ people 10% off, 20+ people 15% off';

/** The volume discount a corporate group of this size qualifies for, as text, or null when none. */
export function volumeDiscountText(groupSize: number): string | null {
  const tier = VOLUME_DISCOUNT_TIERS.find((t) => groupSize >= t.minPersons);
  return tier
    ? `Your group of ${groupSize} qualifies for a ${tier.percent}% volume discount (${tier.minPersons}+ people).`
    : null;
}
