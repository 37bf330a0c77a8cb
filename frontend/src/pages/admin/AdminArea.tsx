import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useAreaQueryClient } from '../../features/account/useAreaQueryClient';
import { AdminProvider, useAdmin } from '../../features/admin/AdminProvider';
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

/** The admin guard (spec section 2): no stored admin, the login page; the way back is kept. */
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

function Console() {
  const { session, logout } = useAdmin();
  const queryClient = useAreaQueryClient(session !== null, logout);

  return (
    <QueryClientProvider client={queryClient}>
      <Routes>
        <Route index element={<Navigate to="dashboard" replace />} />
        <Route path="login" element={<AdminLoginPage />} />
        <Route
          path="dashboard"
          element={
            <RequireAdmin>
              <AdminDashboardPage />
            </RequireAdmin>
          }
        />
        <Route
          path="appointments/:id"
          element={
            <RequireAdmin>
              <AppointmentDetailPage />
            </RequireAdmin>
          }
        />
        <Route
          path="clients/:id"
          element={
            <RequireAdmin>
              <ClientDetailPage />
            </RequireAdmin>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
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
