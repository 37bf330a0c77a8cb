import { offsetPage } from '../offset-page';
import { formatStamp } from '@esthetics/domain';
import type { components } from '../../../api/schema';

export type LiveSession = components['schemas']['LiveAdminSessionDto'];

/** How many sessions a page of the list shows. */
export const SESSIONS_PAGE_SIZE = 10;

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/CriOS\/|Chrome\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: readonly [RegExp, string][] = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (list: readonly [RegExp, string][], text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1];

/**
 * A session's browser in a few words ("Firefox on Linux"), from the User-Agent kept at login;
 * "Unknown browser" without one, the start of the raw text for anything else.
 */
export function deviceName(userAgent: string | null): string {
  if (!userAgent) return 'Unknown browser';
  const browser = first(BROWSERS, userAgent);
  const system = first(SYSTEMS, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  if (browser ?? system) return (browser ?? system) as string;
  return userAgent.length > 40 ? `${userAgent.slice(0, 40)}…` : userAgent;
}

/** "Nov 23, 2026, 2:10 PM" in the business's time zone. */
export const sessionTime = (iso: string, timeZone: string): string =>
  formatStamp(new Date(iso), timeZone);

/** The page of the list: "1–10 of 23", and whether there are pages before and after. */
export const sessionsPage = (offset: number, shown: number, total: number) =>
  offsetPage(offset, shown, total, SESSIONS_PAGE_SIZE);
