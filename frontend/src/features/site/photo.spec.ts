import type { SitePhoto } from '@esthetics/domain';
import { drawingPicture, photoPicture, pictureOf, srcsetOf, type Drawing } from './photo';

const drawing: Drawing = {
  files: [
    { url: '/assets/hero-1600.webp', width: 1600 },
    { url: '/assets/hero-800.webp', width: 800 },
  ],
  width: 800,
  height: 500,
  alt: 'Folded towels and candles in the studio',
};

const photo: SitePhoto = {
  id: 'hero',
  alt: 'The treatment room at dawn',
  title: 'Treatment room',
  width: 1600,
  height: 1067,
  src: '/photos/hero-1600.webp',
  sources: [
    { type: 'image/webp', srcset: '/photos/hero-480.webp 480w, /photos/hero-1600.webp 1600w' },
    { type: 'image/avif', srcset: '/photos/hero-480.avif 480w, /photos/hero-1600.avif 1600w' },
  ],
};

describe('pictures', () => {
  it('writes a srcset narrow to wide', () => {
    expect(srcsetOf(drawing.files)).toBe(
      '/assets/hero-800.webp 800w, /assets/hero-1600.webp 1600w',
    );
  });

  it('shows a drawing as one WebP with its widths, the largest as src, its size reserved', () => {
    expect(drawingPicture(drawing)).toEqual({
      src: '/assets/hero-1600.webp',
      sources: [],
      srcset: '/assets/hero-800.webp 800w, /assets/hero-1600.webp 1600w',
      width: 800,
      height: 500,
      alt: drawing.alt,
    });
    const single = drawingPicture({ ...drawing, files: [{ url: '/a.webp', width: 600 }] });
    expect(single.srcset).toBeUndefined();
    expect(single.src).toBe('/a.webp');
  });

  it('offers AVIF before WebP for a photo, with its own size and description', () => {
    const picture = photoPicture(photo);
    expect(picture.sources.map((s) => s.type)).toEqual(['image/avif', 'image/webp']);
    expect(picture).toMatchObject({ src: photo.src, width: 1600, height: 1067, alt: photo.alt });
    expect(picture.srcset).toBeUndefined();
  });

  it("prefers the owner's photo and falls back to the drawing", () => {
    expect(pictureOf(photo, drawing).src).toBe(photo.src);
    expect(pictureOf(null, drawing).src).toBe('/assets/hero-1600.webp');
    expect(pictureOf(undefined, drawing).alt).toBe(drawing.alt);
  });
});
