import { GALLERY_CATEGORIES, type GalleryCategory, type GalleryPhoto } from '@esthetics/domain';
import facial480 from '../../assets/images/gallery-facial-480.webp';
import facial800 from '../../assets/images/gallery-facial-800.webp';
import results480 from '../../assets/images/gallery-results-480.webp';
import results800 from '../../assets/images/gallery-results-800.webp';
import skincare480 from '../../assets/images/gallery-skincare-480.webp';
import skincare800 from '../../assets/images/gallery-skincare-800.webp';
import roomDetail480 from '../../assets/images/gallery-treatment-room-detail-480.webp';
import roomDetail800 from '../../assets/images/gallery-treatment-room-detail-800.webp';
import room480 from '../../assets/images/gallery-treatment-room-480.webp';
import room800 from '../../assets/images/gallery-treatment-room-800.webp';
import waxing480 from '../../assets/images/gallery-waxing-480.webp';
import waxing800 from '../../assets/images/gallery-waxing-800.webp';
import { drawingPicture, photoPicture, type PictureSpec } from '../site/photo';

/** The filter buttons: All, then the domain's gallery categories in their order. */
export const GALLERY_FILTERS: readonly { id: GalleryFilter; label: string }[] = [
  { id: 'all', label: 'All' },
  ...GALLERY_CATEGORIES,
];

export type GalleryFilter = 'all' | GalleryCategory;

/** One of the site's own drawings, shown while the owner has given no gallery photos. */
export interface GalleryImage {
  readonly id: string;
  readonly category: GalleryCategory;
  readonly title: string;
  readonly alt: string;
  readonly small: string;
  readonly large: string;
}

/** What the gallery shows: a photo or a drawing, its category and caption. */
export interface GalleryItem {
  readonly id: string;
  readonly category: GalleryCategory;
  readonly title: string;
  readonly picture: PictureSpec;
}

export const GALLERY_IMAGES: readonly GalleryImage[] = [
  {
    id: 'treatment-room',
    category: 'treatment-room',
    title: 'Our treatment room',
    alt: 'A calm treatment room with a heated bed, a warm pendant lamp, shelves of products and a plant by an arched window',
    small: room480,
    large: room800,
  },
  {
    id: 'treatment-room-detail',
    category: 'treatment-room',
    title: 'Details that relax',
    alt: 'Folded towels, candles, smooth stones and an orchid set out before a treatment',
    small: roomDetail480,
    large: roomDetail800,
  },
  {
    id: 'facial',
    category: 'services',
    title: 'Signature facial',
    alt: 'Illustration of a client relaxing under a soothing green mask with cucumber slices',
    small: facial480,
    large: facial800,
  },
  {
    id: 'waxing',
    category: 'services',
    title: 'Gentle waxing',
    alt: 'A wax warmer filled with warm honey-coloured wax and a wooden spatula',
    small: waxing480,
    large: waxing800,
  },
  {
    id: 'skincare',
    category: 'skincare',
    title: 'Professional skincare',
    alt: 'Serums, a dropper bottle, cleansers and a cream jar lined up on a wooden shelf',
    small: skincare480,
    large: skincare800,
  },
  {
    id: 'results',
    category: 'results',
    title: 'Radiant results',
    alt: 'Illustration of a smiling client with glowing skin framed by a golden mirror',
    small: results480,
    large: results800,
  },
];

export function galleryImages(filter: GalleryFilter): GalleryImage[] {
  return GALLERY_IMAGES.filter((image) => filter === 'all' || image.category === filter);
}

/** The drawings are 800 x 600, in a 480 and an 800 px wide file. */
function drawingItem(image: GalleryImage): GalleryItem {
  return {
    id: image.id,
    category: image.category,
    title: image.title,
    picture: drawingPicture({
      files: [
        { url: image.small, width: 480 },
        { url: image.large, width: 800 },
      ],
      width: 800,
      height: 600,
      alt: image.alt,
    }),
  };
}

/**
 * The gallery's pictures under a filter: the owner's photos when they gave any, else the drawings.
 */
export function galleryItems(
  photos: readonly GalleryPhoto[],
  filter: GalleryFilter,
): GalleryItem[] {
  const items: GalleryItem[] =
    photos.length > 0
      ? photos.map((photo) => ({
          id: photo.id,
          category: photo.category,
          title: photo.title,
          picture: photoPicture(photo),
        }))
      : GALLERY_IMAGES.map(drawingItem);
  return items.filter((item) => filter === 'all' || item.category === filter);
}
