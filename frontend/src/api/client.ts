import createClient from 'openapi-fetch';
import type { components, paths } from './schema';

export type Schemas = components['schemas'];
export type Site = Schemas['SiteDto'];
export type Catalog = Schemas['CatalogDto'];
export type ApiClient = ReturnType<typeof createClient<paths>>;

/**
 * A client for the API. The site uses the one below: same origin (the backend serves both the site
 * and /api; Vite proxies /api in development). Tests give their own base URL and `fetch`.
 */
export function createApiClient(
  options: { baseUrl?: string; fetch?: typeof fetch } = {},
): ApiClient {
  return createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

/** The one client the site uses. */
export const api = createApiClient();

export { bearer } from './token';
