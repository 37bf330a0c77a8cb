/**
 * The checks of what the owner saves on her menu (the admin API's bodies, snake_case): a new item,
 * or a change of one, where a field not sent keeps its value. A name is unique within its kind
 * (case-insensitive); durations are whole minutes on a 5-minute step; amounts are whole cents up to
 * $10,000. A failure names its field and its message (see catalog-messages.ts).
 */
import { fail, failWith, pass } from '../validation/checks';
import { Validation } from '../validation/result';
import { SEED_BUFFER_MINUTES } from './data';
import {
  Fields,
  isRecord,
  MENU_LIMITS,
  readBuffer,
  readCents,
  readChoice,
  readCount,
  readLines,
  readMinutes,
  readName,
  readPhoto,
  readText,
  readYesNo,
} from './menu-fields';
import { MENU_KIND_NOUNS, menuList, MenuKind } from './menu-items';
import {
  AddOn,
  BookingPackage,
  Catalog,
  CorporatePackage,
  Service,
  SERVICE_CATEGORIES,
  SERVICE_LOCATIONS,
} from './types';

/** A service as saved: every field but its id, `hidden` and `photo` always given. */
export type ServiceEdit = Omit<Service, 'id' | 'hidden' | 'photo'> & {
  readonly hidden: boolean;
  readonly photo: string | null;
};
export type AddOnEdit = Omit<AddOn, 'id' | 'hidden'> & { readonly hidden: boolean };
export type PackageEdit = Omit<BookingPackage, 'id' | 'hidden'> & { readonly hidden: boolean };
export type CorporatePackageEdit = Omit<CorporatePackage, 'id'>;

type Checked<T> = { [K in keyof T]: Validation<T[K]> };

/** All the checks passed: their values; else the first failure, in the fields' order. */
function collect<T>(checks: Checked<T>): Validation<T> {
  const value: Record<string, unknown> = {};
  for (const [key, check] of Object.entries(checks) as [string, Validation<unknown>][]) {
    if (!check.ok) return check;
    value[key] = check.value;
  }
  return pass(value as T);
}

/** The name, unless another item of the kind has it (case and surrounding blanks aside). */
function uniqueName(
  raw: Fields,
  catalog: Catalog,
  kind: MenuKind,
  current?: { id: string; name: string },
): Validation<string> {
  const name = readName(raw, current?.name);
  if (!name.ok) return name;
  const lower = name.value.toLowerCase();
  const taken = menuList(catalog, kind).some(
    (item) => item.id !== current?.id && item.name.trim().toLowerCase() === lower,
  );
  return taken ? failWith('menuNameTaken', [MENU_KIND_NOUNS[kind]], 'name') : name;
}

const fields = (raw: unknown): Fields => (isRecord(raw) ? raw : {});

/** The description on the item's card. */
const readDescription = (raw: Fields, kept?: string) =>
  readText(raw, 'description', 'Description', MENU_LIMITS.description, kept);

/** Whether the item is kept off the public menu (a new one is shown). */
const readHidden = (raw: Fields, kept?: boolean) =>
  readYesNo(raw, 'hidden', 'Hidden', kept ?? false);

/** A new service (no `current`) or a change of `current`. */
export function validateServiceEdit(
  body: unknown,
  catalog: Catalog,
  current?: Service,
): Validation<ServiceEdit> {
  const raw = fields(body);
  const name = uniqueName(raw, catalog, 'service', current);
  if (!name.ok) return name;
  const category = readChoice(
    raw,
    'category',
    SERVICE_CATEGORIES,
    'menuCategoryInvalid',
    current?.category,
  );
  if (!category.ok) return category;
  return collect<ServiceEdit>({
    name,
    category,
    location: readChoice(
      raw,
      'location',
      SERVICE_LOCATIONS,
      'menuLocationInvalid',
      current?.location,
    ),
    description: readDescription(raw, current?.description),
    notes: readLines(raw, 'notes', 'Notes', current?.notes),
    durationMinutes: readMinutes(
      raw,
      'duration',
      MENU_LIMITS.serviceMinutes,
      current?.durationMinutes,
    ),
    priceCents: readCents(raw, 'price_cents', current?.priceCents),
    perPerson: readYesNo(raw, 'per_person', 'Per person', current?.perPerson ?? false),
    minPersons: readCount(
      raw,
      'min_persons',
      'menuMinPersonsInvalid',
      MENU_LIMITS.minPersons,
      current?.minPersons ?? 1,
    ),
    travelFeeCents: readCents(
      raw,
      'travel_fee_cents',
      current?.travelFeeCents ?? 0,
      MENU_LIMITS.travelFeeCents,
    ),
    // A new service's buffer is its category's in the seed (cleanup, or travel after a mobile visit).
    bufferMinutes: readBuffer(raw, current?.bufferMinutes ?? SEED_BUFFER_MINUTES[category.value]),
    photo: readPhoto(raw, current?.photo ?? null),
    hidden: readHidden(raw, current?.hidden),
  });
}

