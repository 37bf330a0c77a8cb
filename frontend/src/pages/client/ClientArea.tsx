import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { useClient } from '../../features/client/ClientProvider';
import { useAreaQueryClient } from '../../features/account/useAreaQueryClient';
import { pageRoutes, type Pages, type RoutesOf } from '../../page-routes';
import NotFoundPage from '../NotFoundPage';
import DashboardPage from './DashboardPage';
import ClaimAccountPage from './ClaimAccountPage';
import EmailLinkPage from './EmailLinkPage';
import LoginPage from './LoginPage';
import RegisterPage from './RegisterPage';
import './client.css';

/**
 * The client guard (docs/spec.md#guards): a loading state, then the login page when no client is
 * stored.
 */
function ClientDashboard() {
  const { loading, session } = useClient();
  const location = useLocation();
  if (loading) {
    return (
      <div className="container section" role="status">
        <span className="spinner" aria-hidden="true" />
        Loading your account…
      </div>
    );
  }
  if (!session) {
    return (
      <Navigate
        to="/client/login"
        replace
        state={{ from: `${location.pathname}${location.search}` }}
      />
    );
  }
  return <DashboardPage session={session} />;
}

const CLIENT_PAGES: Pages<RoutesOf<'/client'>> = {
  '/client': <Navigate to="dashboard" replace />,
  '/client/register': <RegisterPage />,
  '/client/login': <LoginPage />,
  '/client/dashboard': <ClientDashboard />,
  '/client/verify-email': <EmailLinkPage action="confirm" />,
  '/client/email-not-me': <EmailLinkPage action="not-me" />,
  '/client/claim-account': <ClaimAccountPage />,
};

/** The client area's routes (under `client/*`): its PAGE_ROUTES, and the not-found page. */
export const CLIENT_ROUTES = (
  <>
    {pageRoutes('/client', CLIENT_PAGES)}
    <Route path="*" element={<NotFoundPage />} />
  </>
);

/**
 * The client area: registration, login and the dashboard, with their own cache of server state
 * (TanStack Query), loaded with this chunk only so the public pages stay light.
 */
export default function ClientArea() {
  const { session, logout } = useClient();
  const queryClient = useAreaQueryClient(session !== null, logout);

  return (
    <QueryClientProvider client={queryClient}>
      <Routes>{CLIENT_ROUTES}</Routes>
    </QueryClientProvider>
  );
}
