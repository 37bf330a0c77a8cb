import { SESSION_MESSAGES } from '@esthetics/domain';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSiteData } from '../api/hooks';
import { useClient } from '../features/client/ClientProvider';
import { Logo } from './Logo';
import { NAV_LINKS } from './nav-links';
import { telHref } from './tel';

function PhoneIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M6.6 10.8a15.1 15.1 0 0 0 6.6 6.6l2.2-2.2a1 1 0 0 1 1-.25 11.4 11.4 0 0 0 3.6.57 1 1 0 0 1 1 1V20a1 1 0 0 1-1 1A17 17 0 0 1 3 4a1 1 0 0 1 1-1h3.5a1 1 0 0 1 1 1c0 1.25.2 2.45.57 3.57a1 1 0 0 1-.25 1z"
      />
    </svg>
  );
}

export function NavBar() {
  const site = useSiteData();
  const { client, logout } = useClient();
  const menuId = useId();
  const { pathname } = useLocation();
  // The mobile menu is open on the page where it was opened: following a link closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpenOn(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="site-header">
      <nav className="container nav" aria-label="Main">
        <Link to="/" className="brand">
          <Logo />
          <span>{site?.name ?? 'Esthetics'}</span>
        </Link>
        {/* On a phone, calling and booking stay one tap away without opening the menu. */}
        <div className="nav-quick">
          {site ? (
            <a href={telHref(site.phone)} className="nav-call" aria-label={`Call ${site.phone}`}>
              <PhoneIcon />
              <span className="nav-call-text">Call</span>
            </a>
          ) : (
            <Link to="/contact" className="nav-call">
              <PhoneIcon />
              <span className="nav-call-text">Call</span>
            </Link>
          )}
          <Link to="/booking" className="btn btn--accent nav-book">
            Book
          </Link>
        </div>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="nav-toggle-bars" aria-hidden="true" />
          <span className="phone-hidden">{open ? 'Close' : 'Menu'}</span>
        </button>
        <div id={menuId} className={open ? 'nav-menu is-open' : 'nav-menu'}>
          <ul className="nav-links">
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === '/'}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="nav-account">
            {client ? (
              <>
                <Link to="/client/dashboard">{client.first_name}</Link>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => logout(SESSION_MESSAGES.loggedOut)}
                >
                  Logout
                </button>
              </>
            ) : (
              <>
                <Link to="/client/login">Login</Link>
                <span aria-hidden="true">/</span>
                <Link to="/client/register">Register</Link>
              </>
            )}
            <Link to="/booking" className="btn btn--accent btn--small">
              Book Appointment
            </Link>
          </div>
        </div>
      </nav>
    </header>
  );
}
