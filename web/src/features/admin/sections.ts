// The console's sections, each a panel of its own chunk, and the role it needs (issue 19: operators see what their
// role allows). The order is the navigation's.
import { type ComponentType, lazy, type LazyExoticComponent } from 'react';
import type { IconName } from '../../shared/ui/Icon';
import type { StaffRole } from './adminApi';

export interface ConsoleSection {
  key: string;
  /** Message id of its name. */
  title: string;
  icon: IconName;
  role: StaffRole;
  panel: LazyExoticComponent<ComponentType>;
}

export const SECTIONS: readonly ConsoleSection[] = [
  {
    key: 'cashouts',
    title: 'admin.section.cashouts',
    icon: 'cashout',
    role: 'operator',
    panel: lazy(() => import('./panels/CashoutsPanel')),
  },
  {
    key: 'store-links',
    title: 'admin.section.storeLinks',
    icon: 'link',
    role: 'operator',
    panel: lazy(() => import('./panels/StoreLinksPanel')),
  },
  {
    key: 'users',
    title: 'admin.section.users',
    icon: 'user',
    role: 'operator',
    panel: lazy(() => import('./panels/UsersPanel')),
  },
  {
    key: 'bots',
    title: 'admin.section.bots',
    icon: 'gamepad',
    role: 'operator',
    panel: lazy(() => import('./panels/BotsPanel')),
  },
  {
    key: 'analytics',
    title: 'admin.section.analytics',
    icon: 'chart',
    role: 'operator',
    panel: lazy(() => import('./panels/AnalyticsPanel')),
  },
  {
    key: 'switches',
    title: 'admin.section.switches',
    icon: 'settings',
    role: 'admin',
    panel: lazy(() => import('./panels/SwitchesPanel')),
  },
  {
    key: 'promo-codes',
    title: 'admin.section.promoCodes',
    icon: 'promo',
    role: 'admin',
    panel: lazy(() => import('./panels/PromoCodesPanel')),
  },
  {
    key: 'audit',
    title: 'admin.section.audit',
    icon: 'history',
    role: 'admin',
    panel: lazy(() => import('./panels/AuditPanel')),
  },
];
