import type { PageRoute } from '@esthetics/domain';
import type { ReactElement } from 'react';
import { Route } from 'react-router-dom';

/** The domain's routes at or under `area`: `RoutesOf<'/client'>` is `/client`, `/client/login`, ... */
export type RoutesOf<Area extends string> = Extract<PageRoute, Area | `${Area}/${string}`>;

/**
 * A page for each of some of the domain's routes (PAGE_ROUTES, which the server answers 200 for):
 * a route left out, or one the list does not have, fails to compile.
 */
export type Pages<R extends PageRoute> = Record<R, ReactElement>;

/**
 * The `<Route>`s of the pages of an area that is mounted at `base` ('' for the site itself, `/client`
 * for `client/*`): each path relative to it, and `base` itself as the index route.
 */
export function pageRoutes<R extends PageRoute>(base: string, pages: Pages<R>): ReactElement[] {
  return (Object.entries(pages) as [R, ReactElement][]).map(([route, element]) =>
    route === (base || '/') ? (
      <Route key={route} index element={element} />
    ) : (
      <Route key={route} path={route.slice(base.length + 1)} element={element} />
    ),
  );
}
