import createQueryClient from 'openapi-react-query';
import { api } from '../../api/client';

/** Typed TanStack Query hooks over the site's one API client, for the console (its chunk only). */
export const $admin = createQueryClient(api);
