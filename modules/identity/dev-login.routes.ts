import { timingSafeEqual } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { AppError, tooManyRequests } from '../../src/platform/errors';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { devLoginSchema, TEST_WORKSPACE_COOKIE } from './identity.schemas';

/** A day: a tester's workspace outlives a session but not a week of forgetting it. */
const COOKIE_MAX_AGE_MS = 86_400_000;
/** Wrong passwords per address in 15 minutes: a staging server may face the internet. */
const WRONG_PER_QUARTER_HOUR = 10;

/**
 * Spec 6, the development-mode login: the right password (DEV_LOGIN_PASSWORD) switches this browser into the test
 * workspace by setting the test_workspace cookie, which the web app reads to show the developer tools (the mail
 * outbox, the simulated payments, the game console). Mounted only outside production; unset, every password fails.
 */
export function devLoginRoutes(password: string | undefined): ApiRoutes {
  const expected = password ? Buffer.from(password) : undefined;
  const wrong = () => new AppError(403, 'WRONG_PASSWORD', 'Wrong development password');
  const failures = new RateLimiterMemory({ points: WRONG_PER_QUARTER_HOUR, duration: 15 * 60 });
  return new ApiRoutes('development').add(
    {
      method: 'post',
      path: '/login/development',
      summary: 'Development only (never mounted in production): enter the test workspace with the development password',
      body: devLoginSchema,
      errors: [wrong(), tooManyRequests(1)],
    },
    async ({ body }, req, res) => {
      const ip = req.ip ?? 'unknown';
      const state = await failures.get(ip);
      if (state && state.remainingPoints <= 0) throw tooManyRequests(Math.ceil(state.msBeforeNext / 1000));
      const given = Buffer.from(body.password);
      if (!expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
        await failures.consume(ip).catch((err: unknown) => {
          if (!(err instanceof RateLimiterRes)) throw err;
        });
        throw wrong();
      }
      res.cookie(TEST_WORKSPACE_COOKIE, '1', { path: '/', sameSite: 'lax', maxAge: COOKIE_MAX_AGE_MS });
      return { status: 'ok', testWorkspace: true };
    },
  );
}
