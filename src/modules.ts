import type { AppModule } from './platform/module';
import { operationsModule } from '../modules/operations';
import { identityModule } from '../modules/identity';
import { captchaModule } from '../modules/captcha';
import { catalogModule } from '../modules/catalog';
import { marketModule } from '../modules/market';
import { inventorySyncModule } from '../modules/inventory-sync';
import { walletModule } from '../modules/wallet';
import { ordersModule } from '../modules/orders';
import { ratingsModule } from '../modules/ratings';
import { withdrawalsModule } from '../modules/withdrawals';
import { quickSaleModule } from '../modules/quick-sale';
import { exchangeModule } from '../modules/exchange';
import { reviewsModule } from '../modules/reviews';
import { supportModule } from '../modules/support';
import { autopurchasesModule } from '../modules/autopurchases';
import { promoModule } from '../modules/promo';
import { rbxModule } from '../modules/rbx';
import { demoModule } from '../modules/demo';
import { contentModule } from '../modules/content';
import { notificationsModule } from '../modules/notifications';
import { adminModule } from '../modules/admin';
import { analyticsModule } from '../modules/analytics';
import { botsModule } from '../bots';

/** The composition root's list of bounded modules: one line per module. */
export const appModules: AppModule[] = [
  operationsModule,
  identityModule,
  captchaModule,
  catalogModule,
  marketModule,
  inventorySyncModule,
  walletModule,
  ratingsModule,
  ordersModule,
  botsModule,
  withdrawalsModule,
  quickSaleModule,
  exchangeModule,
  reviewsModule,
  supportModule,
  autopurchasesModule,
  promoModule,
  rbxModule,
  contentModule,
  notificationsModule,
  adminModule,
  analyticsModule,
  // Last: its workers sync the demo accounts through the bots' workers, started before it.
  demoModule,
];
