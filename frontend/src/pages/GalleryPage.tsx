import { useState } from 'react';
import { Link } from 'react-router-dom';
import { PageHeader } from '../components/PageHeader';
import { GALLERY_FILTERS, galleryImages, type GalleryFilter } from '../features/gallery/gallery';
import './gallery.css';

/** Images in the first row load at once; the rest when scrolled near. */
const EAGER_COUNT = 3;

export default function GalleryPage() {
  const [filter, setFilter] = useState<GalleryFilter>('all');
  const images = galleryImages(filter);
  return (
    <>
      <PageHeader eyebrow="Gallery" title="Inside Our Studio">
        A look at our treatment room, our services, the products we use and the glow our clients
        leave with.
      </PageHeader>
      <section className="section" aria-label="Photos">
        <div className="container">
          <div className="filters" role="group" aria-label="Filter photos">
            {GALLERY_FILTERS.map((f) => (
              <button
                key={f.id}
                type="button"
                className="filter"
                aria-pressed={filter === f.id}
                onClick={() => setFilter(f.id)}
              >
                {f.label}
              </button>
            ))}
          </div>
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
                    <img
                      src={image.large}
                      srcSet={`${image.small} 480w, ${image.large} 800w`}
                      sizes="(min-width: 1200px) 380px, (min-width: 700px) 50vw, 100vw"
                      width={800}
                      height={600}
                      alt={image.alt}
                      loading={i < EAGER_COUNT ? 'eager' : 'lazy'}
                      decoding="async"
                    />
                    <figcaption>{image.title}</figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
          <div className="btn-row gallery-cta">
            <Link to="/booking" className="btn btn--accent">
              Book Appointment
            </Link>
            <Link to="/services" className="btn btn--ghost">
              View Services
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
