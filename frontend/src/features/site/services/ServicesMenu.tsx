import { formatPrice } from '@esthetics/domain';
import { Link } from 'react-router-dom';
import type { Catalog } from '../../../api/client';
import { useCatalog, useSiteData } from '../../../api/hooks';
import banner1200 from '../../../assets/images/services-banner-1200.webp';
import banner600 from '../../../assets/images/services-banner-600.webp';
import { LoadState } from '../../../components/LoadState';
import { PageHeader } from '../../../components/PageHeader';
import { telHref } from '../../../components/tel';
import {
  bookingLink,
  CatalogSkeleton,
  CategoryBar,
  CATEGORIES,
  ServiceCard,
  useScrollToHash,
} from './ServiceParts';
import { TitledSection } from '../../../components/TitledSection';
import './services.css';

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

      <TitledSection id="add-ons-title" title="Add-ons" tone="sage" anchor="add-ons">
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
      </TitledSection>

      <TitledSection id="packages-title" title="Package Deals" anchor="packages">
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
      </TitledSection>

      {catalog.monthly_plans.length > 0 && (
        <TitledSection
          id="plans-title"
          title="Monthly memberships"
          tone="tint"
          anchor="memberships"
        >
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
        </TitledSection>
      )}
    </>
  );
}

/** The services page: the banner, the bar into the categories, the menu with its prices. */
export function ServicesMenu() {
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
