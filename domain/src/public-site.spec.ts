import {
  documentTitle,
  GALLERY_CATEGORIES,
  PAGE_ROUTES,
  pageRoute,
  PUBLIC_PAGES,
  publicPage,
} from './public-site';
import { ROUTED_PATHS, UNROUTED_PATHS } from './public-site.fixture';

describe('public pages', () => {
  it('lists each route once, each with its own title and a description a search result can show', () => {
    const paths = PUBLIC_PAGES.map((p) => p.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(new Set(PUBLIC_PAGES.map((p) => p.title)).size).toBe(paths.length);
    for (const page of PUBLIC_PAGES) {
      expect(page.path).toMatch(/^\/[a-z-]*$/);
      expect(page.description.length).toBeGreaterThanOrEqual(40);
      expect(page.description.length).toBeLessThanOrEqual(160);
    }
  });

  it('finds a page with or without a trailing slash, and nothing for other paths', () => {
    expect(publicPage('/services')?.title).toBe('Our Services');
    expect(publicPage('/services/')?.title).toBe('Our Services');
    expect(publicPage('/')?.path).toBe('/');
    expect(publicPage('/admin/login')).toBeUndefined();
    expect(publicPage('/client/dashboard')).toBeUndefined();
  });

  it('are all routes of the app', () => {
    for (const page of PUBLIC_PAGES) expect(PAGE_ROUTES).toContain(page.path);
  });

  it('titles a page with the business name after it', () => {
    expect(documentTitle('Contact Us', 'Glow Esthetics')).toBe('Contact Us | Glow Esthetics');
  });

  it('names the gallery categories by unique folder-safe ids', () => {
    const ids = GALLERY_CATEGORIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z-]+$/);
  });
});

describe('page routes', () => {
  it('lists each route once, as a path of lower-case segments or :params', () => {
    expect(new Set(PAGE_ROUTES).size).toBe(PAGE_ROUTES.length);
    for (const route of PAGE_ROUTES) expect(route).toMatch(/^\/$|^(\/([a-z-]+|:[a-z]+))+$/);
  });

  it.each(ROUTED_PATHS)('routes %s to %s', (path, route) => {
    expect(pageRoute(path)).toBe(route);
  });

  it.each(UNROUTED_PATHS)('has no route for %s', (path) => {
    expect(pageRoute(path)).toBeUndefined();
  });
});
