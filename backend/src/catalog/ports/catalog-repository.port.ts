import type { Catalog, MenuItemOf, MenuKind } from '@esthetics/domain';

/**
 * The owner's menu in the database: one row an item, in her order. Writes run inside a UnitOfWork,
 * after `lock`.
 */
export abstract class CatalogRepository {
  /** Every item (hidden ones included), each list in the owner's order; null before the seed. */
  abstract load(): Promise<Catalog | null>;
  /**
   * Stores `catalog` unless the menu has an item already: once, even when several instances start
   * together. True when this call stored it.
   */
  abstract seed(catalog: Catalog, now: Date): Promise<boolean>;
  /** Makes the menu's writers wait for each other until the UnitOfWork in progress ends. */
  abstract lock(): Promise<void>;
  /**
   * Adds an item at the end of its list. Another item of the kind with the same name (whatever
   * its case) fails with the field-level `menuNameTaken`: the database's unique index decides.
   */
  abstract insert<K extends MenuKind>(kind: K, item: MenuItemOf[K], now: Date): Promise<void>;
  /** Replaces an item's fields (same rule on names as insert). */
  abstract update<K extends MenuKind>(kind: K, item: MenuItemOf[K], now: Date): Promise<void>;
  /** Removes an item; false when there is none by that id. */
  abstract remove(kind: MenuKind, id: string): Promise<boolean>;
  /** Puts the kind's items in the order of `ids` (every id of the kind, each once). */
  abstract reorder(kind: MenuKind, ids: readonly string[], now: Date): Promise<void>;
}
