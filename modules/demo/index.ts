import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import { TYPES } from '../../src/platform/tokens';
import type { Clock } from '../../src/platform/clock';
import type { Logger } from '../../src/platform/logger';
import type { AppConfig } from '../../config';
import type { Db } from '../../src/platform/db/database';
import { withAdvisoryLock } from '../../src/platform/db/advisory-lock';
import { IdentityService, USER_DIRECTORY, type UserDirectory } from '../identity';
import { ItemsService } from '../catalog';
import { PriceRulesService, SalesService } from '../market';
import { InventoryService, ListingService, SyncService } from '../inventory-sync';
import { WorldAdmin } from '../../bots';
import { PromoCodesService } from '../promo';
import { DEMO_SELLERS, seedDemoMarket } from './demo-market';
import { seedDemoPromoCodes } from './demo-promos';

export { DEMO_PASSWORD, DEMO_SELLERS } from './demo-market';

/**
 * Demo data for `npm start` on a fresh database (DEMO_DATA=auto: development only). It goes through
 * the other modules' public services like any client would, and runs once: it skips when the
 * first demo seller exists. Processes that boot at once on one database take turns (a lock). It runs
 * with the workers, since the demo accounts are synced through the bots like any seller's.
 */
export const demoModule: AppModule = {
  name: 'demo',
  bindings: new ContainerModule(() => undefined),
  async startWorkers(container: Container) {
    const config = container.get<AppConfig>(TYPES.Config);
    if (!config.catalog.demoData) return;
    await seedDemoPromoCodes(container.get(PromoCodesService));
    await withAdvisoryLock(container.get<Db>(TYPES.Db), 'demo-market', () => seedOnce(container));
  },
};

async function seedOnce(container: Container): Promise<void> {
  const users = container.get<UserDirectory>(USER_DIRECTORY);
  if (await users.findByName(DEMO_SELLERS[0]!.name)) return;
  const catalog = container.get(ItemsService);
  const items = [...(await catalog.index()).byId.keys()];
  await seedDemoMarket(
    {
      identity: container.get(IdentityService),
      world: container.get(WorldAdmin),
      sync: container.get(SyncService),
      inventory: container.get(InventoryService),
      listing: container.get(ListingService),
      priceRules: container.get(PriceRulesService),
      sales: container.get(SalesService),
      clock: container.get<Clock>(TYPES.Clock),
      logger: container.get<Logger>(TYPES.Logger),
    },
    [...(await catalog.itemsByIds(items)).values()],
  );
}
