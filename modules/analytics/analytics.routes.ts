import type { RequestHandler } from 'express';
import { tooManyRequests } from '../../src/platform/errors';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { rawBody } from '../../src/platform/http/raw-body';
import type { AbTestsService } from './ab-tests.service';
import { analyticsErrors } from './analytics.errors';
import { abTestRequestSchema, clientEventsSchema } from './analytics.schemas';
import type { ClientEventsService } from './client-events.service';
import { optionalUserId } from './optional-user';
import type { AnalyticsRateLimits } from './rate-limits';

/** The browser's analytics calls (spec accounts-platform 4.6, 4.12, 7). Public; a bearer token, when sent, names the user. */
export function analyticsRoutes(
  events: ClientEventsService,
  abTests: AbTestsService,
  limits: AnalyticsRateLimits,
  guard: RequestHandler,
): ApiRoutes {
  return new ApiRoutes('analytics')
    .add(
      {
        method: 'post',
        path: '/v1/client-events',
        summary:
          'Store queued client events (trackId, events: event, payload, datetime, optional id). 201 means stored (a ' +
          'replayed event is stored once); anything refused stores nothing. At most 100 events, 2 KB per payload, 64 KB.',
        body: clientEventsSchema,
        errors: [analyticsErrors.tooLarge(0), analyticsErrors.outOfWindow(0), tooManyRequests(60)],
      },
      async ({ body }, req, res) => {
        const result = await events.accept({
          trackId: body.trackId,
          events: body.events,
          userId: await optionalUserId(guard, req, res),
          ip: req.ip ?? 'unknown',
          bodyBytes: rawBody(req).length,
        });
        res.status(201);
        return result;
      },
    )
    .add(
      {
        method: 'post',
        path: '/v1/ab-test',
        summary:
          "The browser's A-B group (spec 4.6): assigned once by its trackId's hash, stored, then always the same",
        body: abTestRequestSchema,
        errors: [tooManyRequests(60)],
      },
      async ({ body }, req) => {
        await limits.hit('abTestsPerIp', req.ip ?? 'unknown');
        return { ab_test: await abTests.assign(body.trackId) };
      },
    );
}
