import { BOOK_LINK, ButtonLinks } from '../components/ButtonLinks';
import { PageHeader } from '../components/PageHeader';
import { TESTIMONIALS } from '../features/testimonials/testimonials';
import './testimonials.css';

function Stars({ rating }: { rating: number }) {
  return (
    <p className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {'★'.repeat(rating)}
    </p>
  );
}

export default function TestimonialsPage() {
  return (
    <>
      <PageHeader eyebrow="Testimonials" title="What Our Clients Say">
        Kind words from clients of our studio, our mobile spa and our corporate events.
      </PageHeader>
      <section className="section" aria-label="Reviews">
        <div className="container">
          <ul className="testimonials">
            {TESTIMONIALS.map((t) => (
              <li key={t.name}>
                <figure className="card testimonial">
                  <Stars rating={t.rating} />
                  <blockquote>
                    <p>{t.text}</p>
                  </blockquote>
                  <figcaption>
                    <strong>{t.name}</strong>
                    <span>{t.service}</span>
                    <span className="when">{t.date}</span>
                  </figcaption>
                </figure>
              </li>
            ))}
          </ul>
          <ButtonLinks links={[BOOK_LINK]} className="testimonials-cta" />
        </div>
      </section>
    </>
  );
}
