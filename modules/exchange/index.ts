import type { RequestHandler } from 'express';
import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import { USER_GUARD } from '../identity';
import { ExchangeEndings } from './exchange-endings.service';
import { ExchangeStock } from './exchange-stock.service';
import { exchangeQueues, startExchangeWorkers } from './exchange.jobs';
import { ExchangeRepo } from './exchange.repo';
import { exchangeRoutes } from './exchange.routes';
import { ExchangeService } from './exchange.service';
import { ExchangeViews } from './views';

export { ExchangeService } from './exchange.service';
export { ExchangeStock } from './exchange-stock.service';
export { ExchangeEndings } from './exchange-endings.service';
export { EXCHANGE_ENDED_QUEUE } from './exchange.queues';
export * from './exchange.schemas';

/** The /trade exchange: a user's items (and balance) for items of the site's stock in one bot trade (spec trading-core 1, 2, 5). */
export const exchangeModule: AppModule = {
  name: 'exchange',
  bindings: new ContainerModule(({ bind }) => {
    bind(ExchangeRepo).toSelf();
    bind(ExchangeViews).toSelf();
    bind(ExchangeStock).toSelf();
    bind(ExchangeService).toSelf();
    bind(ExchangeEndings).toSelf();
  }),
  routes: (container: Container) =>
    exchangeRoutes(
      container.get(ExchangeService),
      container.get(ExchangeStock),
      container.get<RequestHandler>(USER_GUARD),
    ),
  queues: exchangeQueues,
  startWorkers: startExchangeWorkers,
};
