import {
  BUSINESS_HOURS,
  BUSINESS_LOCATION,
  DayHours,
  DEFAULT_TIME_ZONE,
  MONTHLY_PLANS,
  WEEKDAY_NAMES,
  weekHours,
} from '@esthetics/domain';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The business's public facts: one profile, read at start from DATA_DIR/business.json and the environment. */
export interface BusinessInfo {
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  /** The spec's single social handle (footer, contact page, mail signature). */
  readonly social: string;
  readonly socialLinks: readonly SocialLink[];
  readonly timeZone: string;
  readonly esthetician: { readonly name: string; readonly licenseNumber: string | null };
  readonly address: PostalAddress | null;
  /** Where the business works: "Maryland", or the owner's own words. */
  readonly serviceArea: string;
  /** The week's opening hours: shown on the site and deciding the bookable slots. */
  readonly hours: readonly DayHours[];
  /** Perks of each monthly plan, by plan id (none unless the owner lists them). */
  readonly planPerks: Readonly<Record<string, readonly string[]>>;
}

export interface SocialLink {
  readonly network: string;
  readonly handle: string;
  readonly url: string;
}

export interface PostalAddress {
  readonly street: string;
  readonly city: string;
  /** Two-letter state code, "MD". */
  readonly region: string;
  readonly postal_code: string;
}

export const BUSINESS_FILE = 'business.json';

export const DEFAULT_BUSINESS = {
  name: 'Glow Esthetics',
  phone: '(301) 555-0142',
  social: '@glowesthetics.md',
  estheticianName: 'Our licensed esthetician',
} as const;

/** The placeholder e-mail when neither the profile, BUSINESS_EMAIL nor ADMIN_EMAIL gives one. */
export const PLACEHOLDER_EMAIL = 'hello@glowesthetics.example';

const TOP_KEYS = [
  'name',
  'phone',
  'email',
  'social',
  'social_links',
  'time_zone',
  'esthetician',
  'address',
  'service_area',
  'hours',
  'plan_perks',
] as const;

type Json = Record<string, unknown>;

/**
 * The profile from DATA_DIR/business.json (optional) with the environment over it, the spec's values
 * where neither says. Returns the problems instead of throwing, so the start-up names every one.
 */
export function loadBusinessProfile(
  dataDir: string,
  env: NodeJS.ProcessEnv,
): { profile: BusinessInfo; problems: string[] } {
  const problems: string[] = [];
  const file = path.join(dataDir, BUSINESS_FILE);
  let raw: Json = {};
  if (existsSync(file)) {
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (!isObject(parsed)) problems.push(`${BUSINESS_FILE} must hold one JSON object`);
      else raw = parsed;
    } catch (e) {
      problems.push(`${BUSINESS_FILE} is not valid JSON (${(e as Error).message})`);
    }
  }
  const p = new ProfileReader(raw, problems);
  p.refuseUnknown(raw, TOP_KEYS, '');

  const name = env.BUSINESS_NAME || p.text('name') || DEFAULT_BUSINESS.name;
  const social = env.BUSINESS_SOCIAL || p.text('social') || DEFAULT_BUSINESS.social;
  const esthetician = p.object('esthetician', ['name', 'license_number']);
  const hoursJson = p.object(
    'hours',
    WEEKDAY_NAMES.map((d) => d.toLowerCase()),
  );
  const profile: BusinessInfo = {
    name,
    phone: env.BUSINESS_PHONE || p.text('phone') || DEFAULT_BUSINESS.phone,
    email: env.BUSINESS_EMAIL || p.email('email') || env.ADMIN_EMAIL || PLACEHOLDER_EMAIL,
    social,
    socialLinks: p.socialLinks() ?? [defaultSocialLink(social)],
    timeZone: env.BUSINESS_TIMEZONE || p.text('time_zone') || DEFAULT_TIME_ZONE,
    esthetician: {
      name:
        env.BUSINESS_ESTHETICIAN ||
        p.text('name', esthetician, 'esthetician.') ||
        DEFAULT_BUSINESS.estheticianName,
      licenseNumber:
        env.BUSINESS_LICENSE_NUMBER ||
        p.text('license_number', esthetician, 'esthetician.') ||
        null,
    },
    address: p.address(),
    serviceArea: env.BUSINESS_SERVICE_AREA || p.text('service_area') || BUSINESS_LOCATION,
    hours: hoursJson ? p.hours(hoursJson) : BUSINESS_HOURS,
    planPerks: p.planPerks(),
  };
  if (p.has('time_zone') && !isTimeZone(profile.timeZone) && !env.BUSINESS_TIMEZONE)
    problems.push(`${BUSINESS_FILE}: time_zone must be an IANA time zone such as America/New_York`);
  return { profile, problems };
}

/** Where the business is, as one line: its street address, else its service area. */
export function businessPlace(b: BusinessInfo): string {
  const a = b.address;
  return a ? `${a.street}, ${a.city}, ${a.region} ${a.postal_code}` : b.serviceArea;
}

