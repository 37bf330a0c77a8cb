import type { PhotoSource, SitePhoto } from '@esthetics/domain';

/**
 * What a <picture> shows: either one of the owner's photos (AVIF and WebP sources at several widths)
 * or one of the site's drawings (WebP only). Width and height are always set so the space is
 * reserved before the file arrives.
 */
export interface PictureSpec {
  readonly src: string;
  readonly sources: readonly PhotoSource[];
  /** A WebP srcset for the <img> itself, used when there are no <source>s. */
  readonly srcset?: string;
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** A drawing of the site: its files by width, largest last. */
export interface Drawing {
  readonly files: readonly { readonly url: string; readonly width: number }[];
  readonly width: number;
  readonly height: number;
  readonly alt: string;
}

/** `url 480w, url 800w` from files by width (sorted narrow to wide). */
export function srcsetOf(files: readonly { url: string; width: number }[]): string {
  return [...files]
    .sort((a, b) => a.width - b.width)
    .map((f) => `${f.url} ${f.width}w`)
    .join(', ');
}

export function drawingPicture(drawing: Drawing): PictureSpec {
  const sorted = [...drawing.files].sort((a, b) => a.width - b.width);
  const largest = sorted[sorted.length - 1];
  if (!largest) throw new Error('A drawing needs at least one file');
  return {
    src: largest.url,
    sources: [],
    srcset: sorted.length > 1 ? srcsetOf(sorted) : undefined,
    width: drawing.width,
    height: drawing.height,
    alt: drawing.alt,
  };
}

/** AVIF first: the browser takes the first <source> whose type it supports. */
export function photoPicture(photo: SitePhoto): PictureSpec {
  const order = { 'image/avif': 0, 'image/webp': 1 } as const;
  return {
    src: photo.src,
    sources: [...photo.sources].sort((a, b) => order[a.type] - order[b.type]),
    width: photo.width,
    height: photo.height,
    alt: photo.alt,
  };
}

/** The owner's photo when there is one, else the drawing. */
export function pictureOf(photo: SitePhoto | null | undefined, drawing: Drawing): PictureSpec {
  return photo ? photoPicture(photo) : drawingPicture(drawing);
}
