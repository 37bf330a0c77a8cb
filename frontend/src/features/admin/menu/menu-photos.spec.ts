import type { GalleryPhoto, SitePhoto } from '@esthetics/domain';
import { photoChoices } from './menu-photos';

const photo = (id: string, title: string, alt = ''): SitePhoto => ({
  id,
  title,
  alt,
  width: 1600,
  height: 1067,
  src: `/media/${id}-1600.webp`,
  sources: [],
});
const inGallery = (p: SitePhoto): GalleryPhoto => ({ ...p, category: 'services' });

describe('the photos a service may show', () => {
  it('lists the library once each, by title (else its description)', () => {
    const room = photo('p1', 'The treatment room');
    const choices = photoChoices(
      { hero: room, about: null, gallery: [inGallery(room), inGallery(photo('p2', ' ', 'Wax'))] },
      null,
    );
    expect(choices).toEqual([
      { id: 'p1', label: 'The treatment room', src: '/media/p1-1600.webp' },
      { id: 'p2', label: 'Wax', src: '/media/p2-1600.webp' },
    ]);
  });

  it("keeps a service's photo that the library no longer has", () => {
    expect(photoChoices({ hero: null, about: null, gallery: [] }, 'gone')).toEqual([
      { id: 'gone', label: 'A photo no longer in the library', src: null },
    ]);
    expect(photoChoices({ hero: null, about: null, gallery: [] }, null)).toEqual([]);
  });
});
