import type { RequestHandler } from 'express';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import type { TwoFactorService } from './two-factor.service';
import { totpCodeSchema } from './identity.schemas';
import { identityErrors } from './identity.errors';
import { tooManyRequests } from '../../src/platform/errors';

/** What checking a TOTP code can fail with (named in the API document). */
const codeChecks = [
  identityErrors.featureDisabled('Two-factor authentication'),
  tooManyRequests(1),
  identityErrors.twoFactorNotSetUp(),
  identityErrors.wrongCode(),
];

export function twoFactorRoutes(twoFactor: TwoFactorService, guard: RequestHandler): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  return new ApiRoutes('identity')
    .add(
      {
        method: 'post',
        path: '/user/2fa/setup',
        errors: [identityErrors.featureDisabled('Two-factor authentication')],
        summary: 'Start TOTP enrolment: secret, otpauth URL and QR code',
        security: user,
      },
      (_i, req) => twoFactor.setup(currentUser(req).id),
    )
    .add(
      {
        method: 'post',
        path: '/user/2fa/enable',
        errors: codeChecks,
        summary: 'Turn 2FA on with a current code',
        body: totpCodeSchema,
        security: user,
      },
      ({ body }, req) => twoFactor.enable(currentUser(req).id, body.code),
    )
    .add(
      {
        method: 'post',
        path: '/user/2fa/disable',
        errors: codeChecks,
        summary: 'Turn 2FA off with a current code',
        body: totpCodeSchema,
        security: user,
      },
      ({ body }, req) => twoFactor.disable(currentUser(req).id, body.code),
    );
}
