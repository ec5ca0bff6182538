import { ContainerModule, type Container } from 'inversify';
import type { RequestHandler } from 'express';
import type { AppModule } from '../../src/platform/module';
import { TYPES } from '../../src/platform/tokens';
import type { AppConfig } from '../../config';
import { USER_GUARD } from '../identity';
import { ItemsRepo } from './items.repo';
import { RatesRepo } from './rates.repo';
import { ListingsRepo } from './listings.repo';
import { MarketRepo } from './market.repo';
import { SalesRepo } from './sales.repo';
import { StoreLinksRepo } from './store-links.repo';
import { CatalogService } from './catalog.service';
import { MarketService } from './market.service';
import { ItemPageService } from './item-page.service';
import { SellersService } from './sellers.service';
import { marketFastRoute, marketRoutes, sellerRoutes } from './catalog.routes';
import { artRoutes } from './art.routes';
import { catalogQueues, startCatalogWorkers } from './catalog.jobs';
import { seedCatalog } from './seed';

export {
  CatalogService, type CatalogItem, type Listed, type ListingRequest, type PriceRules, type PurchaseRequest, type TakenForPurchase, type VariantRef,
} from './catalog.service';
export { MarketService } from './market.service';
export { plausibleVariant, hasPetVariants, PLAIN_VARIANT } from './variants';
export { readCatalogFile } from './seed';
export { artUrl } from './card-view';
export { toCurrency, type Rates } from './catalog.pricing';
export * from './catalog.schemas';

/** Item definitions, prices and rates, the market's listings, item and seller pages (spec trading-core 2, 3, 5, 9). */
export const catalogModule: AppModule = {
  name: 'catalog',
  bindings: new ContainerModule(({ bind }) => {
    bind(ItemsRepo).toSelf().inSingletonScope();
    bind(RatesRepo).toSelf().inSingletonScope();
    bind(ListingsRepo).toSelf();
    bind(MarketRepo).toSelf();
    bind(SalesRepo).toSelf();
    bind(StoreLinksRepo).toSelf();
    bind(CatalogService).toSelf();
    bind(MarketService).toSelf().inSingletonScope();
    bind(ItemPageService).toSelf();
    bind(SellersService).toSelf();
  }),
  routes: (container: Container) => [
    marketRoutes(container.get(MarketService), container.get(ItemPageService)),
    sellerRoutes(container.get(SellersService), container.get<RequestHandler>(USER_GUARD), container.get<AppConfig>(TYPES.Config).adminToken),
    artRoutes(container.get(MarketService)),
  ],
  fastRoutes: (container: Container) => [marketFastRoute(container.get(MarketService))],
  queues: catalogQueues,
  startWorkers: startCatalogWorkers,
  async start(container: Container) {
    await seedCatalog(container.get(ItemsRepo));
  },
};
