// Renders the matching route inside a Suspense + error boundary; unknown paths go to /404.
import { Suspense, useEffect } from 'react';
import { matchRoute, Redirect, Route, Switch, useLocation, useRouter } from 'wouter';
import { useSnapshot } from 'valtio';
import { PageErrorBoundary } from '../../features/errors/PageErrorBoundary';
import { trackPageVisit } from '../../shared/analytics/track';
import { openAuth, rememberRedirect } from '../../shared/session/session';
import { setCurrentService } from '../../shared/state/actions';
import { store } from '../../shared/state/store';
import { PageLoading } from '../../shared/ui/PageProgress';
import { routeName } from './routeName';
import { MaintenancePage, NOT_FOUND_ROUTE, routes, type RouteDef } from './routes';

export function RouteOutlet() {
  const [location] = useLocation();
  usePageVisits(location);
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

/**
 * Spec 2.4: a page_visit with the route's name on every route change (a new address of the same route too), recorded
 * here, outside the Suspense boundary, so a page whose chunk is still loading counts as soon as it is asked for.
 * An unknown address records nothing itself: it goes to /404, which is recorded.
 */
function usePageVisits(location: string) {
  const { parser } = useRouter();
  useEffect(() => {
    const route = routes.find((r) => matchRoute(parser, r.path, location)[0]);
    if (route) trackPageVisit(routeName(route));
  }, [location, parser]);
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
  // The techWorks flag gates the maintenance screens: off, the page shows and the server's 503 TECH_WORKS says it.
  if (route.serviceId && flags.techWorks !== false && !techWorks.services[route.serviceId].status) {
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
