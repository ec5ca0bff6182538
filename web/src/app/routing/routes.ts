// Route table with metadata (spec accounts-platform 2.4). Only pages that exist are listed;
// anything else goes to /404. Every page is a lazy chunk.
import type { ComponentType } from 'react';
import type { ServiceId } from '../../shared/state/techWorks';
import { lazyPage } from './lazyPage';

export interface RouteDef {
  path: string;
  page: ComponentType;
  /** Spec 2.4 techWorks.serviceId: the page is replaced by the maintenance page while the service is down. */
  serviceId?: ServiceId;
  hideFooter?: boolean;
  hideBottomNav?: boolean;
}

export const NOT_FOUND_ROUTE = '/404';

export const routes: RouteDef[] = [
  // Home is also the market (spec trading-core 2), so it belongs to the sales service.
  { path: '/', page: lazyPage(() => import('../../features/home/HomePage')), serviceId: 'sales' },
  { path: NOT_FOUND_ROUTE, page: lazyPage(() => import('../../features/errors/NotFoundPage')) },
];

export const MaintenancePage = lazyPage(() => import('../../features/errors/MaintenancePage'));
