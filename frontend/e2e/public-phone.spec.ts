import type { Locator, Page } from '@playwright/test';
import { expect, expectNoViolations, test, withoutInlinedData } from './fixtures';

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
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

/** Total layout shift (ignoring shifts right after input) since the page started loading. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
}

test.describe('on a phone', () => {
  test.use(PHONE);

  test('the header shows Call (tel:) and Book without opening the menu', async ({ page, site }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const call = nav.getByRole('link', { name: `Call ${site.phone}` });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute('href', `tel:${site.phone.replace(/[^\d+]/g, '')}`);
    await expect(call).toContainText('Call');
    const book = nav.getByRole('link', { name: 'Book', exact: true });
    await expect(book).toBeVisible();
    await book.tap();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book an Appointment' }),
    ).toBeVisible();
  });

  test('every tap target of the header, menu, footer and the chat button is at least 44 px tall', async ({
    page,
  }) => {
    await page.goto('/');
    const tooSmall = async (selector: string) => {
      const heights = await page
        .locator(selector)
        .evaluateAll((els) =>
          els
            .filter((el) => el.getClientRects().length > 0)
            .map(
              (el) =>
                [
                  el.textContent?.trim() || el.getAttribute('aria-label'),
                  el.getBoundingClientRect().height,
                ] as const,
            ),
        );
      expect(heights.length, selector).toBeGreaterThan(0);
      return heights.filter(([, h]) => h < 44);
    };
    expect(await tooSmall('.site-header a, .site-header button')).toEqual([]);
    expect(await tooSmall('.assistant-toggle')).toEqual([]);
    expect(await tooSmall('.site-footer a')).toEqual([]);
    await page.getByRole('button', { name: 'Menu' }).tap();
    await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await tooSmall('.nav-menu a, .nav-menu button')).toEqual([]);
  });

  test('the chat button keeps a light ring over the dark footer', async ({ page }) => {
    await page.goto('/testimonials');
    await page.locator('footer.site-footer').scrollIntoViewIfNeeded();
    const shadow = await page
      .locator('.assistant-toggle')
      .evaluate((el) => getComputedStyle(el).boxShadow);
    // The first shadow is a 3 px ring in the page's cream (250, 246, 241): 9:1 against the footer.
    expect(shadow).toMatch(/^rgb\(250, 246, 241\) 0px 0px 0px 3px/);
  });

  test('the services category bar sticks under the header, jumps to each section and marks it', async ({
    page,
  }) => {
    await page.goto('/services');
    await expect(page.getByRole('heading', { level: 2, name: 'Facial Treatments' })).toBeVisible();
    const bar = page.getByRole('navigation', { name: 'Service categories' });
    await expect(bar.getByRole('link')).toHaveText([
      'Facials',
      'Waxing',
      'Mobile',
      'Corporate',
      'Packages',
    ]);
    const headerBottom = await page
      .locator('.site-header')
      .evaluate((el) => el.getBoundingClientRect().bottom);
    for (const [label, id, heading] of [
      ['Waxing', 'waxing', 'Body Waxing'],
      ['Corporate', 'corporate', 'Corporate Wellness'],
      ['Packages', 'packages', 'Package Deals'],
      ['Mobile', 'mobile', 'Mobile Services'],
      ['Facials', 'facial', 'Facial Treatments'],
    ] as const) {
      const link = bar.getByRole('link', { name: label, exact: true });
      await expect(link).toHaveAttribute('href', `#${id}`);
      await link.tap();
      await expect(page).toHaveURL(new RegExp(`/services#${id}$`));
      const title = page.getByRole('heading', { level: 2, name: heading, exact: true });
      await expect(title).toBeInViewport();
      await expect(link).toHaveAttribute('aria-current', 'true');
      await expect(bar.locator('[aria-current="true"]')).toHaveCount(1);
      // The bar is in sight below the header (stuck to it once its own place has scrolled away),
      // and the section's title is not hidden behind it.
      const barBox = await bar.boundingBox();
      expect(barBox && barBox.y - headerBottom).toBeGreaterThanOrEqual(-2);
      const scrolledPastBar = await page.evaluate(() => window.scrollY > 600);
      if (scrolledPastBar)
        expect(barBox && Math.abs(barBox.y - headerBottom)).toBeLessThanOrEqual(2);
      const titleBox = await title.boundingBox();
      expect(titleBox && barBox && titleBox.y >= barBox.y + barBox.height).toBe(true);
    }
    const current = bar.locator('[aria-current="true"]');
    const styles = await current.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(styles).toBe('rgb(47, 74, 63)');
  });

  test('"Book this" opens the booking form with that service and its place chosen', async ({
    page,
  }) => {
    await page.goto('/services#mobile');
    const card = page.locator('section#mobile article').first();
    const name = (await card.getByRole('heading', { level: 3 }).textContent()) ?? '';
    await card.getByRole('link', { name: /^Book this/ }).tap();
    await expect(page).toHaveURL(/\/booking\?service=/);
    const id = new URL(page.url()).searchParams.get('service');
    await expect(page.locator(`input[name="services"][value="${id}"]`)).toBeChecked();
    await expect(page.getByRole('checkbox', { name: new RegExp(name) })).toBeChecked();
    await expect(page.locator('input[name="location"][value="mobile"]')).toBeChecked();
  });

  test('while the catalog is slow, a skeleton keeps the footer off the first screen', async ({
    page,
  }) => {
    await withoutInlinedData(page, '/services');
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/catalog', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/services');
    await expect(page.getByRole('status')).toContainText('Loading our services');
    const footerTop = await page
      .locator('footer.site-footer')
      .evaluate((el) => el.getBoundingClientRect().top);
    expect(footerTop).toBeGreaterThan(844);
    release();
    await expect(page.getByRole('heading', { name: 'Facial Treatments' })).toBeVisible();
    expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
  });
});

for (const [device, profile] of [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const) {
  test.describe(`direct loads on a ${device}`, () => {
    test.use(profile);

    for (const { path, heading } of LOOK_PAGES) {
      test(`${path} with a slow API does not jump (CLS <= 0.05)`, async ({ page }) => {
        await page.route(/\/api\/(site|catalog)$/, async (route) => {
          await new Promise((resolve) => setTimeout(resolve, 1200));
          await route.continue();
        });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page.getByRole('status')).toHaveCount(0, { timeout: 10_000 });
        await page.evaluate(() => document.fonts.ready);
        expect(await layoutShift(page)).toBeLessThanOrEqual(0.05);
      });
    }
  });

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
