import type { RequestHandler } from 'express';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import type { RatingsService } from './ratings.service';

/** A user's ratings, restrictions and notices (the profile), the history behind them, and reading the notices. */
export function ratingsRoutes(ratings: RatingsService, guard: RequestHandler): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  return new ApiRoutes('ratings')
    .add(
      {
        method: 'get',
        path: '/ratings',
        errors: [],
        summary:
          'My buyer and seller ratings, what restricts me now, and my latest warnings, blocks and congratulations',
        security: user,
      },
      (_input, req) => ratings.view(currentUser(req).id),
    )
    .add(
      {
        method: 'get',
        path: '/ratings/history',
        errors: [],
        summary: 'The changes of my ratings, newest first, each with its cause and the rating after it',
        security: user,
      },
      async (_input, req) => ({ changes: await ratings.history(currentUser(req).id) }),
    )
    .add(
      { method: 'post', path: '/ratings/notices/read', errors: [], summary: 'I have read my notices', security: user },
      async (_input, req) => {
        await ratings.markRead(currentUser(req).id);
        return { read: true };
      },
    );
}
