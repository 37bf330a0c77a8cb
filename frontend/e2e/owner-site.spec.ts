import { expect, test, type Page } from '@playwright/test';
import { HERO_IMAGE_SIZES } from '../../domain/src/index';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The profile playwright.config.ts wrote into the owner's data folder. */
const OWNER = JSON.parse(
  readFileSync(path.join(process.env.E2E_OWNER_DATA_DIR ?? '', 'business.json'), 'utf8'),
) as {
  name: string;
  phone: string;
  email: string;
  esthetician: { name: string; license_number: string };
  address: { street: string };
};

/**
 * The site of an owner who filled in her business profile and dropped her photos into the data
 * folder (the second server of playwright.config.ts): her business, her pictures, laid out and
 * loaded as a visitor needs them.
 */
test.use({ baseURL: `http://127.0.0.1:${process.env.E2E_OWNER_PORT}` });

const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

async function box(page: Page, selector: string) {
  const b = await page.locator(selector).first().boundingBox();
  if (!b) throw new Error(`${selector} is not laid out`);
  return b;
}

test('the home page shows her hero photo beside the headline, preloaded and with its size reserved', async ({
  page,
}) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/');
  const hero = page.locator('.hero picture img');
  await expect(hero).toHaveAttribute('src', /^\/media\/.+\.webp$/);
  await expect(hero).toHaveAttribute('fetchpriority', 'high');
  expect(Number(await hero.getAttribute('width'))).toBeGreaterThan(0);
  expect(Number(await hero.getAttribute('height'))).toBeGreaterThan(0);
  await expect(page.locator('.hero picture source[type="image/avif"]')).toHaveAttribute(
    'sizes',
    HERO_IMAGE_SIZES,
  );
  // Beside the headline, not under it.
  const heading = await box(page, '.hero h1');
  const picture = await box(page, '.hero picture img');
  expect(picture.x).toBeGreaterThanOrEqual(heading.x + heading.width);
  expect(picture.y).toBeLessThan(heading.y + heading.height);
  // The server preloads the same file the page asks for.
  const preload = page.locator('link[rel="preload"][as="image"]');
  await expect(preload).toHaveAttribute('imagesizes', HERO_IMAGE_SIZES);
  await expect(preload).toHaveAttribute('imagesrcset', /\/media\/.+-480\.avif 480w/);

  await page.setViewportSize(PHONE);
  const stacked = await box(page, '.hero picture img');
  const headingOnPhone = await box(page, '.hero h1');
  expect(stacked.y).toBeGreaterThan(headingOnPhone.y + headingOnPhone.height);
  expect(stacked.width).toBeLessThanOrEqual(PHONE.width);
});

test('a direct load on a phone does not jump with her photos either', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  for (const path of ['/', '/about', '/gallery']) {
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.waitForTimeout(300);
    const cls = await page.evaluate(() => (window as unknown as { __cls: number }).__cls);
    expect(cls, path).toBeLessThanOrEqual(0.05);
  }
});

test('about names her and her Maryland licence; the gallery shows her photos with her words', async ({
  page,
}) => {
  await page.goto('/about');
  const caption = page.locator('figcaption.esthetician');
  await expect(caption).toContainText(OWNER.esthetician.name);
  await expect(caption).toContainText(`license no. ${OWNER.esthetician.license_number}`);
  await expect(page.locator('main picture img').first()).toHaveAttribute('src', /^\/media\//);

  await page.goto('/gallery');
  const photos = page.locator('main picture img');
  await expect(photos).toHaveCount(2);
  await expect(
    page.getByRole('img', { name: 'Clear, even skin two weeks after a peel' }),
  ).toBeVisible();
  await expect(page.getByText('After a peel')).toBeVisible();
  // A photo without words of its own is named after its file.
  await expect(page.getByRole('img', { name: 'Room' })).toBeAttached();
  for (const img of await photos.all()) {
    expect(Number(await img.getAttribute('width'))).toBeGreaterThan(0);
    await expect(img).toHaveAttribute('loading', /lazy|eager/);
  }
  const served = await page.request.get((await photos.first().getAttribute('src')) ?? '');
  expect(served.headers()['cache-control']).toContain('immutable');
});

test('her name, address, phone and e-mail are in the footer, the contact page and what search engines read', async ({
  page,
}) => {
  await page.goto('/contact');
  await expect(page).toHaveTitle(`Contact Us | ${OWNER.name}`);
  const footer = page.locator('footer.site-footer');
  await expect(footer).toContainText(OWNER.name);
  await expect(footer.getByRole('link', { name: OWNER.phone })).toHaveAttribute(
    'href',
    /^tel:(\+1)?2405550199$/,
  );
  await expect(page.locator('main')).toContainText('12 Main Street, Bethesda, MD 20814');
  await expect(page.locator('main').getByRole('link', { name: OWNER.email })).toHaveAttribute(
    'href',
    `mailto:${OWNER.email}`,
  );
  const jsonLd = JSON.parse(
    (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
  ) as { name: string; telephone: string; address: { streetAddress: string } };
  expect(jsonLd.name).toBe(OWNER.name);
  expect(jsonLd.telephone).toBe(OWNER.phone);
  expect(jsonLd.address.streetAddress).toBe(OWNER.address.street);
});

test('the monthly plans promise only the perks she configured', async ({ page }) => {
  await page.goto('/services#memberships');
  const plans = page.locator('#memberships article');
  await expect(plans).toHaveCount(3);
  await expect(plans.nth(0)).toContainText('Two facials a month');
  await expect(plans.nth(1)).not.toContainText('facials a month');
  await expect(plans.nth(1)).toContainText('$280');
});
