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

export const GALLERY_FILTERS = [
  { id: 'all', label: 'All' },
  { id: 'treatment-room', label: 'Treatment Room' },
  { id: 'services', label: 'Services' },
  { id: 'skincare', label: 'Skincare' },
  { id: 'results', label: 'Results' },
] as const;

export type GalleryFilter = (typeof GALLERY_FILTERS)[number]['id'];
export type GalleryCategory = Exclude<GalleryFilter, 'all'>;

export interface GalleryImage {
  readonly id: string;
  readonly category: GalleryCategory;
  readonly title: string;
  readonly alt: string;
  readonly small: string;
  readonly large: string;
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
