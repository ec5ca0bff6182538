import type { RequestHandler } from 'express';
import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import { USER_GUARD } from '../identity';
import { RatingEvents } from './rating-events.service';
import { ratingsQueues, startRatingsWorkers } from './ratings.jobs';
import { ratingsRoutes } from './ratings.routes';
import { RatingsService } from './ratings.service';
import { RatingsScorer } from './scorer.service';
import { RestrictionsCache } from './restrictions-cache';

export { RatingEvents } from './rating-events.service';
export { RatingsService } from './ratings.service';
export { ratingsErrors } from './ratings.errors';
export { RatingsScorer } from './scorer.service';
export type { RatingEventRow } from './tables';
export * from './ratings.schemas';
export { RESTRICTIONS_TTL_MS } from './restrictions-cache';

/**
 * Buyer and seller ratings (spec trading-core 3, 4, 6, 9): the history of what moved them, scored in order against
 * the penalty ladders; the warnings, blocks and congratulations that brings; and the checks that enforce a block.
 */
export const ratingsModule: AppModule = {
  name: 'ratings',
  bindings: new ContainerModule(({ bind }) => {
    bind(RatingEvents).toSelf();
    bind(RatingsScorer).toSelf();
    bind(RatingsService).toSelf();
    bind(RestrictionsCache).toSelf();
  }),
  routes: (container: Container) =>
    ratingsRoutes(container.get(RatingsService), container.get<RequestHandler>(USER_GUARD)),
  queues: ratingsQueues,
  startWorkers: startRatingsWorkers,
  start: (container: Container) => container.get(RestrictionsCache).start(),
};
