/**
 * The public site's pages as search engines and link previews see them, and the owner's photos as
 * the pages show them. The server renders each page's head and the sitemap from PUBLIC_PAGES; the
 * browser sets the same title when it navigates, so the two never disagree.
 */
import { DEPOSIT_PERCENT } from './policy';

/**
 * Every path the app has a page for, as react-router patterns (`:id` is one segment): the frontend's
 * router is built from this list, and the server answers 404 for any other path (still with the app,
 * which then shows its not-found page).
 */
export const PAGE_ROUTES = [
  '/',
  '/services',
  '/gallery',
  '/about',
  '/testimonials',
  '/contact',
  '/corporate-bookings',
  '/privacy-policy',
  '/terms-of-service',
  '/booking',
  '/booking/success',
  '/booking/cancel',
  '/waitlist/offer',
  '/waitlist/leave',
  '/client',
  '/client/register',
  '/client/login',
  '/client/dashboard',
  '/client/verify-email',
  '/client/email-not-me',
  '/client/claim-account',
  '/admin',
  '/admin/login',
  '/admin/dashboard',
  '/admin/appointments/:id',
  '/admin/clients/:id',
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

/**
 * The route of a path as react-router matches it (letter case ignored, percent-escapes decoded, a
 * trailing slash allowed, a `:param` any one non-empty segment); undefined when the app has none.
 */
export function pageRoute(path: string): PageRoute | undefined {
  const segments = pathSegments(path).map((s) => s.toLowerCase());
  return PAGE_ROUTES.find((route) => {
    const pattern = pathSegments(route);
    return (
      pattern.length === segments.length &&
      pattern.every((p, i) => (p.startsWith(':') ? segments[i] !== '' : p === segments[i]))
    );
  });
}

/** A path's segments, decoded one by one as react-router does: `/a/b%20c/` -> `['a', 'b c']`. */
function pathSegments(path: string): string[] {
  const segments = path.replace(/\/+$/, '').split('/').slice(1);
  return segments.map((s) => {
    try {
      return decodeURIComponent(s).replace(/\//g, '%2F');
    } catch {
      return s;
    }
  });
}

export interface PublicPage {
  /** The route, as the browser shows it. */
  readonly path: PageRoute;
  /** The page's own title; the document title is `${title} | ${business name}`. */
  readonly title: string;
  /** The meta and Open Graph description. */
  readonly description: string;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  {
    path: '/',
    title: 'Facials, waxing and wellness events',
    description: `Facials, body waxing, mobile spa visits and corporate wellness events by a licensed esthetician in Maryland. Book online with a ${DEPOSIT_PERCENT}% deposit.`,
  },
  {
    path: '/services',
    title: 'Our Services',
    description:
      'Facials, waxing, mobile services, corporate events and package deals, with prices and durations. Choose a service and book it online.',
  },
  {
    path: '/gallery',
    title: 'Inside Our Studio',
    description: 'Photos of the treatment room, our services, the skincare we use and results.',
  },
  {
    path: '/about',
    title: 'About Our Studio',
    description:
      'Meet the licensed esthetician behind the studio: training, approach and what to expect at your first visit.',
  },
  {
    path: '/testimonials',
    title: 'What Our Clients Say',
    description: 'Reviews from clients of our facials, waxing and mobile spa services.',
  },
  {
    path: '/contact',
    title: 'Contact Us',
    description: 'Call, write or send a message: opening hours, phone and how to reach the studio.',
  },
  {
    path: '/corporate-bookings',
    title: 'Corporate Wellness Events',
    description:
      'Team building, wellness days, executive retreats and staff appreciation events at your workplace. Ask for a quote.',
  },
  {
    path: '/booking',
    title: 'Book an Appointment',
    description: `Choose a service or package, a date and a free time, and secure it with a ${DEPOSIT_PERCENT}% deposit.`,
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy',
    description: 'What we collect when you book, why, and how we keep it.',
  },
  {
    path: '/terms-of-service',
    title: 'Terms of Service',
    description: 'Booking, deposit, cancellation and no-show terms.',
  },
];

/** The page at a path, ignoring a trailing slash; undefined for paths that are not public pages. */
export function publicPage(path: string): PublicPage | undefined {
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return PUBLIC_PAGES.find((p) => p.path === normalized);
}

/** The browser tab and search result title of a page. */
export function documentTitle(pageTitle: string, businessName: string): string {
  return `${pageTitle} | ${businessName}`;
}

/**
 * How wide the home page's hero picture is drawn: half the window beside the text from 760 px, the
 * whole width below. The page's `sizes` and the server's preload of the owner's hero both use it, so
 * the browser fetches the preloaded file (index.html's preload of the drawing repeats it by hand).
 */
export const HERO_IMAGE_SIZES = '(min-width: 760px) 50vw, 100vw';

/** The gallery's categories: its filter buttons, and the owner's photo folders `gallery/<id>/`. */
export const GALLERY_CATEGORIES = [
  { id: 'treatment-room', label: 'Treatment Room' },
  { id: 'services', label: 'Services' },
  { id: 'skincare', label: 'Skincare' },
  { id: 'results', label: 'Results' },
] as const;

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number]['id'];

/** One source set of a photo: every width in one format. */
export interface PhotoSource {
  readonly type: 'image/avif' | 'image/webp';
  /** `url 480w, url 800w, ...` */
  readonly srcset: string;
}

/** One of the owner's photos, resized by the server; width and height are the intrinsic ratio. */
export interface SitePhoto {
  readonly id: string;
  readonly alt: string;
  readonly title: string;
  readonly width: number;
  readonly height: number;
  /** The largest WebP, for browsers that ignore srcset. */
  readonly src: string;
  readonly sources: readonly PhotoSource[];
}

export interface GalleryPhoto extends SitePhoto {
  readonly category: GalleryCategory;
}

/** The owner's photos by place; null or empty where the site's own drawings stand in. */
export interface SitePhotos {
  readonly hero: SitePhoto | null;
  readonly about: SitePhoto | null;
  readonly gallery: readonly GalleryPhoto[];
}
