import { MESSAGES } from '@esthetics/domain';
import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useSiteData } from '../api/hooks';
import { useClient } from '../features/client/ClientProvider';
import { Logo } from './Logo';
import { NAV_LINKS } from './nav-links';

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
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpenOn(open ? null : pathname)}
        >
          <span className="nav-toggle-bars" aria-hidden="true" />
          {open ? 'Close' : 'Menu'}
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
                  onClick={() => logout(MESSAGES.loggedOut)}
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
