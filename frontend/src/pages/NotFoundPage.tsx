import { ButtonLinks, CONTACT_LINK, SERVICES_LINK } from '../components/ButtonLinks';
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
        <ButtonLinks
          links={[{ to: '/', label: 'Go to the home page' }, SERVICES_LINK, CONTACT_LINK]}
        />
      </div>
    </section>
  );
}
