import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import { SESSION_STORAGE_KEYS } from '../../domain/src/index';

/** The localStorage keys of the client's and the admin's sessions. */
export { SESSION_STORAGE_KEYS };

/** Every public page of this release, with its main heading. */
export const PAGES = [
  { path: '/', heading: 'Skin care that feels like a retreat' },
  { path: '/services', heading: 'Our Services' },
  { path: '/gallery', heading: 'Inside Our Studio' },
  { path: '/about', heading: 'About Our Studio' },
  { path: '/testimonials', heading: 'What Our Clients Say' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/corporate-bookings', heading: 'Corporate Wellness Events' },
  { path: '/privacy-policy', heading: 'Privacy Policy' },
  { path: '/terms-of-service', heading: 'Terms of Service' },
  { path: '/booking', heading: 'Book an Appointment' },
  { path: '/booking/cancel', heading: 'Payment Cancelled' },
  { path: '/client/login', heading: 'Client Login' },
  { path: '/client/register', heading: 'Create Your Account' },
  { path: '/admin/login', heading: 'Admin Login' },
  { path: '/no-such-page', heading: 'Page not found' },
] as const;

export interface Site {
  name: string;
  phone: string;
  social: string;
  location: string;
  hours_text: { days: string; hours: string }[];
}

/** The admin API, to read what the site stored. */
export interface AdminApi {
  /** GET /api/admin/<path> with the admin's token: expects success, answers the JSON. */
  get<T>(path: string): Promise<T>;
}

interface Fixtures {
  site: Site;
  adminApi: AdminApi;
}

interface WorkerFixtures {
  /** A bearer token of the admin, to read what the site stored through the admin API. */
  adminToken: string;
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  adminToken: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const request = await playwright.request.newContext({ baseURL });
      const response = await request.post('/api/admin/login', {
        data: { username: 'admin', password: process.env.E2E_ADMIN_PASSWORD },
      });
      expect(response.status(), await response.text()).toBe(200);
      const { token } = (await response.json()) as { token: string };
      await request.dispose();
      await use(token);
    },
    { scope: 'worker' },
  ],
  adminApi: async ({ request, adminToken }, use) => {
    await use({
      async get<T>(path: string): Promise<T> {
        const response = await request.get(`/api/admin/${path}`, {
          headers: { Authorization: `Bearer ${adminToken}` },
        });
        expect(response.ok()).toBe(true);
        return (await response.json()) as T;
      },
    });
  },
  site: async ({ request }, use) => {
    const response = await request.get('/api/site');
    expect(response.ok()).toBe(true);
    await use((await response.json()) as Site);
  },
});

export { expect };

/** No serious or critical accessibility violations on the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) => `${v.id} (${v.impact}): ${v.help} -> ${v.nodes.map((n) => n.target).join(', ')}`,
    ),
  ).toEqual([]);
}

/**
 * No WCAG 2 A or AA violation at all, of any impact, in the page's present state (`state` names it
 * in the failure), on the whole page or only inside `include`.
 */
export async function expectNoViolations(
  page: Page,
  state: string,
  include?: string,
): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(
    violations.map(
      (v) => `${state}: ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target).join(', ')}`,
    ),
  ).toEqual([]);
}

/** The rendered height of every link, button and field inside `scope`, named for a failure message. */
export async function tapTargetHeights(
  scope: Locator,
): Promise<{ name: string; height: number }[]> {
  return scope.locator('a, button, input, select, textarea').evaluateAll((els) =>
    els.map((e) => ({
      name: (e.getAttribute('aria-label') ?? e.textContent ?? e.id).trim().slice(0, 40),
      height: Math.round(e.getBoundingClientRect().height),
    })),
  );
}

/** A string unique to this test run, for records the test looks up afterwards. */
export function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;
}

/** A unique single word made of `label`: a last name or a search term no other run uses. */
export const uniqueName = (label: string) => unique(label).replace(/\s+/g, '');

/** A fresh e-mail address made of `label`, in lower case as the server keeps it. */
export const uniqueAddress = (label: string) =>
  `${unique(label).replace(/[^a-z0-9]+/gi, '.')}@example.com`.toLowerCase();

/** The text box labelled exactly `name`. */
export const box = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/**
 * Serves `path` without the site and catalogue data the server inlines into the page, so the page
 * reads them from the API (as a page cached before an update, or a proxy that strips scripts, would).
 */
export async function withoutInlinedData(page: Page, path: string): Promise<void> {
  await page.route(
    (url) => url.pathname === path,
    async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script id="initial-data"[\s\S]*?<\/script>/,
        '',
      );
      await route.fulfill({ response, body });
    },
  );
}

/**
 * Opens `path` with `session` stored under the site's `area` key, as after a login. Stored once per
 * page and session, so a logout in the test stays a logout across reloads, while opening another
 * session (or the other area's) on the same page stores that one.
 */
export async function openWithSession(
  page: Page,
  area: keyof typeof SESSION_STORAGE_KEYS,
  session: unknown,
  path: string,
): Promise<void> {
  await page.addInitScript(
    ([key, value]) => {
      const mark = `seeded:${key}`;
      if (sessionStorage.getItem(mark) !== value) {
        localStorage.setItem(key, value);
        sessionStorage.setItem(mark, value);
      }
    },
    [SESSION_STORAGE_KEYS[area], JSON.stringify(session)],
  );
  await page.goto(path);
}

/** Opens `path` in the console with the admin's session stored, as after a login. */
export async function openAsAdmin(page: Page, token: string, path: string): Promise<void> {
  await openWithSession(page, 'admin', { token, admin: { username: 'admin' } }, path);
}

/** Opens `path` with the client's session stored, as after a login. */
export async function openAsClient(page: Page, session: unknown, path: string): Promise<void> {
  await openWithSession(page, 'client', session, path);
}
