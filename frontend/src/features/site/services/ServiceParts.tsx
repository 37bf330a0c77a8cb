/** The services page's parts: its categories, the bar into them, a service's card. */
import { formatPrice } from '@esthetics/domain';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { Schemas } from '../../../api/client';
import { Photo } from '../../../components/Photo';
import { photoPicture } from '../photo';
import { useCurrentSection } from '../useCurrentSection';

export type Service = Schemas['ServiceDto'];

export const CATEGORIES: {
  id: Service['category'];
  label: string;
  title: string;
  intro: string;
}[] = [
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

export const bookingLink = (param: string, id: string) =>
  `/booking?${param}=${encodeURIComponent(id)}`;

/** Scrolls to the section named in the address (#facial, #packages, ...) once it is on the page. */
export function useScrollToHash(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [ready, hash]);
}

/** The sticky bar of links into the page, the section being read marked as current. */
export function CategoryBar({ ready }: { ready: boolean }) {
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
export function CatalogSkeleton() {
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

export function ServiceCard({ service }: { service: Service }) {
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
