import {
  documentTitle,
  HERO_IMAGE_SIZES,
  pageRoute,
  PUBLIC_PAGES,
  publicPage,
  PublicPage,
} from '@esthetics/domain';
import { CatalogDto, SiteDto } from './dto/site.dto';

/**
 * The app's index.html as each page's first response: its own head (title, description, canonical,
 * Open Graph, the business as schema.org JSON-LD) and the site and catalogue data inlined, so the
 * browser paints the page complete without waiting for the API.
 */

/** The share image used when the owner gives no hero photo (frontend/public). */
export const DEFAULT_SHARE_IMAGE = { path: '/share.jpg', width: 1200, height: 630 } as const;

const HEAD_START = '<!--page-head-->';
const HEAD_END = '<!--/page-head-->';
const PRELOAD_START = '<!--home-preload-->';
const PRELOAD_END = '<!--/home-preload-->';

export interface PageData {
  readonly publicUrl: string;
  readonly site: SiteDto;
  readonly catalog: CatalogDto;
}

export interface RenderedPage {
  readonly status: 200 | 404;
  readonly html: string;
}

/** The client area, the console and the waitlist's e-mailed links: served, not indexed. */
const PRIVATE_PATHS = /^\/(client|admin|waitlist)(\/|$)/i;

/** The files a route's lazy page loads (frontend/route-chunks.ts writes them at build time). */
export type RouteChunks = Readonly<
  Record<string, { js: readonly string[]; css: readonly string[] }>
>;

/** index.html split around the parts each page replaces. */
export class PageTemplate {
  private readonly before: string;
  private readonly homePreload: string;
  private readonly between: string;
  private readonly after: string;

  constructor(
    html: string,
    private readonly routeChunks: RouteChunks = {},
  ) {
    // The built page's own head parts: replaced (the markers come from frontend/index.html).
    let rest = html;
    const cut = (start: string, end: string): [string, string, string] | null => {
      const i = rest.indexOf(start);
      const j = rest.indexOf(end, i);
      if (i < 0 || j < 0) return null;
      return [rest.slice(0, i), rest.slice(i + start.length, j), rest.slice(j + end.length)];
    };
    const preload = cut(PRELOAD_START, PRELOAD_END);
    if (preload) rest = preload[0] + '\u0000' + preload[2];
    const head = cut(HEAD_START, HEAD_END);
    if (head) rest = head[0] + '\u0001' + head[2];
    else rest = rest.replace(/<title>[\s\S]*?<\/title>/, '').replace('</head>', '\u0001</head>');
    this.homePreload = preload?.[1].trim() ?? '';
    const [before, tail] = rest.split('\u0001');
    const bodyEnd = tail.lastIndexOf('</body>');
    this.between = tail.slice(0, bodyEnd);
    this.after = tail.slice(bodyEnd);
    this.before = before;
  }

  render(path: string, data: PageData): RenderedPage {
    const page = publicPage(path);
    const known = pageRoute(path) !== undefined;
    const head = page
      ? publicHead(page, data)
      : genericHead(data, { noindex: !known || PRIVATE_PATHS.test(path) });
    const preload =
      page?.path === '/' ? homePreload(data.site, this.homePreload) : this.chunkLinks(path);
    const html = [
      this.before.replace('\u0000', preload),
      head,
      this.between.replace('\u0000', preload),
      initialDataScript(data),
      this.after,
    ].join('');
    return { status: known ? 200 : 404, html };
  }

  /** The page's own code and styles, fetched beside the entry script rather than after it runs. */
  private chunkLinks(path: string): string {
    const page = publicPage(path);
    const chunks = page && this.routeChunks[page.path];
    if (!chunks) return '';
    return [
      ...chunks.css.map((href) => `<link rel="stylesheet" crossorigin href="${attr(href)}" />`),
      ...chunks.js.map((href) => `<link rel="modulepreload" crossorigin href="${attr(href)}" />`),
    ].join('\n    ');
  }
}

