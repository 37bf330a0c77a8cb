import { GALLERY_FILTERS, GALLERY_IMAGES, galleryImages } from './gallery';

describe('the gallery', () => {
  it('has six images and the five filters of the spec', () => {
    expect(GALLERY_IMAGES).toHaveLength(6);
    expect(GALLERY_FILTERS.map((f) => f.label)).toEqual([
      'All',
      'Treatment Room',
      'Services',
      'Skincare',
      'Results',
    ]);
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
});
