// Renders the matching route inside a Suspense + error boundary; unknown paths go to /404.
import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { PageErrorBoundary } from '../../features/errors/PageErrorBoundary';
import { openAuth, rememberRedirect } from '../../shared/session/session';
import { setCurrentService } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { PageLoading } from '../../shared/ui/PageProgress';
import { MaintenancePage, NOT_FOUND_ROUTE, routes, type RouteDef } from './routes';

export function RouteOutlet() {
  const [location] = useLocation();
  return (
    // Keyed by location: an error on one page does not stick to the next.
    <PageErrorBoundary key={location}>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {routes.map((route) => (
            <Route key={route.path} path={route.path}>
              <RoutePage route={route} />
            </Route>
          ))}
          <Route>
            <Redirect to={NOT_FOUND_ROUTE} replace />
          </Route>
        </Switch>
      </Suspense>
    </PageErrorBoundary>
  );
}

function RoutePage({ route }: { route: RouteDef }) {
  const { techWorks, isAuth, flags, flagsSettled } = useSnapshot(store);
  useEffect(() => {
    setCurrentService(route.serviceId ?? null);
    window.scrollTo(0, 0);
  }, [route]);
  // Spec 2.5 guard 3: a logged-in page without an access token.
  if (route.auth === 1 && !isAuth) return <SignInFirst />;
  if (route.enabled) {
    if (!flagsSettled) return <PageLoading />;
    if (!route.enabled(flags)) return <Redirect to="/" replace />;
  }
  if (route.serviceId && !techWorks.services[route.serviceId].status) {
    return <MaintenancePage serviceId={route.serviceId} />;
  }
  const Page = route.page;
  return <Page />;
}

/** Stores the target path, opens the sign-in form and goes to the language home (spec 2.5 guard 3). */
function SignInFirst() {
  const [, navigate] = useLocation();
  useEffect(() => {
    rememberRedirect(window.location.pathname + window.location.search);
    openAuth('login');
    navigate('/', { replace: true });
  }, [navigate]);
  return null;
}
