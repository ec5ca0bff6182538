// Renders the matching route inside a Suspense + error boundary; unknown paths go to /404.
import { Suspense, useEffect } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { useSnapshot } from 'valtio';
import { PageErrorBoundary } from '../../features/errors/PageErrorBoundary';
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
  const { techWorks } = useSnapshot(store);
  useEffect(() => {
    setCurrentService(route.serviceId ?? null);
    window.scrollTo(0, 0);
  }, [route]);
  if (route.serviceId && !techWorks.services[route.serviceId].status) {
    return <MaintenancePage serviceId={route.serviceId} />;
  }
  const Page = route.page;
  return <Page />;
}
