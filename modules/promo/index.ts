import type { RequestHandler } from 'express';
import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import type { AdminAccess } from '../../src/platform/http/admin-auth';
import { TYPES } from '../../src/platform/tokens';
import { USER_GUARD } from '../identity';
import { RbxService } from '../rbx';
import { AdventRepo } from './advent.repo';
import { AdventService } from './advent.service';
import { CodesRepo } from './codes.repo';
import { codesRoutes } from './codes.routes';
import { PromoCodesService } from './codes.service';
import { eventsRoutes } from './events.routes';
import { GiveawayRepo } from './giveaway.repo';
import { GiveawayService } from './giveaway.service';
import { promoQueues, startPromoWorkers } from './promo.jobs';
import { RBX_PRIZE_ORDERS } from './rbx-prize-orders';
import { WheelPets } from './wheel-pets';
import { WheelRepo } from './wheel.repo';
import { wheelRoutes } from './wheel.routes';
import { WheelService } from './wheel.service';

export { PromoCodesService } from './codes.service';
export { WheelService } from './wheel.service';
export { GiveawayService } from './giveaway.service';
export { AdventService } from './advent.service';
export { GIVEAWAY_DRAW_QUEUE } from './promo.queues';
export * from './promo.schemas';

/**
 * Promotions (spec accounts-platform 3, 5, 7, 8; trading-core 2, 9): promo codes of the item and R$ systems, the
 * provably fair fortune wheel, the daily giveaway and the advent calendar.
 */
export const promoModule: AppModule = {
  name: 'promo',
  bindings: new ContainerModule(({ bind }) => {
    bind(CodesRepo).toSelf();
    bind(WheelRepo).toSelf();
    bind(GiveawayRepo).toSelf();
    bind(AdventRepo).toSelf();
    bind(WheelPets).toSelf();
    bind(PromoCodesService).toSelf();
    bind(WheelService).toSelf();
    bind(GiveawayService).toSelf();
    bind(AdventService).toSelf();
    bind(RBX_PRIZE_ORDERS).toService(RbxService);
  }),
  routes: (container: Container) => {
    const guard = container.get<RequestHandler>(USER_GUARD);
    const admin = container.get<AdminAccess>(TYPES.AdminAccess).security('admin');
    const routes = [
      codesRoutes(container.get(PromoCodesService), guard, admin),
      wheelRoutes(container.get(WheelService), guard),
      eventsRoutes(container.get(GiveawayService), container.get(AdventService), guard),
    ];
    return routes;
  },
  queues: promoQueues,
  startWorkers: startPromoWorkers,
};
