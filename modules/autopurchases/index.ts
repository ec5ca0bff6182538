import type { RequestHandler } from 'express';
import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import { RATES_MOVED, type RatesMovedListener } from '../catalog';
import { USER_GUARD } from '../identity';
import { autopurchasesQueues, startAutopurchasesWorkers } from './autopurchases.jobs';
import { AutopurchasesRepo } from './autopurchases.repo';
import { autopurchasesRoutes } from './autopurchases.routes';
import { AutopurchasesService } from './autopurchases.service';
import { AutopurchaseMatching } from './matching.service';
import { RebaseAutopurchases } from './rebase';

export { AutopurchasesService } from './autopurchases.service';
export { AutopurchaseMatching } from './matching.service';
export { AUTOPURCHASES_SWEEP_QUEUE } from './autopurchases.queues';
export * from './autopurchases.schemas';

/**
 * Autopurchases (spec trading-core 1, 2, 3, 5): buyers' standing orders for a variant at a price, their sums held on
 * the balance, filled from the market's listings the moment one crosses (matching.service.ts); a card's order book.
 */
export const autopurchasesModule: AppModule = {
  name: 'autopurchases',
  bindings: new ContainerModule(({ bind }) => {
    bind(AutopurchasesRepo).toSelf();
    bind(AutopurchaseMatching).toSelf().inSingletonScope();
    bind(AutopurchasesService).toSelf();
    bind<RatesMovedListener>(RATES_MOVED).to(RebaseAutopurchases);
  }),
  routes: (container: Container) =>
    autopurchasesRoutes(container.get(AutopurchasesService), container.get<RequestHandler>(USER_GUARD)),
  queues: autopurchasesQueues,
  startWorkers: startAutopurchasesWorkers,
};
