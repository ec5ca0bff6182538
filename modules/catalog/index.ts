import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import type { Db } from '../../src/platform/db/database';
import { ItemsRepo } from './items.repo';
import { RatesRepo } from './rates.repo';
import { ItemsService } from './items.service';
import { RatesService } from './rates.service';
import { artRoutes } from './art.routes';
import { catalogQueues, startCatalogWorkers } from './catalog.jobs';
import { seedCatalog } from './seed';

export { ItemsService, type CatalogItem, type ItemDefinition, type ItemIndex } from './items.service';
export { RatesService, RATES_MOVED, type RatesMovedListener } from './rates.service';
export { plausibleVariant, hasPetVariants, variantKey, PLAIN_VARIANT } from './variants';
export { readCatalogFile } from './seed';
export { artUrl } from './art-url';
export { catalogErrors } from './catalog.errors';
export {
  checkPrice,
  parsePrice,
  priceBounds,
  toBase,
  toCurrency,
  valueCents,
  quickSaleCents,
  tradeInCents,
  QUICK_SALE_SHARE,
  LOWER_BOUND_SHARE,
  UPPER_BOUND_SHARE,
  type PriceBounds,
  type PricedItem,
  type Rates,
} from './catalog.pricing';
export * from './catalog.schemas';

/** Brings a database's item definitions in line with data/catalog.json without the app (scripts/load-large-market.ts). */
export const seedItemDefinitions = (db: Db): Promise<void> => seedCatalog(new ItemsRepo(db));

/** Item definitions, their art, pricing rules and exchange rates (spec trading-core 3, 5). */
export const catalogModule: AppModule = {
  name: 'catalog',
  bindings: new ContainerModule(({ bind }) => {
    bind(ItemsRepo).toSelf().inSingletonScope();
    bind(RatesRepo).toSelf().inSingletonScope();
    bind(ItemsService).toSelf().inSingletonScope();
    bind(RatesService).toSelf();
  }),
  routes: (container: Container) => artRoutes(container.get(ItemsService)),
  queues: catalogQueues,
  startWorkers: startCatalogWorkers,
  async start(container: Container) {
    await seedCatalog(container.get(ItemsRepo));
    // Read once here so that purchases find item definitions without a query (ItemsService.known).
    await container.get(ItemsService).index();
  },
};
