import { useEffect, useSyncExternalStore } from 'react';
import { api, type Catalog, type Site } from './client';
import { createResource, readInitialData, type Resource, type ResourceState } from './resource';

const LOAD_FAILED = 'We could not load this information.';

/** The site and catalogue as the server inlined them in the page: the first paint needs no request. */
const initial =
  typeof document === 'undefined'
    ? {}
    : readInitialData<{ site: Site; catalog: Catalog }>(document);

const site = createResource<Site>(async () => {
  const { data } = await api.GET('/api/site');
  if (!data) throw new Error(LOAD_FAILED);
  return data;
}, initial.site);

const catalog = createResource<Catalog>(async () => {
  const { data } = await api.GET('/api/catalog');
  if (!data) throw new Error(LOAD_FAILED);
  return data;
}, initial.catalog);

export type Loaded<T> = ResourceState<T> & { retry: () => void };

function useResource<T>(resource: Resource<T>): Loaded<T> {
  const state = useSyncExternalStore(resource.subscribe, resource.get, resource.get);
  useEffect(() => resource.load(), [resource]);
  return { ...state, retry: resource.retry };
}

/** The business's name, phone, social handle, location, hours and policies (GET /api/site). */
export const useSite = (): Loaded<Site> => useResource(site);

/** Services, add-ons, packages, corporate packages and event types (GET /api/catalog). */
export const useCatalog = (): Loaded<Catalog> => useResource(catalog);

/** The site's data once loaded, else undefined (for places that render without it). */
export function useSiteData(): Site | undefined {
  const state = useSite();
  return state.status === 'ready' ? state.data : undefined;
}