function publicHead(page: PublicPage, data: PageData): string {
  const { site, publicUrl } = data;
  const title = documentTitle(page.title, site.name);
  const url = `${publicUrl}${page.path === '/' ? '/' : page.path}`;
  const image = shareImage(data);
  return [
    `<title>${attr(title)}</title>`,
    meta('name', 'description', page.description),
    `<link rel="canonical" href="${attr(url)}" />`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', site.name),
    meta('property', 'og:title', title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:width', String(image.width)),
    meta('property', 'og:image:height', String(image.height)),
    meta('property', 'og:image:alt', image.alt),
    meta('name', 'twitter:card', 'summary_large_image'),
    `<script type="application/ld+json">${scriptJson(businessJsonLd(data))}</script>`,
  ].join('\n    ');
}

function genericHead(data: PageData, o: { noindex: boolean }): string {
  const home = PUBLIC_PAGES[0];
  return [
    `<title>${attr(data.site.name)}</title>`,
    meta('name', 'description', home.description),
    ...(o.noindex ? [meta('name', 'robots', 'noindex')] : []),
  ].join('\n    ');
}

/** The owner's hero photo (its largest WebP), else the site's share image. */
function shareImage(data: PageData): { url: string; width: number; height: number; alt: string } {
  const hero = data.site.photos.hero;
  if (hero) {
    const largest = Number(/-(\d+)\.webp$/.exec(hero.src)?.[1] ?? hero.width);
    const width = Math.min(largest, hero.width);
    return {
      url: `${data.publicUrl}${hero.src}`,
      width,
      height: Math.round((hero.height * width) / hero.width),
      alt: hero.alt,
    };
  }
  return {
    url: `${data.publicUrl}${DEFAULT_SHARE_IMAGE.path}`,
    width: DEFAULT_SHARE_IMAGE.width,
    height: DEFAULT_SHARE_IMAGE.height,
    alt: data.site.name,
  };
}

/** The home page's first paint: the owner's hero photo, else the drawing the template preloads. */
function homePreload(site: SiteDto, drawing: string): string {
  const hero = site.photos.hero;
  if (!hero) return drawing;
  const source = hero.sources.find((s) => s.type === 'image/avif') ?? hero.sources[0];
  return (
    `<link rel="preload" as="image" type="${source.type}" imagesrcset="${attr(source.srcset)}"` +
    ` imagesizes="${HERO_IMAGE_SIZES}" fetchpriority="high" />`
  );
}

/** The business as schema.org sees it: a BeautySalon. */
export function businessJsonLd(data: PageData): Record<string, unknown> {
  const { site, catalog, publicUrl } = data;
  const prices = catalog.services.map((s) => s.price_cents);
  const dollars = (cents: number) => `$${Math.round(cents / 100)}`;
  // One specification per open interval, the days sharing it grouped (a lunch break makes two).
  const groups = new Map<string, string[]>();
  for (const h of site.hours) {
    for (const i of h.intervals) {
      const key = `${i.opens}-${i.closes}`;
      groups.set(key, [...(groups.get(key) ?? []), h.day]);
    }
  }
  return {
    '@context': 'https://schema.org',
    '@type': 'BeautySalon',
    '@id': `${publicUrl}/#business`,
    name: site.name,
    url: `${publicUrl}/`,
    telephone: site.phone,
    email: site.email,
    image: shareImage(data).url,
    // Left out while the owner's menu shows no service.
    ...(prices.length > 0 && {
      priceRange: `${dollars(Math.min(...prices))}-${dollars(Math.max(...prices))}`,
    }),
    address: site.address
      ? {
          '@type': 'PostalAddress',
          streetAddress: site.address.street,
          addressLocality: site.address.city,
          addressRegion: site.address.region,
          postalCode: site.address.postal_code,
          addressCountry: 'US',
        }
      : { '@type': 'PostalAddress', addressRegion: 'MD', addressCountry: 'US' },
    areaServed: { '@type': 'Place', name: site.service_area },
    openingHoursSpecification: [...groups].map(([key, days]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: days,
      opens: key.split('-')[0],
      closes: key.split('-')[1],
    })),
    ...(site.social_links.length > 0 ? { sameAs: site.social_links.map((l) => l.url) } : {}),
    employee: {
      '@type': 'Person',
      name: site.esthetician.name,
      jobTitle: 'Licensed esthetician',
    },
  };
}

function initialDataScript(data: PageData): string {
  const payload = { site: data.site, catalog: data.catalog };
  return `<script id="initial-data" type="application/json">${scriptJson(payload)}</script>\n  `;
}

/** JSON safe inside a script element: nothing in it can close the element or open a comment. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function meta(kind: 'name' | 'property', key: string, content: string): string {
  return `<meta ${kind}="${key}" content="${attr(content)}" />`;
}

function attr(s: string): string {
  return s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** robots.txt: everything but the client area and the console, and where the sitemap is. */
export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Disallow: /admin/',
    'Disallow: /client/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** sitemap.xml: every public page. */
export function sitemapXml(publicUrl: string): string {
  const urls = PUBLIC_PAGES.map(
    (p) => `  <url><loc>${attr(`${publicUrl}${p.path}`)}</loc></url>`,
  ).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}
