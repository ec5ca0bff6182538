import type { Request } from 'express';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import type { SocialLoginService } from './social.service';
import { verifySocialCodeSchema, type SocialSource } from './identity.schemas';
import { identityErrors } from './identity.errors';
import type { Language } from '../../kernel';

/** Spec accounts-platform 7: vkurl, dsurl and glurl answer vk_url, ds_url and gl_url. */
const LINKS: { path: string; field: string; source: SocialSource }[] = [
  { path: '/user/vkurl', field: 'vk_url', source: 'vk' },
  { path: '/user/dsurl', field: 'ds_url', source: 'discord' },
  { path: '/user/glurl', field: 'gl_url', source: 'google' },
];

export function socialRoutes(social: SocialLoginService, publicUrl: string | undefined): ApiRoutes {
  const origin = (req: Request) => publicUrl ?? `${req.protocol}://${req.get('host')}`;
  const routes = new ApiRoutes('identity');
  for (const link of LINKS) {
    routes.add(
      {
        method: 'get',
        path: link.path,
        summary: `Authorization URL of ${link.source} sign-in`,
        errors: [identityErrors.featureDisabled(`Sign-in with ${link.source}`)],
      },
      async (_i, req) => ({
        [link.field]: await social.authorizeUrl(link.source, origin(req)),
      }),
    );
  }
  return routes.add(
    {
      method: 'post',
      path: '/user/verify-code',
      errors: [
        identityErrors.featureDisabled('Social login'),
        identityErrors.invalidState(),
        identityErrors.socialCodeRefused('vk'),
        identityErrors.socialLoginFailed('vk'),
        identityErrors.emailTaken(),
        identityErrors.nicknameTaken(),
        identityErrors.accountBlocked(''),
      ],
      summary: 'Finish social sign-in with the code and state from the provider',
      body: verifySocialCodeSchema,
    },
    ({ body }, req) =>
      social.complete(
        {
          ...body,
          source: body.source as SocialSource,
          language: body.language as Language | undefined,
        },
        origin(req),
      ),
  );
}
