import type { Locator, Page } from '@playwright/test';
import { expect, expectNoViolations, test } from './fixtures';
import { PHONE } from './public-look-steps';

/**
 * The public pages' look on a phone and a desktop, and the brand. That a direct load with a slow API
 * does not jump is layout-shift.spec.ts's, for every public page.
 */

const DESKTOP = { viewport: { width: 1366, height: 900 } } as const;

/** The public pages whose look this file checks. */
const LOOK_PAGES = [
  { path: '/', heading: 'Skin care that feels like a retreat' },
  { path: '/services', heading: 'Our Services' },
  { path: '/gallery', heading: 'Inside Our Studio' },
  { path: '/about', heading: 'About Our Studio' },
  { path: '/testimonials', heading: 'What Our Clients Say' },
] as const;

/** One of each kind of link and button, to check in its hover and focus states. */
const INTERACTIVE = [
  '.brand',
  '.nav-call',
  '.nav-book',
  '.nav-toggle',
  '.nav-links a',
  '.nav-account a',
  'main .btn--accent',
  'main .btn--ghost',
  'main .btn:not(.btn--ghost, .btn--accent)',
  '.filter',
  '.category-bar a',
  '.site-footer a',
  '.assistant-toggle',
] as const;

/** The first visible element of a selector, or null. */
async function firstVisible(page: Page, selector: string): Promise<Locator | null> {
  for (const candidate of await page.locator(selector).all()) {
    if (await candidate.isVisible()) return candidate;
  }
  return null;
}

for (const [device, profile] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`axe on a ${device}`, () => {
    test.use(profile);

    for (const { path, heading } of LOOK_PAGES) {
      test(`${path}: no WCAG A/AA violation at rest, on hover and on keyboard focus`, async ({
        page,
      }) => {
        test.slow(); // one scan at rest and two for each kind of link and button
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0);
        await expectNoViolations(page, 'at rest');
        await page.keyboard.press('Shift'); // the keyboard is in use: focus rings show
        for (const selector of INTERACTIVE) {
          const target = await firstVisible(page, selector);
          if (!target) continue;
          await target.evaluate((el) => el.setAttribute('data-axe-target', ''));
          await target.hover();
          await expectNoViolations(page, `${selector} hovered`, '[data-axe-target]');
          await page.mouse.move(0, 0);
          await target.focus();
          await expectNoViolations(page, `${selector} focused`, '[data-axe-target]');
          await target.evaluate((el) => el.removeAttribute('data-axe-target'));
        }
      });
    }

    test('selected states: the current category and the chosen gallery filter', async ({
      page,
    }) => {
      await page.goto('/services#packages');
      const bar = page.getByRole('navigation', { name: 'Service categories' });
      await expect(bar.getByRole('link', { name: 'Packages' })).toHaveAttribute(
        'aria-current',
        'true',
      );
      await expectNoViolations(page, 'current category', '.category-bar');
      await page.goto('/gallery');
      await page.getByRole('button', { name: 'Skincare' }).click();
      await expect(page.getByRole('button', { name: 'Skincare' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      await expectNoViolations(page, 'chosen filter', '.filters');
    });
  });
}

test.describe('the brand', () => {
  test.use(DESKTOP);

  test('the rating stars are gold, not grey', async ({ page }) => {
    await page.goto('/testimonials');
    const colour = await page
      .locator('.stars')
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    const [r, g, b] = (colour.match(/\d+/g) ?? []).map(Number);
    expect(r, colour).toBeGreaterThan((b ?? 0) + 80); // warm: much more red than blue
    expect(r).toBeGreaterThan((g ?? 0) + 20);
  });

  test('the typeface is self-hosted woff2 from the site, and nothing leaves the origin', async ({
    page,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const requests: string[] = [];
    const fonts: { url: string; bytes: number }[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'font') return;
      fonts.push({ url: response.url(), bytes: (await response.body()).length });
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate(() => document.fonts.check('600 1em Fraunces'))).toBe(true);
    const family = await page
      .getByRole('heading', { level: 1 })
      .evaluate((el) => getComputedStyle(el).fontFamily);
    expect(family).toMatch(/^Fraunces,/);
    await page.waitForLoadState('networkidle');
    expect(fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(new URL(font.url).origin).toBe(origin);
      expect(font.url).toMatch(/\.woff2$/);
    }
    expect(requests.filter((url) => !url.startsWith(origin) && !url.startsWith('data:'))).toEqual(
      [],
    );
    const bytes = fonts.reduce((n, f) => n + f.bytes, 0);
    test.info().annotations.push({ type: 'font bytes on the home page', description: `${bytes}` });
    expect(bytes).toBeLessThan(60_000);
  });
});
