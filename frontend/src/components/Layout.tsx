import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { AssistantWidget } from './assistant/AssistantWidget';
import { BelowFooter, Footer } from './Footer';
import { NavBar } from './NavBar';

/**
 * While a page's code loads: a screen-high space, so the footer is not drawn in the first screen
 * only to be pushed down when the page arrives.
 */
function PageLoading() {
  return (
    <div className="container section page-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      Loading…
    </div>
  );
}

/** A new page starts at its top (links to a section of a page scroll there instead). */
function useScrollOnNavigate() {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (!hash) window.scrollTo(0, 0);
  }, [pathname, hash]);
}

export function Layout() {
  useScrollOnNavigate();
  // The console behind its login is the owner's work screen: no visitor's chat bubble over its rows.
  const { pathname } = useLocation();
  const inConsole = pathname.startsWith('/admin/') && pathname !== '/admin/login';
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <NavBar />
      <main id="main" tabIndex={-1}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <BelowFooter />
      {!inConsole && <AssistantWidget />}
    </>
  );
}
