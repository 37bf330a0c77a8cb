import { documentTitle, PUBLIC_PAGES } from '@esthetics/domain';
import { expect, test } from './fixtures';

/** What search engines and link previews read, on a direct load of each public page. */
test.describe('found by search engines and shared well', () => {
  for (const page of PUBLIC_PAGES) {
    test(`${page.path}: its own title, description, Open Graph and one BeautySalon`, async ({
      page: browser,
      site,
      baseURL,
    }) => {
      // No request leaves for the site data before the first paint: it is in the page.
      const siteRequests: string[] = [];
      browser.on('request', (r) => {
        if (/\/api\/(site|catalog)$/.test(new URL(r.url()).pathname)) siteRequests.push(r.url());
      });
      const response = await browser.goto(page.path);
      expect(response?.status()).toBe(200);
      const title = documentTitle(page.title, site.name);
      await expect(browser).toHaveTitle(title);
      const meta = (selector: string) => browser.locator(selector).first().getAttribute('content');
      expect(await meta('meta[name="description"]')).toBe(page.description);
      expect(await meta('meta[property="og:title"]')).toBe(title);
      expect(await meta('meta[property="og:description"]')).toBe(page.description);
      expect(await meta('meta[property="og:url"]')).toBe(`${baseURL}${page.path}`);
      expect(await meta('meta[property="og:type"]')).toBe('website');
      expect(await meta('meta[property="og:image"]')).toMatch(new RegExp(`^${baseURL}/`));
      expect(await meta('meta[name="twitter:card"]')).toBe('summary_large_image');
      await expect(browser.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        `${baseURL}${page.path}`,
      );
      expect(await browser.locator('meta[name="description"]').count()).toBe(1);

      const jsonLd = await browser.locator('script[type="application/ld+json"]').allTextContents();
      expect(jsonLd).toHaveLength(1);
      const business = JSON.parse(jsonLd[0]) as Record<string, unknown>;
      expect(business['@type']).toBe('BeautySalon');
      expect(business.name).toBe(site.name);
      expect(business.telephone).toBe(site.phone);
      expect(business.priceRange).toMatch(/^\$\d+-\$\d+$/);
      const hours = business.openingHoursSpecification as { dayOfWeek: string[] }[];
      expect(hours.length).toBeGreaterThan(0);
      expect(hours.flatMap((h) => h.dayOfWeek)).toContain('Monday');

      // The footer is complete on the first paint (no "Loading" while the API answers).
      await expect(browser.locator('footer.site-footer').getByText(site.phone)).toBeVisible();
      expect(siteRequests).toEqual([]);
    });
  }

  test('the default share image is served', async ({ request }) => {
    const res = await request.get('/share.jpg');
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toBe('image/jpeg');
  });

  test('an unknown path answers 404 with the app, not indexed', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('robots.txt disallows the private areas and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const text = await res.text();
    expect(text).toContain('Disallow: /admin/');
    expect(text).toContain('Disallow: /client/');
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });

  test('sitemap.xml parses and lists every public page', async ({ page, baseURL }) => {
    const res = await page.request.get('/sitemap.xml');
    expect(res.status()).toBe(200);
    const xml = await res.text();
    // Parsed by the browser's own XML parser.
    const locs = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, 'application/xml');
      if (doc.getElementsByTagName('parsererror').length > 0) return null;
      return [
        ...doc.getElementsByTagNameNS('http://www.sitemaps.org/schemas/sitemap/0.9', 'loc'),
      ].map((l) => l.textContent);
    }, xml);
    expect(locs).toEqual(PUBLIC_PAGES.map((p) => `${baseURL}${p.path}`));
  });
});
