import type { RequestHandler } from 'express';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import type { TwoFactorService } from './two-factor.service';
import { totpCodeSchema } from './identity.schemas';

export function twoFactorRoutes(twoFactor: TwoFactorService, guard: RequestHandler): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  return new ApiRoutes('identity')
    .add(
      {
        method: 'post',
        path: '/user/2fa/setup',
        summary: 'Start TOTP enrolment: secret, otpauth URL and QR code',
        security: user,
      },
      (_i, req) => twoFactor.setup(currentUser(req).id),
    )
    .add(
      {
        method: 'post',
        path: '/user/2fa/enable',
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
        summary: 'Turn 2FA off with a current code',
        body: totpCodeSchema,
        security: user,
      },
      ({ body }, req) => twoFactor.disable(currentUser(req).id, body.code),
    );
}
