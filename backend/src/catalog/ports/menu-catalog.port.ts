import type { Catalog } from '@esthetics/domain';

/**
 * The owner's menu (services, add-ons, packages, corporate offer) as every module that prices,
 * checks or shows a booking reads it. This instance's own saves show at once; another instance's
 * within the cache window. A change gives a new Catalog object, so answers prepared from one can be
 * kept until `known()` returns another.
 */
export abstract class MenuCatalog {
  /** The menu, read again when the kept one is older than the cache window (prices, checks). */
  abstract current(): Promise<Catalog>;
  /**
   * The menu kept, without waiting (for answers prepared synchronously: mappers, the site's page):
   * a stale one starts a reading in the background, seen by the next caller.
   */
  abstract known(): Catalog;
}
