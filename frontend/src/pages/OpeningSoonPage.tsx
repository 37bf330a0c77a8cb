import { Link } from 'react-router-dom';
import { useSiteData } from '../api/hooks';
import { PageHeader } from '../components/PageHeader';
import { telHref } from '../components/tel';

const AREAS = {
  booking: {
    title: 'Online booking opens soon',
    text: 'Until then we are happy to book your appointment by phone.',
  },
  client: {
    title: 'Client accounts open soon',
    text: 'Your client area with your profile, appointments and health form is on its way. Until then, call us for anything about your appointments.',
  },
  admin: {
    title: 'The admin console opens soon',
    text: 'The console for the studio is not available yet.',
  },
} as const;

/** An honest interim page for the parts of the site that arrive in later releases. */
export default function OpeningSoonPage({ area }: { area: keyof typeof AREAS }) {
  const site = useSiteData();
  const { title, text } = AREAS[area];
  return (
    <>
      <PageHeader title={title} />
      <section className="section">
        <div className="container interim">
          <p className="lead">{text}</p>
          {site && (
            <p className="lead">
              Call us at <a href={telHref(site.phone)}>{site.phone}</a>.
            </p>
          )}
          <div className="btn-row">
            <Link to="/services" className="btn">
              View Services
            </Link>
            <Link to="/contact" className="btn btn--ghost">
              Contact us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
