import { ContainerModule } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import { RatingEvents } from './rating-events.service';

export { RatingEvents } from './rating-events.service';
export type { RatingEventRow } from './tables';
export * from './ratings.vocabulary.schemas';

/** Buyer and seller ratings (spec trading-core 3, 4): for now the inbox of what moves them. */
export const ratingsModule: AppModule = {
  name: 'ratings',
  bindings: new ContainerModule(({ bind }) => {
    bind(RatingEvents).toSelf();
  }),
};
