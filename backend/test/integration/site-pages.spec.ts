import { documentTitle, MESSAGES, PUBLIC_PAGES } from '@esthetics/domain';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { useTestApp } from '../support/harness';
import { staticDir } from '../support/static-site';

const PUBLIC_URL = 'https://book.example.com';

/** The parts of a page's head a crawler reads. */
function head(html: string) {
  const metaContent = (attr: string, key: string) =>
    new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`).exec(html)?.[1];
  const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  const initial = /<script id="initial-data" type="application\/json">([\s\S]*?)<\/script>/.exec(
    html,
  );
  return {
    titles: [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => m[1]),
    description: metaContent('name', 'description'),
    robots: metaContent('name', 'robots'),
    canonical: /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1],
    og: (key: string) => metaContent('property', `og:${key}`),
    twitterCard: metaContent('name', 'twitter:card'),
    jsonLd: jsonLd.map((m) => JSON.parse(m[1]) as Record<string, unknown>),
    initialData: initial ? (JSON.parse(initial[1]) as Record<string, unknown>) : null,
    preloads: html.includes('rel="preload" as="image"'),
  };
}

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

describe("pages of an owner's profile", () => {
  const NAME = 'Skin </script><script>alert(1)</script> & "Co"';
  const t = useTestApp({
    admin: false,
    env: { STATIC_DIR: staticDir(), PUBLIC_URL },
    prepare: (dataDir) =>
      writeFileSync(
        path.join(dataDir, 'business.json'),
        JSON.stringify({
          name: NAME,
          phone: '(240) 555-0199',
          email: 'hello@skin.example.com',
          esthetician: { name: 'Maya Reed', license_number: 'E-12345' },
          address: { street: '12 Main St', city: 'Bethesda', postal_code: '20814' },
          social_links: [
            { network: 'Instagram', handle: '@skin', url: 'https://instagram.com/skin' },
            { network: 'Facebook', handle: 'Skin', url: 'https://facebook.com/skin' },
          ],
          // Closed on Mondays; short Tuesdays.
          hours: {
            tuesday: '10:00-14:00',
            wednesday: '09:00-19:00',
            thursday: '09:00-19:00',
            friday: '09:00-19:00',
            saturday: '09:00-17:00',
          },
          plan_perks: { luxe: ['Four treatments a month'] },
        }),
      ),
  });

  it('GET /api/site answers the profile', async () => {
    const res = await request(t.http).get('/api/site');
    expect(res.body).toMatchObject({
      name: NAME,
      phone: '(240) 555-0199',
      email: 'hello@skin.example.com',
      esthetician: { name: 'Maya Reed', license_number: 'E-12345' },
      address: { street: '12 Main St', city: 'Bethesda', region: 'MD', postal_code: '20814' },
      service_area: 'Maryland',
      social_links: [
        { network: 'Instagram', handle: '@skin', url: 'https://instagram.com/skin' },
        { network: 'Facebook', handle: 'Skin', url: 'https://facebook.com/skin' },
      ],
      photos: { hero: null, about: null, gallery: [] },
      hours_text: [
        { days: 'Monday', hours: 'Closed' },
        { days: 'Tuesday', hours: '10:00 AM - 2:00 PM' },
        { days: 'Wednesday - Friday', hours: '9:00 AM - 7:00 PM' },
        { days: 'Saturday', hours: '9:00 AM - 5:00 PM' },
        { days: 'Sunday', hours: 'Closed' },
      ],
    });
    const catalog = await request(t.http).get('/api/catalog');
    const plans = catalog.body.monthly_plans as { id: string; includes: string[] }[];
    expect(plans.map((p) => [p.id, p.includes])).toEqual([
      ['glow-essentials', []],
      ['radiance', []],
      ['luxe', ['Four treatments a month']],
    ]);
  });

  it("the owner's hours decide the free times and the bookings taken", async () => {
    // Monday 2026-11-30 is open in the spec's week, closed in this one.
    const monday = await request(t.http).get('/api/availability?date=2026-11-30&duration=60');
    expect(monday.status).toBe(200);
    expect(monday.body.slots.every((s: { available: boolean }) => !s.available)).toBe(true);
    const tuesday = await request(t.http).get('/api/availability?date=2026-12-01&duration=60');
    const free = tuesday.body.slots.filter((s: { available: boolean }) => s.available);
    // Every 15 minutes (the fresh install's step), an hour ending by 14:00.
    const times = free.map((s: { time: string }) => s.time);
    expect(times).toHaveLength(13);
    expect([times[0], times[1], times[12]]).toEqual(['10:00', '10:15', '13:00']);

    const closed = await t.postBooking({ preferred_date: '2026-11-30', preferred_time: '10:00' });
    expect(closed.status).toBe(400);
    expect(closed.body.message).toBe(MESSAGES.closedDay);
    const early = await t.postBooking({ preferred_date: '2026-12-01', preferred_time: '09:00' });
    expect(early.status).toBe(400);
    await t.book({ preferred_date: '2026-12-01', preferred_time: '10:00' });
  });

  it('a </script> in an owner-given string cannot break out of the page', async () => {
    const res = await request(t.http).get('/');
    expect(res.text).not.toContain('<script>alert(1)</script>');
    // Exactly the page's own scripts: JSON-LD, initial data, the app.
    expect(res.text.match(/<script/g)).toHaveLength(3);
    const h = head(res.text);
    expect(h.titles).toEqual([
      documentTitle(PUBLIC_PAGES[0].title, NAME).replace(
        /[<>&"]/g,
        (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c] as string,
      ),
    ]);
    expect(h.jsonLd[0]).toMatchObject({
      name: NAME,
      telephone: '(240) 555-0199',
      email: 'hello@skin.example.com',
      address: {
        '@type': 'PostalAddress',
        streetAddress: '12 Main St',
        addressLocality: 'Bethesda',
        addressRegion: 'MD',
        postalCode: '20814',
      },
      sameAs: ['https://instagram.com/skin', 'https://facebook.com/skin'],
    });
    expect((h.initialData?.site as { name: string }).name).toBe(NAME);
  });
});
