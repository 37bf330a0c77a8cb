import type { PageRoute } from '@esthetics/domain';
import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/Layout';
import { pageRoutes, type Pages, type RoutesOf } from './page-routes';
import HomePage from './pages/HomePage';

// Every page but the home page is its own chunk, loaded when first visited.
const ServicesPage = lazy(() => import('./pages/ServicesPage'));
const GalleryPage = lazy(() => import('./pages/GalleryPage'));
const AboutPage = lazy(() => import('./pages/AboutPage'));
const TestimonialsPage = lazy(() => import('./pages/TestimonialsPage'));
const ContactPage = lazy(() => import('./pages/ContactPage'));
const CorporatePage = lazy(() => import('./pages/CorporatePage'));
const PrivacyPolicyPage = lazy(() => import('./pages/PrivacyPolicyPage'));
const TermsOfServicePage = lazy(() => import('./pages/TermsOfServicePage'));
const BookingPage = lazy(() => import('./pages/booking/BookingPage'));
const BookingSuccessPage = lazy(() => import('./pages/booking/BookingSuccessPage'));
const BookingCancelPage = lazy(() => import('./pages/booking/BookingCancelPage'));
// The pages the waitlist's e-mails link to.
const WaitlistOfferPage = lazy(() => import('./pages/waitlist/WaitlistOfferPage'));
const WaitlistLeavePage = lazy(() => import('./pages/waitlist/WaitlistLeavePage'));
// The client area (its own routes, its data layer) loads as one chunk on first visit.
const ClientArea = lazy(() => import('./pages/client/ClientArea'));
// The admin console (its own routes, session and data layer) is one chunk too.
const AdminArea = lazy(() => import('./pages/admin/AdminArea'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

/** The site's own pages; the client area and the console route theirs (ClientArea, AdminArea). */
const SITE_PAGES: Pages<Exclude<PageRoute, RoutesOf<'/client'> | RoutesOf<'/admin'>>> = {
  '/': <HomePage />,
  '/services': <ServicesPage />,
  '/gallery': <GalleryPage />,
  '/about': <AboutPage />,
  '/testimonials': <TestimonialsPage />,
  '/contact': <ContactPage />,
  '/corporate-bookings': <CorporatePage />,
  '/privacy-policy': <PrivacyPolicyPage />,
  '/terms-of-service': <TermsOfServicePage />,
  '/booking': <BookingPage />,
  '/booking/success': <BookingSuccessPage />,
  '/booking/cancel': <BookingCancelPage />,
  '/waitlist/offer': <WaitlistOfferPage />,
  '/waitlist/leave': <WaitlistLeavePage />,
};

/** The site's routes: the domain's PAGE_ROUTES, and the not-found page for any other path. */
export const SITE_ROUTES = (
  <Route element={<Layout />}>
    {pageRoutes('', SITE_PAGES)}
    <Route path="client/*" element={<ClientArea />} />
    <Route path="admin/*" element={<AdminArea />} />
    <Route path="*" element={<NotFoundPage />} />
  </Route>
);

export function App() {
  return <Routes>{SITE_ROUTES}</Routes>;
}
