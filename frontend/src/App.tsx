import { lazy } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './components/Layout';
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
// The client area (its own routes, its data layer) loads as one chunk on first visit.
const ClientArea = lazy(() => import('./pages/client/ClientArea'));
// The admin console (its own routes, session and data layer) is one chunk too.
const AdminArea = lazy(() => import('./pages/admin/AdminArea'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));

export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        <Route index element={<HomePage />} />
        <Route path="services" element={<ServicesPage />} />
        <Route path="gallery" element={<GalleryPage />} />
        <Route path="about" element={<AboutPage />} />
        <Route path="testimonials" element={<TestimonialsPage />} />
        <Route path="contact" element={<ContactPage />} />
        <Route path="corporate-bookings" element={<CorporatePage />} />
        <Route path="privacy-policy" element={<PrivacyPolicyPage />} />
        <Route path="terms-of-service" element={<TermsOfServicePage />} />
        <Route path="booking" element={<BookingPage />} />
        <Route path="booking/success" element={<BookingSuccessPage />} />
        <Route path="booking/cancel" element={<BookingCancelPage />} />
        <Route path="client/*" element={<ClientArea />} />
        <Route path="admin/*" element={<AdminArea />} />
        <Route path="*" element={<NotFoundPage />} />
      </Route>
    </Routes>
  );
}
