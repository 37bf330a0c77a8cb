/**
 * The Menu panel's edit forms as plain data: each item as its form holds it (text as typed, amounts
 * in dollars), the body the admin API takes (amounts in cents), and the check before sending, which
 * is the domain's own check of an edit (the server runs the same one and answers the same message
 * beside the same field). Field names are the API's, so a refusal lands beside its field.
 */
import {
  SEED_BUFFER_MINUTES,
  validateAddOnEdit,
  validateCorporatePackageEdit,
  validatePackageEdit,
  validateServiceEdit,
  type ServiceCategory,
  type ServiceLocation,
} from '@esthetics/domain';
import type { FormProblem } from '../../../components/form-problem';
import { menuCatalog } from './menu-catalog';
import type {
  AdminAddOn,
  AdminCorporatePackage,
  AdminMenu,
  AdminPackage,
  AdminService,
} from './menu-types';
import { centsFromDollars, dollarsFromCents, linesOf, wholeNumber } from './money-text';

export interface ServiceDraft {
  name: string;
  category: ServiceCategory;
  location: ServiceLocation;
  description: string;
  /** One note a line. */
  notes: string;
  duration: string;
  /** Dollars, as typed. */
  price_cents: string;
  per_person: boolean;
  min_persons: string;
  /** Dollars, as typed. */
  travel_fee_cents: string;
  buffer_minutes: string;
  /** A photo id of the library, '' for none. */
  photo: string;
}

export interface AddOnDraft {
  name: string;
  price_cents: string;
  duration: string;
}

export interface PackageDraft {
  name: string;
  description: string;
  budget_cents: string;
  savings_cents: string;
  valid_months: string;
  max_services: string;
  /** Every clinic service, or the ones checked. */
  all_services: boolean;
  service_ids: string[];
}

export interface CorporateDraft {
  name: string;
  description: string;
  services: string;
  duration: string;
  min_guests: string;
  price_range: string;
  includes: string;
}

/** A service as its form starts: the item's values, or a new facial at the clinic. */
export function serviceDraft(service?: AdminService): ServiceDraft {
  if (!service) {
    return {
      name: '',
      category: 'facial',
      location: 'clinic',
      description: '',
      notes: '',
      duration: '60',
      price_cents: '',
      per_person: false,
      min_persons: '1',
      travel_fee_cents: '0',
      buffer_minutes: String(SEED_BUFFER_MINUTES.facial),
      photo: '',
    };
  }
  return {
    name: service.name,
    category: service.category,
    location: service.location,
    description: service.description,
    notes: service.notes.join('\n'),
    duration: String(service.duration),
    price_cents: dollarsFromCents(service.price_cents),
    per_person: service.per_person,
    min_persons: String(service.min_persons),
    travel_fee_cents: dollarsFromCents(service.travel_fee_cents),
    buffer_minutes: String(service.buffer_minutes),
    photo: service.photo ?? '',
  };
}

export const serviceBody = (d: ServiceDraft) => ({
  name: d.name.trim(),
  category: d.category,
  location: d.location,
  description: d.description.trim(),
  notes: linesOf(d.notes),
  duration: wholeNumber(d.duration),
  price_cents: centsFromDollars(d.price_cents),
  per_person: d.per_person,
  min_persons: wholeNumber(d.min_persons),
  travel_fee_cents: centsFromDollars(d.travel_fee_cents),
  buffer_minutes: wholeNumber(d.buffer_minutes),
  photo: d.photo === '' ? null : d.photo,
});
export type ServiceBody = ReturnType<typeof serviceBody>;

export const addOnDraft = (addOn?: AdminAddOn): AddOnDraft => ({
  name: addOn?.name ?? '',
  price_cents: addOn ? dollarsFromCents(addOn.price_cents) : '',
  duration: addOn ? String(addOn.duration) : '10',
});

export const addOnBody = (d: AddOnDraft) => ({
  name: d.name.trim(),
  price_cents: centsFromDollars(d.price_cents),
  duration: wholeNumber(d.duration),
});
export type AddOnBody = ReturnType<typeof addOnBody>;

export const packageDraft = (pkg?: AdminPackage): PackageDraft => ({
  name: pkg?.name ?? '',
  description: pkg?.description ?? '',
  budget_cents: pkg ? dollarsFromCents(pkg.budget_cents) : '',
  savings_cents: pkg ? dollarsFromCents(pkg.savings_cents) : '0',
  valid_months: pkg ? String(pkg.valid_months) : '6',
  max_services: pkg ? String(pkg.max_services) : '3',
  all_services: pkg ? pkg.services_allowed === 'all' : false,
  service_ids: pkg && pkg.services_allowed !== 'all' ? [...pkg.services_allowed] : [],
});

export const packageBody = (d: PackageDraft) => ({
  name: d.name.trim(),
  description: d.description.trim(),
  budget_cents: centsFromDollars(d.budget_cents),
  savings_cents: centsFromDollars(d.savings_cents),
  valid_months: wholeNumber(d.valid_months),
  max_services: wholeNumber(d.max_services),
  services_allowed: d.all_services ? ('all' as const) : [...d.service_ids],
});
export type PackageBody = ReturnType<typeof packageBody>;

export const corporateDraft = (pkg: AdminCorporatePackage): CorporateDraft => ({
  name: pkg.name,
  description: pkg.description,
  services: pkg.services.join('\n'),
  duration: pkg.duration,
  min_guests: String(pkg.min_guests),
  price_range: pkg.price_range,
  includes: pkg.includes.join('\n'),
});

export const corporateBody = (d: CorporateDraft) => ({
  name: d.name.trim(),
  description: d.description.trim(),
  services: linesOf(d.services),
  duration: d.duration.trim(),
  min_guests: wholeNumber(d.min_guests),
  price_range: d.price_range.trim(),
  includes: linesOf(d.includes),
});
export type CorporateBody = ReturnType<typeof corporateBody>;

/** A failed check as the form shows it: the message beside its field. */
const problemOf = (checked: { ok: boolean; message?: string; field?: string }) =>
  checked.ok
    ? null
    : ({
        text: checked.message ?? '',
        field: checked.field,
        fields: checked.field ? [checked.field] : [],
      } satisfies FormProblem);

/** The domain's check of a service's body: null when it may be sent. */
export function checkService(body: ServiceBody, menu: AdminMenu, id?: string) {
  const catalog = menuCatalog(menu);
  const current = catalog.services.find((s) => s.id === id);
  return problemOf(validateServiceEdit(body, catalog, current));
}

export function checkAddOn(body: AddOnBody, menu: AdminMenu, id?: string) {
  const catalog = menuCatalog(menu);
  return problemOf(
    validateAddOnEdit(
      body,
      catalog,
      catalog.addOns.find((a) => a.id === id),
    ),
  );
}

export function checkPackage(body: PackageBody, menu: AdminMenu, id?: string) {
  const catalog = menuCatalog(menu);
  const current = catalog.bookingPackages.find((p) => p.id === id);
  return problemOf(validatePackageEdit(body, catalog, current));
}

export function checkCorporate(body: CorporateBody, menu: AdminMenu, id: string) {
  const catalog = menuCatalog(menu);
  const current = catalog.corporatePackages.find((p) => p.id === id);
  if (!current) return null;
  return problemOf(validateCorporatePackageEdit(body, catalog, current));
}
