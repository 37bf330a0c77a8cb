import { expect, test, withoutInlinedData } from './fixtures';
import { PHONE, layoutShift } from './public-look-steps';

/** The public pages on a phone. */

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
