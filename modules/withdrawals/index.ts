import type { RequestHandler } from 'express';
import { ContainerModule, type Container } from 'inversify';
import type { AppConfig } from '../../config';
import type { AppModule } from '../../src/platform/module';
import { TYPES } from '../../src/platform/tokens';
import { USER_GUARD } from '../identity';
import { TradesHistory } from './history.service';
import { TradeEndings } from './trade-endings.service';
import { WithdrawalViews } from './views';
import { startWithdrawalsWorkers, withdrawalsQueues } from './withdrawals.jobs';
import { WithdrawalsRepo } from './withdrawals.repo';
import { withdrawalsRoutes } from './withdrawals.routes';
import { WITHDRAWALS_CONFIG, WithdrawalsService } from './withdrawals.service';

export { TradesHistory } from './history.service';
export { WithdrawalsService } from './withdrawals.service';
export { TradeEndings } from './trade-endings.service';
export { TRADE_ENDED_QUEUE } from './withdrawals.queues';
export { outcomeOf, type Outcome } from './endings';
export { groupIntoTrades, TRADE_LIMITS, type Deliverable } from './grouping';
export * from './withdrawals.schemas';

/** Buyers collect what they bought: withdrawal trades from the sellers' linked accounts (spec trading-core 4, 7, 8). */
export const withdrawalsModule: AppModule = {
  name: 'withdrawals',
  bindings: new ContainerModule(({ bind }) => {
    bind(WITHDRAWALS_CONFIG).toDynamicValue((ctx) => ctx.get<AppConfig>(TYPES.Config).withdrawals);
    bind(WithdrawalsRepo).toSelf();
    bind(WithdrawalViews).toSelf();
    bind(WithdrawalsService).toSelf();
    bind(TradeEndings).toSelf();
    bind(TradesHistory).toSelf();
  }),
  routes: (container: Container) =>
    withdrawalsRoutes(
      container.get(WithdrawalsService),
      container.get(WithdrawalViews),
      container.get(WithdrawalsRepo),
      container.get(TradesHistory),
      container.get<RequestHandler>(USER_GUARD),
    ),
  queues: withdrawalsQueues,
  startWorkers: startWithdrawalsWorkers,
};
