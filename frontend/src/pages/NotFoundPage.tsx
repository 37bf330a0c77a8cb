import { Link } from 'react-router-dom';
import { PageTitle } from '../components/PageTitle';

export default function NotFoundPage() {
  return (
    <section className="section">
      <PageTitle title="Page not found" />
      <div className="container interim">
        <span className="eyebrow">Error 404</span>
        <h1>Page not found</h1>
        <p className="lead">
          Sorry, we could not find that page. It may have moved, or the address may be mistyped.
        </p>
        <div className="btn-row">
          <Link to="/" className="btn">
            Go to the home page
          </Link>
          <Link to="/services" className="btn btn--ghost">
            View Services
          </Link>
          <Link to="/contact" className="btn btn--ghost">
            Contact us
          </Link>
        </div>
      </div>
    </section>
  );
}
