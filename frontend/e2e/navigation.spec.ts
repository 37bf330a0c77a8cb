import { expect, test } from './fixtures';

const LINKS = [
  ['Home', '/'],
  ['Services', '/services'],
  ['Gallery', '/gallery'],
  ['About', '/about'],
  ['Book Now', '/booking'],
  ['Corporate Events', '/corporate-bookings'],
  ['Testimonials', '/testimonials'],
  ['Contact', '/contact'],
] as const;

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the navigation shows every link, Login/Register and Book Appointment', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('button', { name: 'Menu' })).toBeHidden();
    await expect(nav.getByRole('list').first().getByRole('link')).toHaveText(
      LINKS.map(([label]) => label),
    );
    for (const [label, href] of LINKS) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'href',
        href,
      );
    }
    await expect(nav.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/client/login');
    await expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/client/register',
    );
    await expect(nav.getByRole('link', { name: 'Book Appointment' })).toHaveAttribute(
      'href',
      '/booking',
    );
  });

  test('each link opens its page and marks it current', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, href] of LINKS.filter(([, h]) => h !== '/booking')) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`${href.replace('/', '\\/')}$`));
      await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
  });

  test('the navigation is reachable by keyboard, starting with a skip link', async ({ page }) => {
    await page.goto('/gallery');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.locator('.brand')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Home', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Services', exact: true })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/services$/);
  });

  test('a deep link works on reload', async ({ page }) => {
    await page.goto('/gallery');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Inside Our Studio' })).toBeVisible();
  });

  test('a stored client is greeted by first name, with a dashboard link and Logout', async ({
    page,
  }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'esthetics_client',
        JSON.stringify({ token: 'a.b.c', client: { id: 'c1', first_name: 'Maya' } }),
      ),
    );
    await page.reload();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Maya' })).toHaveAttribute(
      'href',
      '/client/dashboard',
    );
    await nav.getByRole('button', { name: 'Logout' }).click();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('esthetics_client'))).toBeNull();
  });

  test('the footer links to the services, about, gallery, testimonials, contact and legal pages', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.locator('footer.site-footer');
    const hrefs = await footer
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.filter((h) => h?.startsWith('/services'))).toHaveLength(3);
    for (const href of [
      '/about',
      '/gallery',
      '/testimonials',
      '/contact',
      '/privacy-policy',
      '/terms-of-service',
    ]) {
      expect(hrefs).toContain(href);
    }
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true, isMobile: true });

  test('the navigation is collapsed behind a Menu button that opens and closes it', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const toggle = nav.getByRole('button', { name: 'Menu' });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Gallery', exact: true })).toBeHidden();

    await toggle.tap();
    await expect(nav.getByRole('button', { name: 'Close' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    for (const [label] of LINKS) {
      await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Book Appointment' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Login' })).toBeVisible();

    await nav.getByRole('link', { name: 'Gallery', exact: true }).tap();
    await expect(page).toHaveURL(/\/gallery$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inside Our Studio' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Gallery', exact: true })).toBeHidden();
    await expect(nav.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('Escape closes the open menu', async ({ page }) => {
    await page.goto('/about');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).click();
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav.getByRole('link', { name: 'Contact', exact: true })).toBeHidden();
  });

  test('Book Appointment in the menu leads to the booking page', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Menu' }).tap();
    await nav.getByRole('link', { name: 'Book Appointment' }).tap();
    await expect(page).toHaveURL(/\/booking$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Book an Appointment' }),
    ).toBeVisible();
  });
});