/** The spec's handle as a link: an Instagram handle. */
export function defaultSocialLink(handle: string): SocialLink {
  const bare = handle.replace(/^@/, '');
  return { network: 'Instagram', handle, url: `https://www.instagram.com/${bare}` };
}

/** Reads fields of business.json, collecting a clear problem per bad one. */
class ProfileReader {
  constructor(
    private readonly raw: Json,
    private readonly problems: string[],
  ) {}

  has(key: string): boolean {
    return this.raw[key] !== undefined;
  }

  private problem(message: string): void {
    this.problems.push(`${BUSINESS_FILE}: ${message}`);
  }

  refuseUnknown(obj: Json, allowed: readonly string[], prefix: string): void {
    for (const key of Object.keys(obj))
      if (!allowed.includes(key))
        this.problem(`unknown field ${prefix}${key} (allowed: ${allowed.join(', ')})`);
  }

  text(key: string, from: Json | null = this.raw, prefix = ''): string | null {
    const value = from?.[key];
    if (value === undefined || value === null) return null;
    if (typeof value !== 'string' || value.trim() === '') {
      this.problem(`${prefix}${key} must be a non-empty string`);
      return null;
    }
    return value.trim();
  }

  email(key: string): string | null {
    const value = this.text(key);
    if (value !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      this.problem(`${key} must be an e-mail address`);
      return null;
    }
    return value;
  }

  object(key: string, allowed: readonly string[]): Json | null {
    const value = this.raw[key];
    if (value === undefined || value === null) return null;
    if (!isObject(value)) {
      this.problem(`${key} must be an object`);
      return null;
    }
    this.refuseUnknown(value, allowed, `${key}.`);
    return value;
  }

  address(): PostalAddress | null {
    const a = this.object('address', ['street', 'city', 'region', 'postal_code']);
    if (!a) return null;
    const street = this.text('street', a, 'address.');
    const city = this.text('city', a, 'address.');
    const region = this.text('region', a, 'address.') ?? 'MD';
    const postal = this.text('postal_code', a, 'address.');
    if (!street || !city || !postal) {
      this.problem('address needs street, city and postal_code (region defaults to MD)');
      return null;
    }
    if (!/^\d{5}(-\d{4})?$/.test(postal)) {
      this.problem('address.postal_code must be a ZIP code such as 20814');
      return null;
    }
    return { street, city, region, postal_code: postal };
  }

  socialLinks(): SocialLink[] | null {
    const value = this.raw.social_links;
    if (value === undefined) return null;
    if (!Array.isArray(value)) {
      this.problem('social_links must be a list of { network, handle, url }');
      return null;
    }
    const links: SocialLink[] = [];
    value.forEach((item: unknown, i) => {
      const prefix = `social_links[${i}].`;
      if (!isObject(item)) return this.problem(`${prefix.slice(0, -1)} must be an object`);
      this.refuseUnknown(item, ['network', 'handle', 'url'], prefix);
      const network = this.text('network', item, prefix);
      const handle = this.text('handle', item, prefix);
      const url = this.text('url', item, prefix);
      if (url && !/^https:\/\/[^\s/]+\.[^\s]+$/.test(url))
        return this.problem(`${prefix}url must be an https:// address`);
      if (network && handle && url) links.push({ network, handle, url });
    });
    return links;
  }

  /** `{ "monday": "09:00-19:00", "sunday": "closed" }`; days not listed are closed. */
  hours(json: Json): readonly DayHours[] {
    const open: { weekday: number; opens: string; closes: string }[] = [];
    for (const [key, value] of Object.entries(json)) {
      const weekday = WEEKDAY_NAMES.findIndex((d) => d.toLowerCase() === key);
      if (weekday < 0) continue; // already reported as unknown
      if (value === 'closed' || value === null) continue;
      const m = typeof value === 'string' ? /^(\d\d:\d\d)-(\d\d:\d\d)$/.exec(value) : null;
      if (!m) {
        this.problem(`hours.${key} must be "HH:MM-HH:MM" (e.g. "09:00-19:00") or "closed"`);
        continue;
      }
      open.push({ weekday, opens: m[1], closes: m[2] });
    }
    try {
      return weekHours(open);
    } catch (e) {
      this.problem(`hours: ${(e as Error).message}`);
      return BUSINESS_HOURS;
    }
  }

  planPerks(): Record<string, readonly string[]> {
    const ids = MONTHLY_PLANS.map((p) => p.id);
    const json = this.object('plan_perks', ids);
    const perks: Record<string, readonly string[]> = {};
    for (const id of ids) {
      const value = json?.[id];
      if (value === undefined) continue;
      if (
        !Array.isArray(value) ||
        value.some((v: unknown) => typeof v !== 'string' || v.trim() === '')
      ) {
        this.problem(`plan_perks.${id} must be a list of non-empty strings`);
        continue;
      }
      perks[id] = (value as string[]).map((v) => v.trim());
    }
    return perks;
  }
}

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
