import type { RequestHandler } from 'express';
import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import { USER_GUARD } from '../identity';
import { QuickSaleHistory } from './history.service';
import { QuickSaleEndings } from './quick-sale-endings.service';
import { quickSaleQueues, startQuickSaleWorkers } from './quick-sale.jobs';
import { QuickSaleRepo } from './quick-sale.repo';
import { quickSaleRoutes } from './quick-sale.routes';
import { QuickSaleService } from './quick-sale.service';
import { QuickSaleViews } from './views';

export { QuickSaleHistory } from './history.service';
export { QuickSaleService } from './quick-sale.service';
export { QuickSaleEndings } from './quick-sale-endings.service';
export { QUICK_SALE_ENDED_QUEUE, RECONCILE_STOCK_QUEUE, SELL_OLD_STOCK_QUEUE } from './quick-sale.queues';
export * from './quick-sale.schemas';

/** Sellers sell synced items to the site at once through a trade with a fleet bot (spec trading-core 1, 4, 7, 8). */
export const quickSaleModule: AppModule = {
  name: 'quick-sale',
  bindings: new ContainerModule(({ bind }) => {
    bind(QuickSaleRepo).toSelf();
    bind(QuickSaleViews).toSelf();
    bind(QuickSaleService).toSelf();
    bind(QuickSaleEndings).toSelf();
    bind(QuickSaleHistory).toSelf();
  }),
  routes: (container: Container) =>
    quickSaleRoutes(
      container.get(QuickSaleService),
      container.get(QuickSaleHistory),
      container.get<RequestHandler>(USER_GUARD),
    ),
  queues: quickSaleQueues,
  startWorkers: startQuickSaleWorkers,
};
