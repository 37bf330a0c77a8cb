import { Link } from 'react-router-dom';
import { useSiteData } from '../api/hooks';
import { telHref } from './tel';

/** How to reach the business, for the legal pages' contact sections. */
export function ContactLines() {
  const site = useSiteData();
  if (!site) return <p>Please use our contact page to reach us.</p>;
  return (
    <p>
      {site.name}, {site.location}. Phone <a href={telHref(site.phone)}>{site.phone}</a>, social{' '}
      {site.social}, or write to us through our <Link to="/contact">contact page</Link>.
    </p>
  );
}
