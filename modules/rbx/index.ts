import type { RequestHandler } from 'express';
import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import { USER_GUARD } from '../identity';
import { RbxHistory } from './history.service';
import { RbxDeliveries } from './rbx-deliveries.service';
import { RbxPricing } from './rbx-pricing.service';
import { RbxViews } from './rbx-views.service';
import { rbxQueues, startRbxWorkers } from './rbx.jobs';
import { RbxRepo } from './rbx.repo';
import { rbxRoutes } from './rbx.routes';
import { RbxService } from './rbx.service';

export { RbxService, type RbxPrize } from './rbx.service';
export { RbxDeliveries } from './rbx-deliveries.service';
export { RBX_FLOW_ENDED_QUEUE } from './rbx.queues';
export * from './rbx.schemas';

/**
 * Buying R$ (spec trading-core 1, 2, 9; the word on screens is "R$"): an amount of 30 to 5000 by fast pass (at once)
 * or game pass (5 to 7 days), paid from the balance or as a promo prize, delivered by a fleet bot buying the
 * player's game pass.
 */
export const rbxModule: AppModule = {
  name: 'rbx',
  bindings: new ContainerModule(({ bind }) => {
    bind(RbxRepo).toSelf();
    bind(RbxPricing).toSelf();
    bind(RbxViews).toSelf();
    bind(RbxService).toSelf();
    bind(RbxDeliveries).toSelf();
    bind(RbxHistory).toSelf();
  }),
  routes: (container: Container) =>
    rbxRoutes(container.get(RbxService), container.get(RbxHistory), container.get<RequestHandler>(USER_GUARD)),
  queues: rbxQueues,
  startWorkers: startRbxWorkers,
};
