import { ApiRoutes } from '../../src/platform/http/api-routes';
import { tooManyRequests } from '../../src/platform/errors';
import { identityErrors } from './identity.errors';
import type { RecoveryService } from './recovery.service';
import { resetPasswordSchema, updatePasswordResetCodeSchema, verifyResetCodeSchema } from './identity.schemas';
import { captchaRefusals } from './captcha-refusals';
import type { CaptchaService } from '../captcha';

/** What checking a recovery code can fail with (named in the API document). */
const codeChecks = [...captchaRefusals, tooManyRequests(1), identityErrors.wrongCode(), identityErrors.codeExpired()];

/** Password recovery by a 6-digit e-mailed code; each step passes the captcha first (spec 5). */
export function recoveryRoutes(recovery: RecoveryService, captcha: CaptchaService): ApiRoutes {
  return new ApiRoutes('identity')
    .add(
      {
        method: 'post',
        path: '/user/reset-password',
        errors: [...captchaRefusals, tooManyRequests(1)],
        summary: 'E-mail a 6-digit code (same answer for unknown logins)',
        body: resetPasswordSchema,
      },
      async ({ body }, req) => {
        await captcha.check(body.altcha);
        await recovery.sendCode(body.login, req.ip ?? 'unknown');
        return { status: 'sent' };
      },
    )
    .add(
      {
        method: 'post',
        path: '/user/verify-reset-code',
        errors: codeChecks,
        summary: 'Check a recovery code',
        body: verifyResetCodeSchema,
      },
      async ({ body }, req) => {
        await captcha.check(body.altcha);
        await recovery.verifyCode(body.login, body.code, req.ip ?? 'unknown');
        return { status: 'valid' };
      },
    )
    .add(
      {
        method: 'post',
        path: '/user/update-password-reset-code',
        errors: codeChecks,
        summary: 'Set a new password with a recovery code; every sign-in ends',
        body: updatePasswordResetCodeSchema,
      },
      async ({ body }, req) => {
        await captcha.check(body.altcha);
        await recovery.resetPassword(body.username, body.code, body.password, req.ip ?? 'unknown');
        return { status: 'ok' };
      },
    );
}
