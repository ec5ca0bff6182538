import { ContainerModule, type Container } from 'inversify';
import type { RequestHandler } from 'express';
import type { AppConfig } from '../config';
import type { AppModule } from '../src/platform/module';
import { TYPES } from '../src/platform/tokens';
import type { AdminAccess } from '../src/platform/http/admin-auth';
import { USER_GUARD } from '../modules/identity';
import { GAME_GATEWAY } from './gateway';
import { botsRoutes } from './bots.routes';
import { gameConsoleRouter } from './console.routes';
import { setUpFleet } from './fleet-setup';
import { CookieVault } from './orchestrator/cookie-vault';
import { FleetRepo } from './orchestrator/fleet.repo';
import { FlowEngine } from './orchestrator/flow-engine';
import { FlowsRepo } from './orchestrator/flows.repo';
import { LinkedAccountsRepo } from './orchestrator/linked-accounts.repo';
import { OrchestratorService } from './orchestrator/orchestrator.service';
import { botsQueues, startBotsWorkers } from './orchestrator/orchestrator.jobs';
import { BOTS_CONFIG, SimulatedWorld } from './world/simulated-world';
import { WorldAdmin } from './world/world-admin';

export * from './gateway';
export { botsErrors } from './orchestrator/bots.errors';
export {
  OrchestratorService,
  type StartFlow,
  type PreparedFlow,
  type StartLinkedFlow,
  type FlowProgress,
  type FlowView,
} from './orchestrator/orchestrator.service';
export type { SyncResult } from './orchestrator/sync-result';
export {
  SYNC_CODES,
  QUICK_SALE_CODES,
  TRADE_CODES,
  WITHDRAWAL_REASONS,
  FRIEND_REASONS,
  GAME_PASS_REASONS,
  tradeCodeError,
  type FlowKind,
} from './orchestrator/codes';
export { TRADE_PROGRESS } from './orchestrator/events';
export { WorldAdmin, type NewWorldAccount, type NewWorldItem } from './world/world-admin';
export { FLOW_STEP_QUEUE, type FlowEndedJob } from './orchestrator/flow-engine';

/**
 * The bots: the simulated game world behind the game gateway, and the orchestrator that runs the
 * fleet through friendship and trade flows. The trading modules use OrchestratorService and
 * GAME_GATEWAY; nothing else here is theirs to touch.
 */
export const botsModule: AppModule = {
  name: 'bots',
  bindings: new ContainerModule(({ bind }) => {
    bind(BOTS_CONFIG).toDynamicValue((ctx) => ctx.get<AppConfig>(TYPES.Config).bots);
    bind(SimulatedWorld).toSelf();
    bind(GAME_GATEWAY).toService(SimulatedWorld);
    bind(WorldAdmin).toSelf();
    bind(FleetRepo).toSelf();
    bind(FlowsRepo).toSelf();
    bind(LinkedAccountsRepo).toSelf();
    bind(CookieVault).toSelf();
    bind(FlowEngine).toSelf();
    bind(OrchestratorService).toSelf();
  }),
  routes: (container: Container) => {
    return botsRoutes(
      container.get(OrchestratorService),
      container.get(FleetRepo),
      container.get(FlowsRepo),
      container.get(WorldAdmin),
      container.get<RequestHandler>(USER_GUARD),
      container.get<AdminAccess>(TYPES.AdminAccess),
    );
  },
  devRoutes: (container: Container) =>
    gameConsoleRouter(
      container.get(WorldAdmin),
      container.get(SimulatedWorld),
      container.get(OrchestratorService),
      container.get(FlowsRepo),
      container.get(FleetRepo),
    ),
  start: setUpFleet,
  queues: botsQueues,
  startWorkers: async (container) => {
    if (container.get<AppConfig>(TYPES.Config).bots.workers) await startBotsWorkers(container);
  },
};
