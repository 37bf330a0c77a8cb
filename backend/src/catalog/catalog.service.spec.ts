import { Catalog, MenuKind, SEED_CATALOG } from '@esthetics/domain';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Clock } from '../common/clock';
import { AppConfig } from '../config/app-config';
import { CatalogService } from './catalog.service';
import { CatalogRepository } from './ports/catalog-repository.port';

/** A copy of every item with its keys in reverse order (jsonb orders them its own way). */
const reread = (c: Catalog): Catalog => {
  const copy = <T extends object>(items: readonly T[]) =>
    items.map((i) => Object.fromEntries(Object.entries(structuredClone(i)).reverse()) as T);
  return {
    services: copy(c.services),
    addOns: copy(c.addOns),
    bookingPackages: copy(c.bookingPackages),
    corporatePackages: copy(c.corporatePackages),
  };
};

/** The menu in memory; `load` answers a copy, as a database reading would. */
class InMemoryCatalogRepository extends CatalogRepository {
  stored: Catalog | null = null;
  loads = 0;

  load(): Promise<Catalog | null> {
    this.loads++;
    return Promise.resolve(this.stored && reread(this.stored));
  }
  seed(catalog: Catalog): Promise<boolean> {
    if (this.stored) return Promise.resolve(false);
    this.stored = structuredClone(catalog);
    return Promise.resolve(true);
  }
  lock(): Promise<void> {
    return Promise.resolve();
  }
  insert(): Promise<void> {
    throw new Error('not used');
  }
  update(): Promise<void> {
    throw new Error('not used');
  }
  remove(_kind: MenuKind, _id: string): Promise<boolean> {
    throw new Error('not used');
  }
  reorder(): Promise<void> {
    throw new Error('not used');
  }
}

class FixedClock extends Clock {
  now(): Date {
    return new Date('2026-11-23T14:00:00Z');
  }
}

function setUp(cacheMs: number) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'catalog-'));
  const config = AppConfig.fromEnv({ DATA_DIR: dataDir, AVAILABILITY_CACHE_MS: String(cacheMs) });
  const repo = new InMemoryCatalogRepository();
  return { repo, menu: new CatalogService(repo, config, new FixedClock()) };
}

describe('CatalogService', () => {
  it('answers the seed before its first reading, and the seed object once seeded', async () => {
    const { repo, menu } = setUp(60_000);
    expect(menu.known()).toBe(SEED_CATALOG);
    await menu.onApplicationBootstrap();
    expect(repo.stored).toEqual(SEED_CATALOG);
    // The same menu read back (in another key order, as jsonb gives it) is the same object.
    expect(menu.known()).toBe(SEED_CATALOG);
    expect(await menu.current()).toBe(SEED_CATALOG);
  });

  it('keeps a menu for the cache window, then a change is a new object', async () => {
    const { repo, menu } = setUp(60_000);
    await menu.onApplicationBootstrap();
    const loads = repo.loads;
    await menu.current();
    expect(repo.loads).toBe(loads);
    const stored = repo.stored as Catalog;
    repo.stored = { ...stored, addOns: stored.addOns.slice(1) };
    expect(menu.known()).toBe(SEED_CATALOG);
    const changed = await menu.refresh();
    expect(changed).not.toBe(SEED_CATALOG);
    expect(changed.addOns).toHaveLength(SEED_CATALOG.addOns.length - 1);
    expect(menu.known()).toBe(changed);
    // Read again unchanged: the same object, so answers prepared from it stay.
    expect(await menu.refresh()).toBe(changed);
  });

  it('reads again once the kept menu is older than the window (0: every time)', async () => {
    const { repo, menu } = setUp(0);
    await menu.onApplicationBootstrap();
    const loads = repo.loads;
    await menu.current();
    await menu.current();
    expect(repo.loads).toBe(loads + 2);
  });
});
