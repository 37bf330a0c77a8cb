import createQueryClient from 'openapi-react-query';
import { api } from './client';

/**
 * The typed TanStack Query hooks over the site's one API client, for every area that reads or writes
 * through the cache (booking flow, client area, console). Loaded with those areas' chunks only: the
 * public pages read through `hooks.ts`, without the API client until they need it.
 */
export const $api = createQueryClient(api);
