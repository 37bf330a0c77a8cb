/**
 * The menu's history as the Menu panel shows it: each change in a line ("Eyebrow Wax: price
 * changed") and, for the fields that differ, before -> after in the owner's words ($25.00, 15 min).
 */
import { offsetPage } from '../offset-page';
import { formatCents } from '@esthetics/domain';
import type { CatalogChange } from './menu-types';

/** How many changes a page of the history shows. */
export const HISTORY_PAGE_SIZE = 20;

const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  category: 'Category',
  location: 'Location',
  description: 'Description',
  notes: 'Notes',
  duration: 'Duration',
  price_cents: 'Price',
  per_person: 'Per person',
  min_persons: 'Minimum people',
  travel_fee_cents: 'Travel fee',
  buffer_minutes: 'Buffer',
  photo: 'Photo',
  hidden: 'Hidden',
  budget_cents: 'Price',
  savings_cents: 'Savings',
  valid_months: 'Valid for',
  max_services: 'Services',
  services_allowed: 'Services allowed',
  services: 'Services',
  min_guests: 'Minimum guests',
  price_range: 'Price range',
  includes: 'Includes',
  position: 'Position',
};

const KIND_LABELS: Readonly<Record<CatalogChange['kind'], string>> = {
  service: 'Service',
  add_on: 'Add-on',
  package: 'Package',
  corporate_package: 'Corporate package',
};

const ACTION_LABELS: Readonly<Record<CatalogChange['action'], string>> = {
  created: 'added',
  updated: 'changed',
  hidden: 'hidden',
  shown: 'shown again',
  deleted: 'deleted',
  reordered: 'moved',
};

/** Fields that are the record's identity or bookkeeping, not something the owner changed. */
const UNSHOWN = new Set(['id', 'future_bookings']);

/** A field's label: its name in words ("travel_fee_cents" -> "Travel fee"). */
export const fieldLabel = (field: string): string =>
  FIELD_LABELS[field] ?? field.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/** A value as the owner reads it: cents as dollars, minutes, yes/no, lists joined, none as "—". */
export function shownValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && field.endsWith('_cents')) return formatCents(value);
  if (typeof value === 'number' && (field === 'duration' || field === 'buffer_minutes')) {
    return `${value} min`;
  }
  if (typeof value === 'number' && field === 'valid_months') return `${value} months`;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (value === 'all' && field === 'services_allowed') return 'All clinic services';
  if (Array.isArray(value)) return value.length === 0 ? '—' : value.map(String).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export interface FieldChange {
  readonly field: string;
  readonly label: string;
  readonly before: string;
  readonly after: string;
}

/**
 * The fields that differ between before and after, in the order of the record: a new item lists
 * what it was created with (before "—"), a deleted one what it had (after "—").
 */
export function fieldChanges(change: Pick<CatalogChange, 'before' | 'after'>): FieldChange[] {
  const before = change.before ?? {};
  const after = change.after ?? {};
  const fields = [...new Set([...Object.keys(after), ...Object.keys(before)])];
  return fields
    .filter((f) => !UNSHOWN.has(f))
    .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(after[f]))
    .map((field) => ({
      field,
      label: fieldLabel(field),
      before: change.before ? shownValue(field, before[field]) : '—',
      after: change.after ? shownValue(field, after[field]) : '—',
    }));
}

const LIST_LABELS: Readonly<Record<CatalogChange['kind'], string>> = {
  service: 'Services',
  add_on: 'Add-ons',
  package: 'Packages',
  corporate_package: 'Corporate packages',
};

const idsOf = (side: CatalogChange['before']): string[] =>
  Array.isArray(side?.ids) ? side.ids.filter((id): id is string => typeof id === 'string') : [];

/** A new order's items that changed places (a move up or down swaps two), in the new order. */
export function movedIds(change: Pick<CatalogChange, 'before' | 'after'>): string[] {
  const before = idsOf(change.before);
  return idsOf(change.after).filter((id, at) => before[at] !== id);
}

/** The change in a line: "Service Eyebrow Wax changed", "Services reordered". */
export function changeTitle(change: CatalogChange): string {
  if (change.action === 'reordered') return `${LIST_LABELS[change.kind]} reordered`;
  const name = change.after?.name ?? change.before?.name;
  const what = typeof name === 'string' && name ? name : change.item_id;
  return `${KIND_LABELS[change.kind]} ${what} ${ACTION_LABELS[change.action]}`;
}

/** The page of the history: "1–20 of 45", and the offsets of the pages before and after. */
export const historyPage = (offset: number, shown: number, total: number) =>
  offsetPage(offset, shown, total, HISTORY_PAGE_SIZE);
