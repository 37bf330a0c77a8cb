/**
 * The limits of what the owner saves on her menu, and the readers of one field each that the menu's
 * checks (menu-edits.ts) share. A reader answers the value, or the failure naming its field; a field
 * not sent (undefined) takes the item's current value on a change (`kept`), else its default.
 */
import { formatCents } from '../money';
import { fail, failWith, pass } from '../validation/checks';
import { Validation } from '../validation/result';

export const MENU_LIMITS = {
  name: 80,
  description: 1000,
  /** A service's notes, a corporate package's services and inclusions: lines of a list. */
  lines: 12,
  lineLength: 200,
  /** Short display texts of a corporate package ("2-3 hours", "$75-95 per person"). */
  shortText: 60,
  photo: 200,
  /** Durations and buffers are whole minutes on this step. */
  minutesStep: 5,
  serviceMinutes: { min: 5, max: 480 },
  addOnMinutes: { min: 0, max: 240 },
  bufferMinutes: 120,
  /** Every price, budget and saving: $10,000. */
  amountCents: 1_000_000,
  travelFeeCents: 100_000,
  minPersons: 50,
  validMonths: 60,
  maxServices: 20,
  minGuests: 200,
} as const;

export type Fields = Readonly<Record<string, unknown>>;

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The field as sent, or `kept` (the current value) when it is not sent. */
const given = (raw: Fields, field: string, kept: unknown): unknown =>
  raw[field] === undefined ? kept : raw[field];

/** A trimmed text of at most `max` characters; '' when neither sent nor kept. */
export function readText(
  raw: Fields,
  field: string,
  label: string,
  max: number,
  kept: string = '',
): Validation<string> {
  const value = given(raw, field, kept);
  if (value === null) return pass('');
  if (typeof value !== 'string') return failWith('menuTextInvalid', [label], field);
  const trimmed = value.trim();
  return trimmed.length > max ? failWith('tooLong', [label, max], field) : pass(trimmed);
}

/** The item's name: required, at most MENU_LIMITS.name characters. */
export function readName(raw: Fields, kept?: string): Validation<string> {
  const value = given(raw, 'name', kept);
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return fail('menuNameRequired', 'name');
  if (name.length > MENU_LIMITS.name)
    return failWith('tooLong', ['Name', MENU_LIMITS.name], 'name');
  return pass(name);
}

/** A whole number from `min` to `max` on `step` (a JSON number: NaN, text and fractions refused). */
function inRange(value: unknown, min: number, max: number, step = 1): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= min &&
    value <= max &&
    value % step === 0
  );
}

/** Minutes from `min` to `max` on the 5-minute step. */
export function readMinutes(
  raw: Fields,
  field: string,
  range: { min: number; max: number },
  kept?: number,
): Validation<number> {
  const value = given(raw, field, kept);
  return inRange(value, range.min, range.max, MENU_LIMITS.minutesStep)
    ? pass(value)
    : failWith('menuDurationInvalid', [range.min, range.max], field);
}

/** The minutes kept free after a service, 0 to MENU_LIMITS.bufferMinutes on the 5-minute step. */
export function readBuffer(raw: Fields, kept: number): Validation<number> {
  const value = given(raw, 'buffer_minutes', kept);
  return inRange(value, 0, MENU_LIMITS.bufferMinutes, MENU_LIMITS.minutesStep)
    ? pass(value)
    : failWith('menuBufferInvalid', [MENU_LIMITS.bufferMinutes], 'buffer_minutes');
}

/** Whole cents from 0 to `max` (a price, a budget, a saving, a travel fee). */
export function readCents(
  raw: Fields,
  field: string,
  kept?: number,
  max: number = MENU_LIMITS.amountCents,
): Validation<number> {
  const value = given(raw, field, kept);
  return inRange(value, 0, max)
    ? pass(value)
    : failWith('menuAmountInvalid', [formatCents(max)], field);
}

/** A whole number from 1 to `max`, failing with `code` (a group's minimum, months, services). */
export function readCount(
  raw: Fields,
  field: string,
  code: 'menuMinPersonsInvalid' | 'menuValidMonthsInvalid' | 'menuMaxServicesInvalid',
  max: number,
  kept?: number,
): Validation<number> {
  const value = given(raw, field, kept);
  return inRange(value, 1, max) ? pass(value) : failWith(code, [max], field);
}

export function readYesNo(
  raw: Fields,
  field: string,
  label: string,
  kept: boolean,
): Validation<boolean> {
  const value = given(raw, field, kept);
  return typeof value === 'boolean' ? pass(value) : failWith('menuYesNoInvalid', [label], field);
}

/** A list of short non-blank lines (notes, inclusions), trimmed. */
export function readLines(
  raw: Fields,
  field: string,
  label: string,
  kept: readonly string[] = [],
): Validation<string[]> {
  const value = given(raw, field, kept);
  const bad = failWith(
    'menuListInvalid',
    [label, MENU_LIMITS.lines, MENU_LIMITS.lineLength],
    field,
  );
  if (value === null) return pass([]);
  if (!Array.isArray(value) || value.length > MENU_LIMITS.lines) return bad;
  const lines: string[] = [];
  for (const line of value) {
    if (typeof line !== 'string') return bad;
    const trimmed = line.trim();
    if (trimmed.length > MENU_LIMITS.lineLength) return bad;
    if (trimmed) lines.push(trimmed);
  }
  return pass(lines);
}

/** A photo of the site's photo library (its id), or null for none. */
export function readPhoto(raw: Fields, kept: string | null): Validation<string | null> {
  const value = given(raw, 'photo', kept);
  if (value === null || value === '') return pass(null);
  if (typeof value !== 'string' || !value.trim() || value.length > MENU_LIMITS.photo) {
    return fail('menuPhotoInvalid', 'photo');
  }
  return pass(value.trim());
}

/** One of `choices`, failing with `code`. */
export function readChoice<T extends string>(
  raw: Fields,
  field: string,
  choices: readonly T[],
  code: 'menuCategoryInvalid' | 'menuLocationInvalid',
  kept?: T,
): Validation<T> {
  const value = given(raw, field, kept);
  return (choices as readonly unknown[]).includes(value) ? pass(value as T) : fail(code, field);
}
