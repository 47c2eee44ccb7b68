/**
 * Applies the guard to every navigation and picks the layout: the shell when logged in, the bare
 * centred layout otherwise and always for the citizens' pages. The shell is its own chunk, never loaded on the login page.
 */
import { lazy, Suspense, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '../lib/ErrorBoundary';
import { Spinner } from '../lib/Spinner';
import { useSession } from '../lib/session';
import { BareLayout } from './BareLayout';
import { decide } from './guard';
import { RouteErrorFallback } from './RouteErrorFallback';
import { useCurrentRoute } from './routeTable';
import { SessionError } from './SessionError';

const Shell = lazy(() => import('./shell/Shell'));

export function RootLayout() {
  const session = useSession();
  const location = useLocation();
  const route = useCurrentRoute();

  useEffect(() => {
    document.title = `${route.title} · Folio`;
  }, [route.title]);

  if (session.status === 'loading') return <Spinner fullPage />;
  if (session.status === 'error') return <SessionError />;

  const redirect = decide(route, session, location.pathname + location.search);
  if (redirect) return <Navigate to={redirect} replace />;

  const page = (
    <ErrorBoundary key={location.pathname} fallback={<RouteErrorFallback />}>
      <Suspense fallback={<Spinner />}>
        <Outlet />
      </Suspense>
    </ErrorBoundary>
  );
  if (!session.isLogged || route.access === 'citizen') return <BareLayout>{page}</BareLayout>;
  return (
    <ErrorBoundary
      fallback={
        <BareLayout>
          <RouteErrorFallback />
        </BareLayout>
      }
    >
      <Suspense fallback={<Spinner fullPage />}>
        <Shell>{page}</Shell>
      </Suspense>
    </ErrorBoundary>
  );
}
