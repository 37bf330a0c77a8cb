import { formatPrice, HERO_IMAGE_SIZES } from '@esthetics/domain';
import { Link } from 'react-router-dom';
import { useCatalog, useSiteData } from '../api/hooks';
import hero1600 from '../assets/images/hero-1600.webp';
import hero800 from '../assets/images/hero-800.webp';
import facialImg from '../assets/images/service-facial-600.webp';
import mobileImg from '../assets/images/service-mobile-600.webp';
import waxingImg from '../assets/images/service-waxing-600.webp';
import { LoadState } from '../components/LoadState';
import { BOOK_LINK, ButtonLinks, SERVICES_LINK } from '../components/ButtonLinks';
import { PageTitle } from '../components/PageTitle';
import { Photo } from '../components/Photo';
import { pictureOf, type Drawing } from '../features/site/photo';
import { sitePhotos } from '../features/site/profile';
import { TitledSection } from '../components/TitledSection';
import './home.css';

/** The three signature services of the home page, by catalog id. */
const SIGNATURE = [
  { id: 'signature-glow-facial', image: facialImg },
  { id: 'brazilian-wax', image: waxingImg },
  { id: 'mobile-signature-facial', image: mobileImg },
];

const HERO_DRAWING: Drawing = {
  files: [
    { url: hero800, width: 800 },
    { url: hero1600, width: 1600 },
  ],
  width: 800,
  height: 500,
  alt: 'Folded towels, smooth stones, candles and a plant in our sunlit studio',
};

const WHY = [
  {
    title: 'Licensed and experienced',
    text: 'Every treatment is given by a licensed esthetician who takes time to understand your skin.',
  },
  {
    title: 'Tailored to you',
    text: 'Each facial is adapted on the day to your skin type, concerns and goals.',
  },
  {
    title: 'Professional products',
    text: 'Professional-grade, skin-type-specific products, with advice for a simple routine at home.',
  },
  {
    title: 'Studio, home or office',
    text: 'Visit our calm treatment room, or we bring the spa to you, your party or your team.',
  },
];

/** The two services the studio takes to its clients, each with its page. */
const TEASERS = [
  {
    eyebrow: 'Mobile spa',
    title: 'We come to you',
    text: 'Facials, waxing, bridal preparation and group sessions at your home, hotel or venue, with everything we need brought along.',
    to: '/services#mobile',
    link: 'Mobile services',
    dark: false,
  },
  {
    eyebrow: 'Corporate wellness',
    title: 'Treat your team',
    text: 'Team building, staff appreciation and wellness days on site, planned around your schedule and your group.',
    to: '/corporate-bookings',
    link: 'Corporate events',
    dark: true,
  },
] as const;

export default function HomePage() {
  const catalog = useCatalog();
  const hero = pictureOf(sitePhotos(useSiteData()).hero, HERO_DRAWING);
  return (
    <>
      <PageTitle title="Facials, waxing and wellness events" />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero-grid">
          <div>
            <span className="eyebrow">Esthetics studio · Maryland</span>
            <h1 id="hero-title">Skin care that feels like a retreat</h1>
            <p className="lead">
              Results-driven facials, gentle waxing and mobile spa services, in our calm studio or
              wherever you are.
            </p>
            <ButtonLinks links={[BOOK_LINK, SERVICES_LINK]} />
            <ul className="hero-facts">
              <li>Licensed esthetician</li>
              <li>Mobile services</li>
              <li>Corporate events</li>
            </ul>
          </div>
          <Photo className="hero-img" picture={hero} sizes={HERO_IMAGE_SIZES} loading="priority" />
        </div>
      </section>

      <TitledSection
        id="signature-title"
        title="Our most-loved treatments"
        eyebrow="Signature services"
      >
        <LoadState
          state={catalog}
          what="our services"
          skeleton={
            <div className="grid grid--3">
              {SIGNATURE.map(({ id }) => (
                <div key={id} className="skeleton signature-skeleton" />
              ))}
            </div>
          }
        >
          {(data) => (
            <div className="grid grid--3">
              {SIGNATURE.map(({ id, image }) => {
                const service = data.services.find((s) => s.id === id);
                if (!service) return null;
                return (
                  <article key={id} className="card card--media">
                    <img
                      className="service-img"
                      src={image}
                      width={600}
                      height={400}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                    <div className="card-body">
                      <h3>{service.name}</h3>
                      <p className="meta">
                        <span>{service.duration} min</span>
                        <span className="price">{formatPrice(service.price_cents)}</span>
                      </p>
                      <p>{service.description}</p>
                      <div className="btn-row">
                        <Link
                          to={`/booking?service=${encodeURIComponent(service.id)}`}
                          className="btn btn--small"
                        >
                          Book this<span className="visually-hidden"> — {service.name}</span>
                        </Link>
                        <Link to="/services" className="btn btn--ghost btn--small">
                          See all services
                        </Link>
                      </div>
                    </div>
                  </article>
                );
              })}
            </div>
          )}
        </LoadState>
      </TitledSection>

      <TitledSection
        id="why-title"
        title="Care you can feel, results you can see"
        eyebrow="Why choose us"
        tone="tint"
      >
        <ul className="why-grid">
          {WHY.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </TitledSection>

      <section className="section" aria-label="Mobile and corporate services">
        <div className="container teasers">
          {TEASERS.map((t) => (
            <div key={t.to} className={t.dark ? 'teaser teaser--dark' : 'teaser'}>
              <span className="eyebrow">{t.eyebrow}</span>
              <h2>{t.title}</h2>
              <p>{t.text}</p>
              <Link to={t.to} className="btn">
                {t.link}
              </Link>
            </div>
          ))}
        </div>
      </section>
    </>
  );
}
