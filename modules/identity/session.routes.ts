import type { RequestHandler } from 'express';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { bearerToken, currentUser } from '../../src/platform/http/current-user';
import type { IdentityService } from './identity.service';
import type { SessionService } from './session.service';
import { identityErrors } from './identity.errors';
import { tooManyRequests } from '../../src/platform/errors';
import { loginRequestSchema, registerSchema, updatePasswordSchema } from './identity.schemas';
import type { Language } from '../../kernel';
import type { CaptchaService } from '../captcha';
import { captchaRefusals } from './captcha-refusals';

/** Register, log in and out, refresh, change password. Registering and logging in pass the captcha first (spec 5). */
export function sessionRoutes(
  identity: IdentityService,
  sessions: SessionService,
  guard: RequestHandler,
  captcha: CaptchaService,
): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  return new ApiRoutes('identity')
    .add(
      {
        method: 'post',
        path: '/user/register',
        errors: [
          ...captchaRefusals,
          identityErrors.featureDisabled('Registration'),
          identityErrors.nicknameTaken(),
          identityErrors.emailTaken(),
        ],
        summary: 'Create an account and sign in',
        body: registerSchema,
      },
      async ({ body: { altcha, ...body } }, _req, res) => {
        await captcha.check(altcha);
        res.status(201).json(
          await identity.register({
            ...body,
            main_currency: body.main_currency,
            main_language: body.main_language as Language,
          }),
        );
      },
    )
    .add(
      {
        method: 'post',
        path: '/user/login',
        errors: [
          ...captchaRefusals,
          tooManyRequests(1),
          identityErrors.invalidCredentials(),
          identityErrors.totpRequired(),
          identityErrors.wrongCode(),
          identityErrors.accountBlocked(''),
        ],
        summary: 'Sign in with e-mail or nickname, and a TOTP code when 2FA is on',
        body: loginRequestSchema,
      },
      async ({ body }, req) => {
        await captcha.check(body.altcha);
        return identity.login({ login: body.email, password: body.password, totp: body.topt, ip: req.ip ?? 'unknown' });
      },
    )
    .add(
      {
        method: 'get',
        path: '/user/refresh',
        errors: [identityErrors.invalidRefreshToken(), identityErrors.accountBlocked('')],
        summary: 'Swap the refresh token (as Bearer) for new tokens; a reused token revokes its sign-in',
      },
      (_input, req) => {
        const token = bearerToken(req);
        if (!token) throw identityErrors.invalidRefreshToken();
        return sessions.refresh(token);
      },
    )
    .add(
      { method: 'get', path: '/user/logout', errors: [], summary: 'End this sign-in', security: user },
      async (_input, req) => {
        await sessions.logout(currentUser(req));
        return { status: 'ok' };
      },
    )
    .add(
      {
        method: 'post',
        path: '/user/update-password',
        errors: [identityErrors.oldPasswordWrong(), identityErrors.noPassword()],
        summary: 'Change the password; every other sign-in ends',
        body: updatePasswordSchema,
        security: user,
      },
      ({ body }, req) => identity.updatePassword(currentUser(req), body.oldPassword, body.newPassword),
    );
}
