import { useSyncExternalStore } from 'react';
import type { Catalog, Site } from './client';
import { readInitialData } from './initial-data';
import {
  createPublicData,
  loaded,
  type Loaded,
  type PublicData,
  type PublicRead,
  type ReadState,
} from './public-data';

export type { Loaded } from './public-data';

/** The site and catalogue, seeded with what the server inlined in the page. */
const publicData = createPublicData(
  typeof document === 'undefined' ? {} : readInitialData<PublicData>(document),
);

/** The business's name, phone, social handle, location, hours and policies (GET /api/site). */
export const useSite = (): Loaded<Site> => loaded(publicData.site, useRead(publicData.site));

/** Services, add-ons, packages, corporate packages and event types (GET /api/catalog). */
export const useCatalog = (): Loaded<Catalog> =>
  loaded(publicData.catalog, useRead(publicData.catalog));

/**
 * Marks the catalogue read as out of date (the owner just changed her menu in the console): the
 * pages that show it read it again, in this tab at once.
 */
export function refreshCatalog(): void {
  // Read now, whether or not a page shows it yet: the first page to open it would otherwise show
  // the copy read before the change, as long as it is fresh.
  void publicData.catalog.fetch().catch(() => undefined);
}

/** The site's data once loaded, else undefined (for places that render without it). */
export function useSiteData(): Site | undefined {
  return useRead(publicData.site).data;
}

/** A public read's state, the component shown again when it changes. */
function useRead<T>(read: PublicRead<T>): ReadState<T> {
  return useSyncExternalStore(read.subscribe, read.current, read.current);
}
