import type { MenuKind } from '@esthetics/domain';

/** Counts by item id. */
export type BookingCounts = ReadonlyMap<string, number>;

/**
 * The appointments still to come (pending or confirmed, starting after `now`) that name an item of
 * the menu: a service or add-on among theirs, or their package. An item they use is hidden, not
 * removed.
 */
export abstract class MenuBookings {
  /** Per kind, how many such appointments use each item (items none uses are absent). */
  abstract counts(now: Date): Promise<Readonly<Record<MenuKind, BookingCounts>>>;
  /** How many such appointments use the item. */
  abstract countOf(kind: MenuKind, id: string, now: Date): Promise<number>;
}
