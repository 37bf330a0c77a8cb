import { useQuery } from '@tanstack/react-query';
import type { Catalog, Site } from './client';
import { readInitialData } from './initial-data';
import { queryClient } from './query-client';
import { createPublicData, loaded, type Loaded, type PublicData } from './public-data';

export type { Loaded } from './public-data';

/** The site and catalogue, seeded with what the server inlined in the page. */
const publicData = createPublicData(
  typeof document === 'undefined' ? {} : readInitialData<PublicData>(document),
  queryClient,
);

/** The business's name, phone, social handle, location, hours and policies (GET /api/site). */
export const useSite = (): Loaded<Site> =>
  loaded(useQuery(publicData.site, publicData.queryClient));

/** Services, add-ons, packages, corporate packages and event types (GET /api/catalog). */
export const useCatalog = (): Loaded<Catalog> =>
  loaded(useQuery(publicData.catalog, publicData.queryClient));

/**
 * Marks the catalogue read as out of date (the owner just changed her menu in the console): the
 * pages that show it read it again, in this tab at once.
 */
export function refreshCatalog(): void {
  // Read now, whether or not a page shows it yet: invalidating a query no page has opened would
  // change nothing, and the first page to open it would show the inlined copy.
  void publicData.queryClient
    .fetchQuery({ ...publicData.catalog, staleTime: 0 })
    .catch(() => undefined);
}

/** The site's data once loaded, else undefined (for places that render without it). */
export function useSiteData(): Site | undefined {
  return useQuery(publicData.site, publicData.queryClient).data;
}
