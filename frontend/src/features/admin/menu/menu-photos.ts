import type { SitePhoto, SitePhotos } from '@esthetics/domain';

export interface PhotoChoice {
  readonly id: string;
  readonly label: string;
  /** A small file to preview it, when the library still has it. */
  readonly src: string | null;
}

const labelOf = (photo: SitePhoto) => photo.title.trim() || photo.alt.trim() || photo.id;

/**
 * The photos a service may show: the site's library (GET /api/site `photos`: the home page's, the
 * about page's and the gallery's), each once. A service's photo the library no longer has stays
 * choosable, so saving the service does not silently drop it.
 */
export function photoChoices(photos: SitePhotos, current: string | null): PhotoChoice[] {
  const all = [photos.hero, photos.about, ...photos.gallery].filter(
    (p): p is SitePhoto => p !== null,
  );
  const seen = new Set<string>();
  const choices: PhotoChoice[] = [];
  for (const photo of all) {
    if (seen.has(photo.id)) continue;
    seen.add(photo.id);
    choices.push({ id: photo.id, label: labelOf(photo), src: photo.src });
  }
  if (current && !seen.has(current)) {
    choices.push({ id: current, label: 'A photo no longer in the library', src: null });
  }
  return choices;
}
