/**
 * The owner's menu as lists of items she edits: their kinds, the id a new item gets, and the check
 * of a new order.
 */
import { fail, pass } from '../validation/checks';
import { Validation } from '../validation/result';
import { isRecord } from './menu-fields';
import { AddOn, BookingPackage, Catalog, CorporatePackage, Service } from './types';

export const MENU_KINDS = ['service', 'add_on', 'package', 'corporate_package'] as const;
export type MenuKind = (typeof MENU_KINDS)[number];

/** The record of each kind. */
export interface MenuItemOf {
  service: Service;
  add_on: AddOn;
  package: BookingPackage;
  corporate_package: CorporatePackage;
}
export type MenuItem = MenuItemOf[MenuKind];

/** The catalogue's list of each kind. */
export const MENU_LISTS = {
  service: 'services',
  add_on: 'addOns',
  package: 'bookingPackages',
  corporate_package: 'corporatePackages',
} as const satisfies Record<MenuKind, keyof Catalog>;

export const menuList = <K extends MenuKind>(catalog: Catalog, kind: K): readonly MenuItemOf[K][] =>
  catalog[MENU_LISTS[kind]] as readonly MenuItemOf[K][];

/** One item of a kind, in words, after "There is already ...". */
export const MENU_KIND_NOUNS: Readonly<Record<MenuKind, string>> = {
  service: 'a service',
  add_on: 'an add-on',
  package: 'a package',
  corporate_package: 'a corporate package',
};

/** The kinds the owner may add, remove and reorder (the corporate offer's texts are only edited). */
export const LISTED_MENU_KINDS = ['service', 'add_on', 'package'] as const;
export type ListedMenuKind = (typeof LISTED_MENU_KINDS)[number];

/** The longest id: appointments keep a package's id in 64 characters. */
export const MENU_ID_MAX = 64;

/** Ids no item gets: the admin API's paths use them (`PUT .../services/order`). */
const RESERVED_IDS = ['order'];

/**
 * The id of a new item: its name in lower case, accents dropped, other characters as dashes
 * ("Gold Facial" -> "gold-facial"), then "-2", "-3"... when `taken` has it (or the API's paths
 * use it); "item" for a name with no letter or digit.
 */
export function menuItemId(name: string, taken: readonly string[]): string {
  const slug =
    name
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, MENU_ID_MAX - 4)
      .replace(/-+$/, '') || 'item';
  const used = new Set([...RESERVED_IDS, ...taken]);
  if (!used.has(slug)) return slug;
  let n = 2;
  while (used.has(`${slug}-${n}`)) n++;
  return `${slug}-${n}`;
}

/** `{ ids }`: every id of `current` once, in the new order. */
export function validateMenuOrder(raw: unknown, current: readonly string[]): Validation<string[]> {
  const ids = isRecord(raw) ? raw.ids : undefined;
  if (
    !Array.isArray(ids) ||
    ids.length !== current.length ||
    new Set(ids).size !== ids.length ||
    !ids.every((id) => typeof id === 'string' && current.includes(id))
  ) {
    return fail('menuOrderInvalid', 'ids');
  }
  return pass(ids as string[]);
}
