import { ContainerModule, type Container } from 'inversify';
import type { RequestHandler } from 'express';
import type { AppModule } from '../../src/platform/module';
import { USER_GUARD } from '../identity';
import { AccountsRepo } from './accounts.repo';
import { InventoryItemsRepo } from './items.repo';
import { InventoryService } from './inventory.service';
import { ListingService } from './listing.service';
import { ItemDeals } from './deals.service';
import { QuickSaleItems } from './quick-sale-items.service';
import { ExchangeItems } from './exchange-items.service';
import { StockReconciliation } from './stock-reconciliation.service';
import { inventoryRoutes } from './inventory.routes';
import { SyncService } from './sync.service';
import { inventoryQueues, startInventoryWorkers } from './inventory.jobs';

export { InventoryService } from './inventory.service';
export { SyncService, SYNC_ENDED_QUEUE } from './sync.service';
export { ListingService } from './listing.service';
export { ItemDeals, type DeliverySource } from './deals.service';
export {
  QuickSaleItems,
  OLD_STOCK_DAYS,
  type QuickSaleAccount,
  type QuickSaleSource,
  type SiteStock,
} from './quick-sale-items.service';
export { ExchangeItems, type SiteStockItem } from './exchange-items.service';
export { StockReconciliation } from './stock-reconciliation.service';
export { inventoryErrors } from './inventory.errors';
export type { GameAccount, InventoryItem } from './tables';
export * from './inventory.schemas';
export {
  BENCH_INVENTORY_TABLES,
  createBenchAccounts,
  emptyInventoriesForBench,
  generateBenchItems,
  startBenchItemsLoad,
  type BenchGameAccount,
  type BenchInventorySource,
  type BenchItem,
  type BenchItemsLoad,
  type BenchSeller,
  type GeneratedBenchItem,
} from './bench-load';

/** Sellers' linked game accounts, their items and statuses, and putting items on sale (spec trading-core 4, 8). */
export const inventorySyncModule: AppModule = {
  name: 'inventory-sync',
  bindings: new ContainerModule(({ bind }) => {
    bind(AccountsRepo).toSelf();
    bind(InventoryItemsRepo).toSelf();
    bind(InventoryService).toSelf();
    bind(ListingService).toSelf();
    bind(ItemDeals).toSelf();
    bind(QuickSaleItems).toSelf();
    bind(ExchangeItems).toSelf();
    bind(StockReconciliation).toSelf();
    bind(SyncService).toSelf();
  }),
  routes: (container: Container) =>
    inventoryRoutes(
      container.get(InventoryService),
      container.get(ListingService),
      container.get(SyncService),
      container.get<RequestHandler>(USER_GUARD),
    ),
  queues: inventoryQueues,
  startWorkers: startInventoryWorkers,
};
