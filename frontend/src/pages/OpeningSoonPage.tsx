import { Link } from 'react-router-dom';
import { useSiteData } from '../api/hooks';
import { PageHeader } from '../components/PageHeader';
import { telHref } from '../components/tel';

/** An honest interim page for the admin console, which arrives in a later release. */
export default function OpeningSoonPage() {
  const site = useSiteData();
  return (
    <>
      <PageHeader title="The admin console opens soon" />
      <section className="section">
        <div className="container interim">
          <p className="lead">The console for the studio is not available yet.</p>
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
