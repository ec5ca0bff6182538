// Route names for page_visit events (spec accounts-platform 2.4): a route's own name, or one made from its path.
import type { RouteDef } from './routes';

/** `/profile/trade/inventory` -> `profile.trade.inventory`; parameters (`:id`) are left out; `/` -> `home`. */
export function routeName(route: Pick<RouteDef, 'path' | 'name'>): string {
  if (route.name) return route.name;
  const words = route.path.split('/').filter((part) => part && !part.startsWith(':'));
  return words.length ? words.join('.') : 'home';
}
