import type { SitePhotos } from '@esthetics/domain';
import type { Site } from '../../api/client';

/** The esthetician as the owner configured them; the licence number is null until given. */
export interface Esthetician {
  readonly name: string;
  readonly license_number: string | null;
}

export const NO_PHOTOS: SitePhotos = { hero: null, about: null, gallery: [] };

/** The owner's photos, or none (the site's own drawings stand in) while the site is unknown. */
export function sitePhotos(site: Site | undefined): SitePhotos {
  return site?.photos ?? NO_PHOTOS;
}

/** The esthetician when the owner named one; null otherwise (the page then names nobody). */
export function estheticianOf(site: Site | undefined): Esthetician | null {
  const e = site?.esthetician;
  if (!e || e.name.trim() === '') return null;
  const licence = e.license_number?.trim();
  return { name: e.name.trim(), license_number: licence ? licence : null };
}

/** The About page's credential line; null when no licence number is configured. */
export function licenceLine(esthetician: Esthetician | null): string | null {
  return esthetician?.license_number
    ? `Maryland licensed esthetician, license no. ${esthetician.license_number}`
    : null;
}
