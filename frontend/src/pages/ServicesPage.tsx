import { formatPrice } from '@esthetics/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Catalog, Schemas } from '../api/client';
import { useCatalog, useSiteData } from '../api/hooks';
import banner1200 from '../assets/images/services-banner-1200.webp';
import banner600 from '../assets/images/services-banner-600.webp';
import { LoadState } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { Photo } from '../components/Photo';
import { telHref } from '../components/tel';
import { photoPicture } from '../features/site/photo';
import { useCurrentSection } from '../features/site/useCurrentSection';
import './services.css';

type Service = Schemas['ServiceDto'];

const CATEGORIES: { id: Service['category']; label: string; title: string; intro: string }[] = [
  {
    id: 'facial',
    label: 'Facials',
    title: 'Facial Treatments',
    intro: 'Customised facials in our studio, each adapted to your skin on the day.',
  },
  {
    id: 'waxing',
    label: 'Waxing',
    title: 'Body Waxing',
    intro: 'Quick, precise and gentle waxing with soothing aftercare.',
  },
  {
    id: 'mobile',
    label: 'Mobile',
    title: 'Mobile Services',
    intro: 'We bring the spa to your home, hotel or venue anywhere in our area.',
  },
  {
    id: 'corporate',
    label: 'Corporate',
    title: 'Corporate Wellness',
    intro: 'On-site treatments for teams and events, priced per person.',
  },
];

/** The category bar: each category's section, then the package deals. */
const BAR = [
  ...CATEGORIES.map(({ id, label }) => ({ id: id as string, label })),
  { id: 'packages', label: 'Packages' },
];
const BAR_IDS = BAR.map((b) => b.id);

const bookingLink = (param: string, id: string) => `/booking?${param}=${encodeURIComponent(id)}`;

/** Scrolls to the section named in the address (#facial, #packages, ...) once it is on the page. */
function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

