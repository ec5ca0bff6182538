import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { tooManyRequests } from '../../src/platform/errors';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { captchaErrors } from './captcha.errors';
import type { CaptchaService } from './captcha.service';

/**
 * Challenges per address and minute. Making one costs the server a key derivation, so a flood is cut short; the
 * budget is per process, like the CPU it protects. A person needs one per form sent.
 */
const CHALLENGES_PER_MINUTE = 60;

/** The widget's challenges, and whether the forms show the widget at all. */
export function captchaRoutes(captcha: CaptchaService): ApiRoutes {
  const limiter = new RateLimiterMemory({ points: CHALLENGES_PER_MINUTE, duration: 60 });
  return new ApiRoutes('captcha')
    .add(
      {
        method: 'get',
        path: '/captcha/config',
        summary:
          'Whether the sign-in forms must send a captcha token, under which field, and where challenges come from',
        errors: [],
      },
      () => captcha.publicConfig(),
    )
    .add(
      {
        method: 'get',
        path: '/captcha/challenge',
        summary: 'A new signed proof-of-work challenge for the ALTCHA widget (404 while the captcha is off)',
        errors: [captchaErrors.disabled(), tooManyRequests(1)],
      },
      async (_input, req, res) => {
        if (!captcha.enabled) throw captchaErrors.disabled();
        await limiter.consume(req.ip ?? 'unknown').catch((err: unknown) => {
          throw err instanceof RateLimiterRes ? tooManyRequests(Math.ceil(err.msBeforeNext / 1000)) : err;
        });
        res.set('Cache-Control', 'no-store');
        return captcha.challenge();
      },
    );
}
