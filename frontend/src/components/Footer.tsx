import { Link } from 'react-router-dom';
import { useSiteData } from '../api/hooks';
import type { Site } from '../api/client';
import { telHref } from './tel';

/** Where the business is, as one line: its street address, else its service area. */
export function placeLine(site: Site): string {
  const a = site.address;
  return a ? `${a.street}, ${a.city}, ${a.region} ${a.postal_code}` : site.service_area;
}

export function Footer() {
  const site = useSiteData();
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <h2>{site?.name ?? 'Our studio'}</h2>
          <p>Facials, waxing, mobile spa services and corporate wellness events.</p>
        </div>
        <nav aria-label="Services">
          <h2>Services</h2>
          <ul>
            <li>
              <Link to="/services#facial">Facial Treatments</Link>
            </li>
            <li>
              <Link to="/services#waxing">Body Waxing</Link>
            </li>
            <li>
              <Link to="/services#packages">Package Deals</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label="Studio">
          <h2>Studio</h2>
          <ul>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/gallery">Gallery</Link>
            </li>
            <li>
              <Link to="/testimonials">Testimonials</Link>
            </li>
            <li>
              <Link to="/contact">Contact</Link>
            </li>
            <li>
              <Link to="/privacy-policy">Privacy Policy</Link>
            </li>
            <li>
              <Link to="/terms-of-service">Terms of Service</Link>
            </li>
          </ul>
        </nav>
        <div>
          <h2>Get in touch</h2>
          {site ? (
            <ul>
              <li>
                <a href={telHref(site.phone)}>{site.phone}</a>
              </li>
              <li>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
              {site.social_links.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener me">
                    {link.network}: {link.handle}
                  </a>
                </li>
              ))}
              <li>{placeLine(site)}</li>
            </ul>
          ) : (
            <p>
              <Link to="/contact">How to reach us</Link>
            </p>
          )}
        </div>
      </div>
    </footer>
  );
}

/** The strip below the footer on every page. */
export function BelowFooter() {
  const site = useSiteData();
  return (
    <div className="below-footer">
      <p>
        © {new Date().getFullYear()} {site?.name ?? 'Our studio'}
        {site && ` · Licensed esthetics care in ${site.service_area}`}
        {site?.esthetician.license_number &&
          ` · Maryland esthetician license ${site.esthetician.license_number}`}
      </p>
    </div>
  );
}
