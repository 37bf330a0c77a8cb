import { CORPORATE_PERFECT_FOR, CORPORATE_WHY_CHOOSE_US } from '@esthetics/domain';
import { Link } from 'react-router-dom';
import { useCatalog, useSiteData } from '../api/hooks';
import { LoadState } from '../components/LoadState';
import { PageHeader } from '../components/PageHeader';
import { telHref } from '../components/tel';
import { CorporateInquiry } from '../features/corporate/CorporateInquiry';
import './corporate.css';

export default function CorporatePage() {
  const catalog = useCatalog();
  const site = useSiteData();
  return (
    <>
      <PageHeader eyebrow="Corporate events" title="Corporate Wellness Events">
        Bring professional skin care and relaxation to your workplace, retreat or celebration.
      </PageHeader>
      <section className="section">
        <div className="container split corporate-lists">
          <div>
            <h2>Why choose us</h2>
            <ul className="check-list">
              {CORPORATE_WHY_CHOOSE_US.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
          <div>
            <h2>Perfect for</h2>
            <ul className="check-list">
              {CORPORATE_PERFECT_FOR.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        </div>
      </section>
      <LoadState state={catalog} what="our event packages">
        {(data) => <CorporateInquiry catalog={data} />}
      </LoadState>
      <section className="section section--sage" aria-labelledby="talk-title">
        <div className="container corporate-talk">
          <h2 id="talk-title">Prefer to talk it through?</h2>
          <p>Call us or send a message and we will help you plan the right event.</p>
          <div className="btn-row">
            {site && (
              <a className="btn" href={telHref(site.phone)}>
                Call {site.phone}
              </a>
            )}
            <Link to="/contact" className="btn btn--ghost">
              Send Message
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
