import type { RequestHandler } from 'express';
import { ContainerModule, type Container } from 'inversify';
import type { AppModule } from '../../src/platform/module';
import { USER_GUARD } from '../identity';
import { reviewsRoutes } from './reviews.routes';
import { ReviewsService } from './reviews.service';

export { ReviewsService } from './reviews.service';
export * from './reviews.schemas';

/** Reviews of sellers after completed deals and of the site (spec trading-core 2; the reviews flag). */
export const reviewsModule: AppModule = {
  name: 'reviews',
  bindings: new ContainerModule(({ bind }) => {
    bind(ReviewsService).toSelf();
  }),
  routes: (container: Container) =>
    reviewsRoutes(container.get(ReviewsService), container.get<RequestHandler>(USER_GUARD)),
};
