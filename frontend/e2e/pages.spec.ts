import { expect, expectAccessible, PAGES, test, withoutInlinedData } from './fixtures';

test.describe('every page', () => {
  for (const { path, heading } of PAGES) {
    test(`${path} shows its content, the navigation, the footer and the assistant`, async ({
      page,
      site,
    }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
      const footer = page.locator('footer.site-footer');
      await expect(footer.getByText(site.phone)).toBeVisible();
      await expect(footer.getByText(site.social)).toBeVisible();
      await expect(footer.getByText(site.location, { exact: true })).toBeVisible();
      await expect(page.locator('.below-footer')).toContainText(site.name);
      await expect(page.getByRole('button', { name: 'Skin Care Assistant' })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(site.name));
    });

    test(`${path} has no serious or critical accessibility violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0); // nothing still loading
      await expectAccessible(page);
    });

    test(`${path} fits a 360 px phone, a tablet and a desktop without sideways scrolling`, async ({
      page,
    }) => {
      for (const width of [360, 768, 1240, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  }
});

test('the home page shows three signature services, why choose us and the teasers', async ({
  page,
}) => {
  await page.goto('/');
  const signature = page.getByRole('region', { name: 'Our most-loved treatments' });
  await expect(signature.getByRole('article')).toHaveCount(3);
  await expect(signature.getByRole('heading', { name: 'Signature Glow Facial' })).toBeVisible();
  await expect(signature.getByText('75 min')).toHaveCount(2);
  await expect(signature.getByText('$95')).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Care you can feel, results you can see' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Mobile services', exact: true })).toHaveAttribute(
    'href',
    '/services#mobile',
  );
  await expect(page.getByRole('link', { name: 'Corporate events', exact: true })).toHaveAttribute(
    'href',
    '/corporate-bookings',
  );
  const hero = page.getByRole('img', { name: /sunlit studio/ });
  await expect(hero).toHaveAttribute('width', '800');
  expect(await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
    true,
  );
});

test('the services page lists every service of the catalog by category, with add-ons and packages', async ({
  page,
  request,
}) => {
  const catalog = (await (await request.get('/api/catalog')).json()) as {
    services: { id: string; name: string; category: string }[];
    add_ons: { name: string }[];
    packages: { name: string }[];
  };
  await page.goto('/services');
  for (const [id, title] of [
    ['facial', 'Facial Treatments'],
    ['waxing', 'Body Waxing'],
    ['mobile', 'Mobile Services'],
    ['corporate', 'Corporate Wellness'],
  ]) {
    const section = page.locator(`section#${id}`);
    await expect(section.getByRole('heading', { level: 2, name: title })).toBeVisible();
    const names = catalog.services.filter((s) => s.category === id).map((s) => s.name);
    await expect(section.getByRole('heading', { level: 3 })).toHaveText(names);
  }
  await expect(
    page.getByRole('link', { name: 'Book this — Classic European Facial' }),
  ).toHaveAttribute('href', '/booking?service=classic-european-facial');
  const classic = page.getByRole('article').filter({ hasText: 'Classic European Facial' });
  await expect(classic).toContainText('60 min');
  await expect(classic).toContainText('$85');
  for (const addOn of catalog.add_ons)
    await expect(page.getByText(addOn.name, { exact: true })).toBeVisible();
  const packages = page.locator('section#packages');
  for (const pkg of catalog.packages) {
    await expect(packages.getByRole('heading', { name: pkg.name })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Book this package — Facial Trio' })).toHaveAttribute(
    'href',
    '/booking?package=facial-trio',
  );
});

test('a footer link to a section of the services page scrolls there', async ({ page }) => {
  await page.goto('/about');
  await page.locator('footer').getByRole('link', { name: 'Package Deals' }).click();
  await expect(page).toHaveURL(/\/services#packages$/);
  await expect(page.getByRole('heading', { name: 'Package Deals' })).toBeInViewport();
});

test('the testimonials page shows six five-star entries with service and relative date', async ({
  page,
}) => {
  await page.goto('/testimonials');
  const entries = page.locator('.testimonial');
  await expect(entries).toHaveCount(6);
  await expect(page.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(6);
  await expect(entries.first()).toContainText('Sarah M.');
  await expect(entries.first()).toContainText('Signature Glow Facial');
  await expect(entries.first()).toContainText('2 weeks ago');
});

test('the legal pages list their sections and the date they were last updated', async ({
  page,
}) => {
  await page.goto('/privacy-policy');
  await expect(page.getByText('Last updated January 2025')).toBeVisible();
  await expect(page.locator('.legal section h2')).toHaveText([
    'Information We Collect',
    'How We Use Your Information',
    'Information Sharing',
    'Data Security',
    'Your Rights',
    'Contact Us',
  ]);

  await page.goto('/terms-of-service');
  await expect(page.getByText('Last updated January 2025')).toBeVisible();
  await expect(page.locator('.legal section h2')).toHaveText([
    'Appointment Policies',
    'Payment Terms',
    'Health and Safety',
    'Service Expectations',
    'Liability',
    'Photography and Marketing',
    'Contact',
  ]);
  await expect(page.getByText(/at least 24 hours notice/)).toBeVisible();
  await expect(page.getByText(/charged 50% of the service fee/)).toBeVisible();
  await expect(page.getByText(/paid in full and are non-refundable/)).toBeVisible();
  await expect(page.getByText(/within 48 hours/)).toBeVisible();
});

test('the contact page shows the phone, social handle, Maryland and the opening hours', async ({
  page,
  site,
}) => {
  await page.goto('/contact');
  const details = page.locator('.contact-details');
  await expect(details.getByRole('link', { name: site.phone })).toBeVisible();
  await expect(details.getByText(site.social)).toBeVisible();
  await expect(details.getByText('Maryland')).toBeVisible();
  for (const h of site.hours_text) {
    await expect(details.getByRole('row', { name: `${h.days} ${h.hours}` })).toBeVisible();
  }
});

test('an unknown address shows a friendly 404 page with a way back', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle(/Page not found/);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Skin care that feels like a retreat' }),
  ).toBeVisible();
});

test('a page that cannot load its data says so and offers a retry', async ({ page }) => {
  await withoutInlinedData(page, '/services');
  let fail = true;
  await page.route('**/api/catalog', (route) => (fail ? route.abort() : route.continue()));
  await page.goto('/services');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('We could not load our services');
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { name: 'Facial Treatments' })).toBeVisible();
});
