import { useState } from 'react';
import { useSiteData } from '../api/hooks';
import { BOOK_LINK, ButtonLinks, SERVICES_LINK } from '../components/ButtonLinks';
import { PageHeader } from '../components/PageHeader';
import { PressedGroup } from '../components/PressedGroup';
import { Photo } from '../components/Photo';
import { GALLERY_FILTERS, galleryItems, type GalleryFilter } from '../features/gallery/gallery';
import { sitePhotos } from '../features/site/profile';
import './gallery.css';

/** Images in the first row load at once; the rest when scrolled near. */
const EAGER_COUNT = 3;

export default function GalleryPage() {
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const images = galleryItems(sitePhotos(useSiteData()).gallery, filter);
  return (
    <>
      <PageHeader eyebrow="Gallery" title="Inside Our Studio">
        A look at our treatment room, our services, the products we use and the glow our clients
        leave with.
      </PageHeader>
      <section className="section" aria-label="Photos">
        <div className="container">
          <PressedGroup
            className="filters"
            buttonClassName="filter"
            label="Filter photos"
            options={GALLERY_FILTERS}
            pressed={filter}
            onPress={setFilter}
          />
          <p className="visually-hidden" aria-live="polite">
            Showing {images.length} {images.length === 1 ? 'photo' : 'photos'}
          </p>
          {images.length === 0 ? (
            <p className="state">No photos in this category yet.</p>
          ) : (
            <ul className="gallery-grid">
              {images.map((image, i) => (
                <li key={image.id}>
                  <figure>
                    <Photo
                      picture={image.picture}
                      sizes="(min-width: 1200px) 380px, (min-width: 700px) 50vw, 100vw"
                      loading={i === 0 ? 'priority' : i < EAGER_COUNT ? 'eager' : 'lazy'}
                    />
                    <figcaption>{image.title}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
          <ButtonLinks links={[BOOK_LINK, SERVICES_LINK]} className="gallery-cta" />
        </div>
      </section>
    </>
  );
}
