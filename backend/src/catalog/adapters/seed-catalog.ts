import { Catalog, SEED_CATALOG } from '@esthetics/domain';
import { MenuCatalog } from '../ports/menu-catalog.port';

/** A menu that never changes: a fresh install's (SEED_CATALOG), for unit tests of one class. */
export class FixedCatalog extends MenuCatalog {
  constructor(private readonly catalog: Catalog = SEED_CATALOG) {
    super();
  }

  current(): Promise<Catalog> {
    return Promise.resolve(this.catalog);
  }

  known(): Catalog {
    return this.catalog;
  }
}
