import { GALLERY_CATEGORIES, type GalleryPhoto } from '@esthetics/domain';
import { GALLERY_FILTERS, GALLERY_IMAGES, galleryImages, galleryItems } from './gallery';

const photo = (id: string, category: GalleryPhoto['category']): GalleryPhoto => ({
  id,
  category,
  alt: `The owner's photo ${id}, described for a screen reader`,
  title: `Photo ${id}`,
  width: 1200,
  height: 900,
  src: `/photos/${id}-1200.webp`,
  sources: [{ type: 'image/avif', srcset: `/photos/${id}-480.avif 480w` }],
});

describe('the gallery', () => {
  it("has six drawings and the filters All plus the domain's categories", () => {
    expect(GALLERY_IMAGES).toHaveLength(6);
    expect(GALLERY_FILTERS.map((f) => f.label)).toEqual([
      'All',
      'Treatment Room',
      'Services',
      'Skincare',
      'Results',
    ]);
    expect(GALLERY_FILTERS.slice(1)).toEqual(GALLERY_CATEGORIES);
  });

  it('shows every image under All and only its category otherwise, each category non-empty', () => {
    expect(galleryImages('all')).toEqual(GALLERY_IMAGES);
    for (const { id } of GALLERY_FILTERS.filter((f) => f.id !== 'all')) {
      const shown = galleryImages(id);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((image) => image.category === id)).toBe(true);
    }
    const total = GALLERY_FILTERS.filter((f) => f.id !== 'all').reduce(
      (n, f) => n + galleryImages(f.id).length,
      0,
    );
    expect(total).toBe(6);
  });

  it('describes every image', () => {
    for (const image of GALLERY_IMAGES) expect(image.alt.length).toBeGreaterThan(20);
  });

  it('shows the drawings, 800 x 600 in two widths, while the owner has no gallery photos', () => {
    const items = galleryItems([], 'all');
    expect(items.map((i) => i.id)).toEqual(GALLERY_IMAGES.map((i) => i.id));
    expect(items[0]?.picture).toMatchObject({ width: 800, height: 600, sources: [] });
    expect(items[0]?.picture.srcset).toMatch(/ 480w, .* 800w$/);
    expect(galleryItems([], 'results').map((i) => i.title)).toEqual(['Radiant results']);
  });

  it("shows only the owner's photos once there are any, filtered by their folder", () => {
    const photos = [photo('room', 'treatment-room'), photo('glow', 'results')];
    expect(galleryItems(photos, 'all').map((i) => i.id)).toEqual(['room', 'glow']);
    const [glow] = galleryItems(photos, 'results');
    expect(glow?.picture).toMatchObject({
      width: 1200,
      height: 900,
      src: '/photos/glow-1200.webp',
    });
    expect(galleryItems(photos, 'skincare')).toEqual([]);
  });
});
