import { documentTitle, PUBLIC_PAGES } from '@esthetics/domain';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { staticDir } from '../support/static-site';
import { head } from '../support/site-pages';

const PUBLIC_URL = 'https://book.example.com';

describe('pages rendered by the server', () => {
  const t = useTestApp({ admin: false, env: { STATIC_DIR: staticDir(), PUBLIC_URL } });

  it.each(PUBLIC_PAGES.map((p) => [p.path, p] as const))(
    '%s has its own title, description, canonical URL, Open Graph and one BeautySalon',
    async (route, page) => {
      const res = await request(t.http).get(route);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      const h = head(res.text);
      const title = documentTitle(page.title, 'Glow Esthetics');
      expect(h.titles).toEqual([title]);
      expect(h.description).toBe(page.description);
      expect(res.text).not.toContain('template description');
      expect(h.robots).toBeUndefined();
      expect(h.canonical).toBe(`${PUBLIC_URL}${route}`);
      expect(h.og('title')).toBe(title);
      expect(h.og('description')).toBe(page.description);
      expect(h.og('url')).toBe(`${PUBLIC_URL}${route}`);
      expect(h.og('type')).toBe('website');
      expect(h.og('image')).toBe(`${PUBLIC_URL}/share.jpg`);
      expect(h.twitterCard).toBe('summary_large_image');
      expect(h.jsonLd).toHaveLength(1);
      // The drawing's preload is the home page's only.
      expect(h.preloads).toBe(route === '/');
    },
  );

  it('describes the business as a schema.org BeautySalon from its profile', async () => {
    const [ld] = head((await request(t.http).get('/contact')).text).jsonLd;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'BeautySalon',
      name: 'Glow Esthetics',
      url: `${PUBLIC_URL}/`,
      telephone: '(301) 555-0142',
      priceRange: '$15-$300', // the cheapest and dearest service
      address: { '@type': 'PostalAddress', addressRegion: 'MD', addressCountry: 'US' },
      areaServed: { '@type': 'Place', name: 'Maryland' },
      image: `${PUBLIC_URL}/share.jpg`,
      sameAs: ['https://www.instagram.com/glowesthetics.md'],
    });
    expect(ld.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '09:00',
        closes: '19:00',
      },
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Saturday'],
        opens: '09:00',
        closes: '17:00',
      },
    ]);
  });

  it('inlines the site and catalogue exactly as the API answers them', async () => {
    const h = head((await request(t.http).get('/services')).text);
    const site = await request(t.http).get('/api/site');
    const catalog = await request(t.http).get('/api/catalog');
    expect(h.initialData).toEqual({ site: site.body, catalog: catalog.body });
  });

  it.each([
    ['/booking/success', 200, undefined],
    ['/booking/cancel', 200, undefined],
    ['/client/login', 200, 'noindex'],
    ['/client/dashboard', 200, 'noindex'],
    ['/admin', 200, 'noindex'],
    ['/admin/dashboard', 200, 'noindex'],
    ['/waitlist/offer', 200, 'noindex'],
    ['/waitlist/leave', 200, 'noindex'],
    ['/no-such-page', 404, 'noindex'],
    ['/services/extra', 404, 'noindex'],
  ])('%s answers %p with the generic head (robots %p)', async (route, status, robots) => {
    const res = await request(t.http).get(route);
    expect(res.status).toBe(status);
    const h = head(res.text);
    expect(h.titles).toEqual(['Glow Esthetics']);
    expect(h.robots).toBe(robots);
    expect(h.jsonLd).toHaveLength(0);
    expect(h.preloads).toBe(false);
    // The app still starts: it shows its own page (or its not-found page) with the data it needs.
    expect(res.text).toContain('/assets/index-abc.js');
    expect(h.initialData).not.toBeNull();
  });

  it("links a page's own code and styles from its first HTML, so they load beside the entry", async () => {
    const contact = await request(t.http).get('/contact').expect(200);
    expect(contact.text).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/ContactPage-abc.js" />',
    );
    expect(contact.text).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/form-fields-abc.js" />',
    );
    expect(contact.text).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/ContactPage-abc.css" />',
    );
    // In the head, before the entry script.
    expect(contact.text.indexOf('ContactPage-abc.js')).toBeLessThan(
      contact.text.indexOf('</head>'),
    );
    const other = await request(t.http).get('/about').expect(200);
    expect(other.text).not.toContain('modulepreload');
  });

  it("serves the built app's files as files, cached by their kind, and pages everywhere else", async () => {
    const script = await request(t.http).get('/assets/index-abc.js');
    expect([script.status, script.text]).toEqual([200, 'console.log(1)']);
    expect(script.headers['content-type']).toMatch(/javascript/);
    expect(script.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // A name written with an escape is the same file.
    const escaped = await request(t.http).get('/assets/index%2Dabc.js');
    expect([escaped.status, escaped.text]).toEqual([200, 'console.log(1)']);
    const file = await request(t.http).get('/route-chunks.json');
    expect(file.status).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=300');
    // No such file: the app's not-found page, as for any unknown path.
    for (const missing of ['/assets/gone-abc.js', '/assets/', '/assets']) {
      const res = await request(t.http).get(missing);
      expect([missing, res.status]).toEqual([missing, 404]);
      expect(res.text).toContain('/assets/index-abc.js');
    }
    const home = await request(t.http).get('/');
    expect(home.status).toBe(200);
    expect(home.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('keeps a trailing slash on a public page working', async () => {
    const res = await request(t.http).get('/services/');
    expect(res.status).toBe(200);
    expect(head(res.text).canonical).toBe(`${PUBLIC_URL}/services`);
  });

  it('serves robots.txt naming the sitemap, and a sitemap of every public page', async () => {
    const robots = await request(t.http).get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.text).toContain('Disallow: /admin/');
    expect(robots.text).toContain('Disallow: /client/');
    expect(robots.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);

    const sitemap = await request(t.http).get('/sitemap.xml');
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers['content-type']).toMatch(/application\/xml/);
    expect(sitemap.text).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    expect(sitemap.text).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const locs = [...sitemap.text.matchAll(/<url><loc>([^<]+)<\/loc><\/url>/g)].map((m) => m[1]);
    expect(locs).toEqual(PUBLIC_PAGES.map((p) => `${PUBLIC_URL}${p.path}`));
  });

  it('answers an unknown /media file with a bare 404', async () => {
    const res = await request(t.http).get('/media/0123abcd-480.webp');
    expect(res.status).toBe(404);
    expect(res.text).toBe('');
  });
});
