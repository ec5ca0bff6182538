import { ContainerModule, type Container } from 'inversify';
import type { RequestHandler } from 'express';
import type { AppModule } from '../../src/platform/module';
import { USER_GUARD } from '../identity';
import { PurchasesRepo } from './purchases.repo';
import { OrdersService } from './orders.service';
import { SettlementService } from './settlement.service';
import { OrdersHistory } from './history.service';
import { OrdersStatistics } from './statistics.service';
import { ReservationService } from './reservation.service';
import { ordersRoutes } from './orders.routes';
import { ordersQueues, startOrdersWorkers } from './orders.jobs';

export { OrdersService, type BoughtWithin } from './orders.service';
export { ShortLine, type BuyLine } from './purchase-lines';
export { SettlementService } from './settlement.service';
export { OrdersHistory } from './history.service';
export { OrdersStatistics } from './statistics.service';
export { ReservationService } from './reservation.service';
export { PURCHASE_EXPIRY_QUEUE, EXPIRY_SWEEP_QUEUE } from './orders.queues';
export type { PurchaseItemRow } from './tables';
export type { CompletedDeal } from './purchases.repo';
export * from './orders.schemas';

/** Buying: purchases, the 60-minute collection window, cancellation and settlement (spec trading-core 4, 5, 8). */
export const ordersModule: AppModule = {
  name: 'orders',
  bindings: new ContainerModule(({ bind }) => {
    bind(PurchasesRepo).toSelf();
    bind(OrdersService).toSelf();
    bind(SettlementService).toSelf();
    bind(OrdersHistory).toSelf();
    bind(ReservationService).toSelf();
    bind(OrdersStatistics).toSelf();
  }),
  routes: (container: Container) =>
    ordersRoutes(
      container.get(OrdersService),
      container.get(SettlementService),
      container.get(OrdersHistory),
      container.get(ReservationService),
      container.get(OrdersStatistics),
      container.get<RequestHandler>(USER_GUARD),
    ),
  queues: ordersQueues,
  startWorkers: startOrdersWorkers,
};
