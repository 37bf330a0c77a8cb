import { PAGE_ROUTES, pageRoute } from '@esthetics/domain';
import { createRoutesFromElements, matchRoutes, type RouteObject } from 'react-router-dom';
import { SITE_ROUTES } from './App';
import { ADMIN_ROUTES } from './pages/admin/AdminArea';
import { CLIENT_ROUTES } from './pages/client/ClientArea';
import { ROUTED_PATHS, UNROUTED_PATHS } from '../../domain/src/public-site.fixture';

/** The app's router as react-router holds it: the site, and the areas mounted at `client/*` and `admin/*`. */
const SITE = createRoutesFromElements(SITE_ROUTES);
const AREAS: Record<string, { base: string; routes: RouteObject[] }> = {
  'client/*': { base: '/client', routes: createRoutesFromElements(CLIENT_ROUTES) },
  'admin/*': { base: '/admin', routes: createRoutesFromElements(ADMIN_ROUTES) },
};

/** The route a page route's path is declared with, under `base`. */
function fullPath(base: string, route: RouteObject): string {
  return route.index ? base || '/' : `${base}/${route.path}`;
}

/** The route the app's router shows for a path, as a PAGE_ROUTES pattern; null for its not-found page. */
function routed(path: string): string | null {
  const site = matchRoutes(SITE, path)?.at(-1);
  if (!site || site.route.path === '*') return null;
  const area = AREAS[site.route.path ?? ''];
  if (!area) return fullPath('', site.route);
  // As a nested <Routes> does: the rest of the path after where the area is mounted.
  const inner = matchRoutes(area.routes, path.slice(site.pathnameBase.length) || '/')?.at(-1);
  if (!inner || inner.route.path === '*') return null;
  return fullPath(area.base, inner.route);
}

/** Every page route the router declares, the areas' included. */
function declared(): string[] {
  const walk = (routes: RouteObject[], base: string): string[] =>
    routes.flatMap((r) => {
      if (r.children) return walk(r.children, base);
      if (r.path === '*') return [];
      const area = AREAS[r.path ?? ''];
      return area ? walk(area.routes, area.base) : [fullPath(base, r)];
    });
  return walk(SITE, '');
}

describe("the app's router", () => {
  it("declares exactly the domain's page routes, which the server answers 200 for", () => {
    expect(declared().sort()).toEqual([...PAGE_ROUTES].sort());
  });

  it.each(PAGE_ROUTES.map((r) => [r]))('shows the page of %s', (route) => {
    expect(routed(route.replace(/:\w+/g, '4f0c2a'))).toBe(route);
  });

  it.each([...ROUTED_PATHS.map(([path]) => path), ...UNROUTED_PATHS])(
    'agrees with the server on %s',
    (path) => {
      expect(routed(path)).toBe(pageRoute(path) ?? null);
    },
  );
});
