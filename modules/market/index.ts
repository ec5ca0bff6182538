import { ContainerModule, type Container } from 'inversify';
import type { RequestHandler } from 'express';
import type { AppModule } from '../../src/platform/module';
import type { Db } from '../../src/platform/db/database';
import type { Clock } from '../../src/platform/clock';
import type { AdminAccess } from '../../src/platform/http/admin-auth';
import { TYPES } from '../../src/platform/tokens';
import type { AppConfig } from '../../config';
import { USER_GUARD } from '../identity';
import { RATES_MOVED, type RatesMovedListener } from '../catalog';
import { ListingsRepo } from './listings.repo';
import { MarketRepo } from './market.repo';
import { SalesRepo } from './sales.repo';
import { StoreLinksRepo } from './store-links.repo';
import { ListingsService } from './listings.service';
import { PriceRulesService } from './price-rules.service';
import { PurchaseTaking } from './purchase-taking.service';
import { SalesService } from './sales.service';
import { MarketService } from './market.service';
import { ItemPageService } from './item-page.service';
import { SellersService } from './sellers.service';
import { CardBook } from './card-book.service';
import { marketFastRoute, marketRoutes, sellerRoutes } from './market.routes';
import { marketQueues, RebaseListings, startMarketWorkers } from './market.jobs';

export { ListingsService, type Listed, type ListingRequest, type Relisting } from './listings.service';
export { PriceRulesService, type PriceRules, type VariantRef } from './price-rules.service';
export { PurchaseTaking, type PurchaseRequest, type TakenForPurchase } from './purchase-taking.service';
export { SalesService } from './sales.service';
export { CardBook, MARKET_LISTED_CHANNEL, type AskLevel, type CardFacts } from './card-book.service';
export { MarketService, type MarketRequest } from './market.service';
export { ItemPageService } from './item-page.service';
export { SellersService, type StoreLinkState } from './sellers.service';
export { marketErrors } from './market.errors';
export * from './market.schemas';
export {
  BENCH_MARKET_TABLES,
  emptyMarketForBench,
  marketSize,
  startBenchMarketLoad,
  type BenchListing,
  type BenchMarketLoad,
} from './bench-load';

/** Each card's popularity and recommended price from recent sales, on a database without the app (scripts/load-large-market.ts). */
export const refreshCardStats = (db: Db, clock: Clock): Promise<number> => new SalesRepo(db, clock).refreshCardStats();

/**
 * The market: listings and their grouped cards, search and facets, item and seller pages, store
 * links, cart reservations and sales (spec trading-core 2, 3, 5, 9). Built on the catalog's item
 * definitions, pricing rules and rates; its tables: tables.ts.
 */
export const marketModule: AppModule = {
  name: 'market',
  bindings: new ContainerModule(({ bind }) => {
    bind(ListingsRepo).toSelf();
    bind(MarketRepo).toSelf();
    bind(SalesRepo).toSelf();
    bind(StoreLinksRepo).toSelf();
    bind(ListingsService).toSelf();
    bind(PriceRulesService).toSelf();
    bind(PurchaseTaking).toSelf();
    bind(SalesService).toSelf();
    bind(MarketService).toSelf().inSingletonScope();
    bind(ItemPageService).toSelf();
    bind(SellersService).toSelf();
    bind(CardBook).toSelf();
    bind<RatesMovedListener>(RATES_MOVED).to(RebaseListings);
  }),
  routes: (container: Container) => [
    marketRoutes(container.get(MarketService), container.get(ItemPageService)),
    sellerRoutes(
      container.get(SellersService),
      container.get<RequestHandler>(USER_GUARD),
      container.get<AdminAccess>(TYPES.AdminAccess),
    ),
  ],
  fastRoutes: (container: Container) => [
    // mm2 in closed beta (MM2_BETA): its market is answered by Express, behind identity's beta check.
    marketFastRoute(
      container.get(MarketService),
      container.get<AppConfig>(TYPES.Config).identity.mm2Beta ? ['mm2'] : [],
    ),
  ],
  queues: marketQueues,
  startWorkers: startMarketWorkers,
};
