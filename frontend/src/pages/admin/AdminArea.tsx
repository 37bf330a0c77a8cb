import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useAreaQueryClient } from '../../features/account/useAreaQueryClient';
import { AdminProvider, useAdmin } from '../../features/admin/AdminProvider';
import { pageRoutes, type Pages, type RoutesOf } from '../../page-routes';
import NotFoundPage from '../NotFoundPage';
import AdminLoginPage from './AdminLoginPage';
import './admin.css';

const AdminDashboardPage = lazy(() => import('./AdminDashboardPage'));
const AppointmentDetailPage = lazy(() => import('./AppointmentDetailPage'));
const ClientDetailPage = lazy(() => import('./ClientDetailPage'));

function Loading({ what }: { what: string }) {
  return (
    <div className="container section" role="status">
      <span className="spinner" aria-hidden="true" />
      Loading {what}…
    </div>
  );
}

/** The admin guard (docs/spec.md#guards): no stored admin, the login page; the way back is kept. */
function RequireAdmin({ children }: { children: React.ReactNode }) {
  const { loading, session } = useAdmin();
  const location = useLocation();
  if (loading) return <Loading what="the console" />;
  if (!session) {
    return (
      <Navigate
        to="/admin/login"
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return <Suspense fallback={<Loading what="the console" />}>{children}</Suspense>;
}

const ADMIN_PAGES: Pages<RoutesOf<'/admin'>> = {
  '/admin': <Navigate to="dashboard" replace />,
  '/admin/login': <AdminLoginPage />,
  '/admin/dashboard': (
    <RequireAdmin>
      <AdminDashboardPage />
    </RequireAdmin>
  ),
  '/admin/appointments/:id': (
    <RequireAdmin>
      <AppointmentDetailPage />
    </RequireAdmin>
  ),
  '/admin/clients/:id': (
    <RequireAdmin>
      <ClientDetailPage />
    </RequireAdmin>
  ),
};

/** The console's routes (under `admin/*`): its PAGE_ROUTES, and the not-found page. */
export const ADMIN_ROUTES = (
  <>
    {pageRoutes('/admin', ADMIN_PAGES)}
    <Route path="*" element={<NotFoundPage />} />
  </>
);

function Console() {
  const { session, logout } = useAdmin();
  const queryClient = useAreaQueryClient(session !== null, logout);

  return (
    <QueryClientProvider client={queryClient}>
      <Routes>{ADMIN_ROUTES}</Routes>
    </QueryClientProvider>
  );
}

/**
 * The admin console: its own chunk, with its own session (`<prefix>_admin`) and its own cache of
 * server state, so nothing of it loads on the public pages.
 */
export default function AdminArea() {
  return (
    <AdminProvider>
      <Console />
    </AdminProvider>
  );
}
