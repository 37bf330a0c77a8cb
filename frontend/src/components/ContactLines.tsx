import { Link } from 'react-router-dom';
import { useSiteData } from '../api/hooks';
import { placeLine } from './Footer';
import { telHref } from './tel';

/** How to reach the business, for the legal pages' contact sections: all from its profile. */
export function ContactLines() {
  const site = useSiteData();
  if (!site) return <p>Please use our contact page to reach us.</p>;
  return (
    <>
      <p>
        {site.name}, {placeLine(site)}. Phone <a href={telHref(site.phone)}>{site.phone}</a>, e-mail{' '}
        <a href={`mailto:${site.email}`}>{site.email}</a>
        {site.social_links.length > 0 && (
          <>
            , or find us on{' '}
            {site.social_links.map((link, i) => (
              <span key={link.url}>
                {i > 0 && ', '}
                <a href={link.url} rel="noopener">
                  {link.network} ({link.handle})
                </a>
              </span>
            ))}
          </>
        )}
        . You can also write to us through our <Link to="/contact">contact page</Link>.
      </p>
      <p>Opening hours: {site.hours_text.map((h) => `${h.days} ${h.hours}`).join('; ')}.</p>
    </>
  );
}