/** The sticky bar of links into the page, the section being read marked as current. */
function CategoryBar({ ready }: { ready: boolean }) {
  const bar = useRef<HTMLElement>(null);
  const [offset, setOffset] = useState(140);
  useLayoutEffect(() => {
    const header = document.querySelector('.site-header');
    const height = (header?.getBoundingClientRect().height ?? 0) + (bar.current?.offsetHeight ?? 0);
    if (height > 0) setOffset(Math.ceil(height) + 8);
  }, []);
  const current = useCurrentSection(BAR_IDS, offset, ready);

  // Keep the current link in sight when the bar scrolls sideways on a narrow screen.
  useEffect(() => {
    const nav = bar.current;
    const link = nav?.querySelector<HTMLElement>('[aria-current="true"]');
    if (!nav || !link) return;
    const list = link.closest('ul');
    if (!list) return;
    const left = link.offsetLeft - list.offsetLeft;
    if (left < list.scrollLeft || left + link.offsetWidth > list.scrollLeft + list.clientWidth) {
      list.scrollTo({ left: Math.max(0, left - 16) });
    }
  }, [current]);

  return (
    <nav ref={bar} className="category-bar" aria-label="Service categories">
      <ul className="container">
        {BAR.map(({ id, label }) => (
          <li key={id}>
            <a href={`#${id}`} aria-current={current === id ? 'true' : undefined}>
              {label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The space of the catalog while it loads: a heading and cards, taller than a phone's screen. */
function CatalogSkeleton() {
  return (
    <section className="section services-section">
      <div className="container">
        <div className="skeleton skeleton--heading" />
        <div className="skeleton skeleton--line" />
        <div className="grid">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <div key={i} className="skeleton skeleton--card" />
          ))}
        </div>
      </div>
    </section>
  );
}

function ServiceCard({ service }: { service: Service }) {
  return (
    <article className="card service-card">
      {service.photo && (
        <Photo
          picture={photoPicture(service.photo)}
          sizes="(min-width: 900px) 360px, 100vw"
          className="service-card__photo"
        />
      )}
      <h3>{service.name}</h3>
      <p className="meta">
        <span>{service.duration} min</span>
        <span className="price">
          {formatPrice(service.price_cents)}
          {service.per_person && ' per person'}
        </span>
      </p>
      <p>{service.description}</p>
      {service.notes.length > 0 && (
        <ul className="tag-list" aria-label="Good to know">
          {service.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <Link to={bookingLink('service', service.id)} className="btn btn--ghost btn--small">
        Book this<span className="visually-hidden"> — {service.name}</span>
      </Link>
    </article>
  );
}

function CatalogSections({ catalog }: { catalog: Catalog }) {
  useScrollToHash(true);
  const site = useSiteData();
  return (
    <>
      {CATEGORIES.map((category) => {
        const services = catalog.services.filter((s) => s.category === category.id);
        return (
          <section
            key={category.id}
            id={category.id}
            className="section services-section"
            aria-labelledby={`${category.id}-title`}
          >
            <div className="container">
              <h2 id={`${category.id}-title`}>{category.title}</h2>
              <p className="lead">{category.intro}</p>
              {category.id === 'corporate' && catalog.volume_discount_text && (
                <p className="notice notice--success">{catalog.volume_discount_text}</p>
              )}
              {services.length === 0 ? (
                <p className="state">No services in this category right now.</p>
              ) : (
                <div className="grid">
                  {services.map((service) => (
                    <ServiceCard key={service.id} service={service} />
                  ))}
                </div>
              )}
            </div>
          </section>
        );
      })}

      <section id="add-ons" className="section section--sage" aria-labelledby="add-ons-title">
        <div className="container">
          <h2 id="add-ons-title">Add-ons</h2>
          <p className="lead">Enhance any facial. Add them when you book.</p>
          <ul className="addon-list">
            {catalog.add_ons.map((addOn) => (
              <li key={addOn.id}>
                <span className="addon-name">{addOn.name}</span>
                <span>{addOn.duration} min</span>
                <span className="price">+{formatPrice(addOn.price_cents)}</span>
              </li>
            ))}
          </ul>
          <Link to="/booking" className="btn btn--small">
            Book with add-ons
          </Link>
        </div>
      </section>

      <section id="packages" className="section" aria-labelledby="packages-title">
        <div className="container">
          <h2 id="packages-title">Package Deals</h2>
          <p className="lead">
            Save on a series of treatments. Package deals are paid in full when booked.
          </p>
          <div className="grid">
            {catalog.packages.map((pkg) => (
              <article key={pkg.id} className="card package-card">
                <h3>{pkg.name}</h3>
                <p className="meta">
                  <span className="price">{formatPrice(pkg.budget_cents)}</span>
                  <span>Save {formatPrice(pkg.savings_cents)}</span>
                </p>
                <p>{pkg.description}</p>
                <ul className="tag-list">
                  <li>Up to {pkg.maxServices} services</li>
                  <li>Valid {pkg.validMonths} months</li>
                </ul>
                <Link to={bookingLink('package', pkg.id)} className="btn btn--small">
                  Book this package<span className="visually-hidden"> — {pkg.name}</span>
                </Link>
              </article>
            ))}
          </div>
        </div>
      </section>

      {catalog.monthly_plans.length > 0 && (
        <section id="memberships" className="section section--tint" aria-labelledby="plans-title">
          <div className="container">
            <h2 id="plans-title">Monthly memberships</h2>
            <p className="lead">Regular care at a monthly price. Ask us at your next visit.</p>
            <div className="grid grid--3">
              {catalog.monthly_plans.map((plan) => (
                <article key={plan.id} className="card">
                  <h3>{plan.name}</h3>
                  <p className="meta">
                    <span className="price">{formatPrice(plan.price_cents)} / month</span>
                  </p>
                  {plan.includes.length > 0 ? (
                    <ul className="check-list">
                      {plan.includes.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  ) : (
                    <p>
                      Ask us what it includes
                      {site && (
                        <>
                          {' '}
                          or call <a href={telHref(site.phone)}>{site.phone}</a>
                        </>
                      )}
                      .
                    </p>
                  )}
                  <Link to="/contact" className="btn btn--ghost btn--small">
                    Ask about {plan.name}
                  </Link>
                </article>
              ))}
            </div>
          </div>
        </section>
      )}
    </>
  );
}

export default function ServicesPage() {
  const catalog = useCatalog();
  return (
    <>
      <PageHeader eyebrow="Services and prices" title="Our Services">
        Facials, waxing, mobile and corporate services, add-ons and package deals, with their
        duration and price.
      </PageHeader>
      <div className="container services-banner">
        <img
          src={banner1200}
          srcSet={`${banner600} 600w, ${banner1200} 1200w`}
          sizes="(min-width: 1200px) 1160px, 100vw"
          width={1200}
          height={500}
          alt="A bowl of warm water with flower petals, rolled towels and a candle, ready for a facial"
          className="rounded-img"
        />
      </div>
      <CategoryBar ready={catalog.status === 'ready'} />
      <LoadState state={catalog} what="our services" skeleton={<CatalogSkeleton />}>
        {(data) => <CatalogSections catalog={data} />}
      </LoadState>
    </>
  );
}