/** A new add-on or a change of `current` (an add-on may take no time of its own: 0 minutes). */
export function validateAddOnEdit(
  body: unknown,
  catalog: Catalog,
  current?: AddOn,
): Validation<AddOnEdit> {
  const raw = fields(body);
  return collect<AddOnEdit>({
    name: uniqueName(raw, catalog, 'add_on', current),
    priceCents: readCents(raw, 'price_cents', current?.priceCents),
    durationMinutes: readMinutes(
      raw,
      'duration',
      MENU_LIMITS.addOnMinutes,
      current?.durationMinutes,
    ),
    hidden: readHidden(raw, current?.hidden),
  });
}

/**
 * "all", or service ids of the catalogue (hidden ones included), each once. A package's list kept
 * as it is loses the services removed since (else a change of its price would fail on them).
 */
function readServicesAllowed(
  raw: Fields,
  catalog: Catalog,
  kept?: BookingPackage['servicesAllowed'],
): Validation<BookingPackage['servicesAllowed']> {
  const known = (id: unknown) => catalog.services.some((s) => s.id === id);
  const value =
    raw.services_allowed !== undefined
      ? raw.services_allowed
      : kept === 'all'
        ? kept
        : kept?.filter(known);
  if (value === 'all') return pass('all');
  if (
    !Array.isArray(value) ||
    value.length === 0 ||
    value.length > MENU_LIMITS.lines * 5 ||
    !value.every((id) => typeof id === 'string')
  ) {
    return fail('menuServicesAllowedInvalid', 'services_allowed');
  }
  const unknown = value.find((id) => !known(id));
  if (unknown !== undefined) {
    return failWith('menuServiceUnknown', [String(unknown).slice(0, 80)], 'services_allowed');
  }
  return pass([...new Set(value as string[])]);
}

/** A new package or a change of `current`. */
export function validatePackageEdit(
  body: unknown,
  catalog: Catalog,
  current?: BookingPackage,
): Validation<PackageEdit> {
  const raw = fields(body);
  return collect<PackageEdit>({
    name: uniqueName(raw, catalog, 'package', current),
    description: readDescription(raw, current?.description),
    budgetCents: readCents(raw, 'budget_cents', current?.budgetCents),
    savingsCents: readCents(raw, 'savings_cents', current?.savingsCents ?? 0),
    validMonths: readCount(
      raw,
      'valid_months',
      'menuValidMonthsInvalid',
      MENU_LIMITS.validMonths,
      current?.validMonths,
    ),
    maxServices: readCount(
      raw,
      'max_services',
      'menuMaxServicesInvalid',
      MENU_LIMITS.maxServices,
      current?.maxServices,
    ),
    servicesAllowed: readServicesAllowed(raw, catalog, current?.servicesAllowed),
    hidden: readHidden(raw, current?.hidden),
  });
}

/** A change of a corporate package's display texts (the corporate page and inquiry form show them). */
export function validateCorporatePackageEdit(
  body: unknown,
  catalog: Catalog,
  current: CorporatePackage,
): Validation<CorporatePackageEdit> {
  const raw = fields(body);
  const minGuests = raw.min_guests === undefined ? current.minGuests : raw.min_guests;
  return collect<CorporatePackageEdit>({
    name: uniqueName(raw, catalog, 'corporate_package', current),
    description: readDescription(raw, current.description),
    services: readLines(raw, 'services', 'Services', current.services),
    duration: readText(raw, 'duration', 'Duration', MENU_LIMITS.shortText, current.duration),
    minGuests:
      typeof minGuests === 'number' &&
      Number.isInteger(minGuests) &&
      minGuests >= 1 &&
      minGuests <= MENU_LIMITS.minGuests
        ? pass(minGuests)
        : failWith('menuMinGuestsInvalid', [MENU_LIMITS.minGuests], 'min_guests'),
    priceRange: readText(
      raw,
      'price_range',
      'Price range',
      MENU_LIMITS.shortText,
      current.priceRange,
    ),
    includes: readLines(raw, 'includes', 'Includes', current.includes),
  });
}
