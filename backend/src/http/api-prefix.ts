/** Where the API is served: every API route sits under /api, and everything else is the site. */
export const API_PREFIX = 'api';

export function isApiPath(pathname: string): boolean {
  return /^\/api(\/|$)/.test(pathname);
}
