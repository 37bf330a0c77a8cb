import { Catalog, SEED_CATALOG } from '@esthetics/domain';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { CatalogRepository } from './ports/catalog-repository.port';
import { MenuCatalog } from './ports/menu-catalog.port';

interface Kept {
  readonly catalog: Catalog;
  readonly signature: string;
  readonly readAt: number;
}

/** JSON with every object's keys sorted: the same menu gives the same text, however it was read. */
function signatureOf(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

const SEED_SIGNATURE = signatureOf(SEED_CATALOG);

/**
 * The owner's menu as every module reads it (MenuCatalog): seeded from SEED_CATALOG at the first
 * start, kept in memory for AVAILABILITY_CACHE_MS, read again at once after this instance's own save
 * (`refresh`). A changed menu is a new Catalog object; the same menu read again keeps the old one,
 * so answers prepared from it stay.
 */
@Injectable()
export class CatalogService extends MenuCatalog implements OnApplicationBootstrap {
  private readonly logger = new Logger(CatalogService.name);
  private kept: Kept | null = null;
  private reading: Promise<Catalog> | null = null;
  /** Readings started so far: a reading older than the kept one's never replaces it. */
  private readings = 0;
  private keptReading = 0;

  constructor(
    private readonly repo: CatalogRepository,
    private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {
    super();
  }

  async onApplicationBootstrap(): Promise<void> {
    if (await this.repo.seed(SEED_CATALOG, this.clock.now())) {
      this.logger.log('The menu was seeded with the spec’s services, add-ons and packages');
    }
    await this.read(true);
  }

  async current(): Promise<Catalog> {
    if (this.kept && !this.stale(this.kept)) return this.kept.catalog;
    return this.read();
  }

  known(): Catalog {
    if (!this.kept || this.stale(this.kept)) {
      void this.read().catch((e: unknown) =>
        this.logger.warn(`Could not read the menu: ${(e as Error).message}`),
      );
    }
    // Before the first reading ends (the start awaits one): a fresh install's menu.
    return this.kept?.catalog ?? SEED_CATALOG;
  }

  /** Reads the menu again now: after a save of this instance, committed. */
  refresh(): Promise<Catalog> {
    if (this.kept) this.kept = { ...this.kept, readAt: -Infinity };
    return this.read(true);
  }

  private stale(kept: Kept): boolean {
    return performance.now() - kept.readAt >= this.config.availabilityCacheMs;
  }

  /** One reading at a time (unless `fresh`: one begun after this call); its result is kept. */
  private read(fresh = false): Promise<Catalog> {
    if (this.reading && !fresh) return this.reading;
    const reading = ++this.readings;
    const promise = this.repo
      .load()
      .then((stored) => {
        // Not seeded yet (a module asked before the start's seed): the seed is what it will be.
        const read = stored ?? SEED_CATALOG;
        const signature = signatureOf(read);
        // The same menu keeps the same object: answers prepared from it stay.
        const found =
          this.kept?.signature === signature
            ? this.kept.catalog
            : signature === SEED_SIGNATURE
              ? SEED_CATALOG
              : read;
        if (reading >= this.keptReading) {
          this.keptReading = reading;
          this.kept = { catalog: found, signature, readAt: performance.now() };
        }
        return found;
      })
      .finally(() => {
        if (this.reading === promise) this.reading = null;
      });
    this.reading = promise;
    return promise;
  }
}
