import type { AppModule } from './platform/module';
import { platformModule } from '../modules/platform';
import { identityModule } from '../modules/identity';
import { catalogModule } from '../modules/catalog';
import { inventorySyncModule } from '../modules/inventory-sync';
import { walletModule } from '../modules/wallet';
import { ordersModule } from '../modules/orders';
import { demoModule } from '../modules/demo';
import { botsModule } from '../bots';

/** The composition root's list of bounded modules: one line per module. */
export const appModules: AppModule[] = [
  platformModule,
  identityModule,
  catalogModule,
  inventorySyncModule,
  walletModule,
  ordersModule,
  demoModule,
  botsModule,
];
