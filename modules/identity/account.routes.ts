import type { RequestHandler } from 'express';
import { ApiRoutes } from '../../src/platform/http/api-routes';
import { currentUser } from '../../src/platform/http/current-user';
import type { IdentityService } from './identity.service';
import { detectCountry } from './country';
import { setCountrySchema, setCurrencySchema, setLanguageSchema, setRefCodeSchema } from './identity.schemas';
import type { Language } from '../../kernel';

const OK = { code: 200 } as const;

/** The signed-in user's profile and settings, and the visitor's country. */
export function accountRoutes(identity: IdentityService, guard: RequestHandler, defaultCountry: string): ApiRoutes {
  const user = { scheme: 'user' as const, guard };
  return new ApiRoutes('identity')
    .add(
      {
        method: 'get',
        path: '/user/profile',
        errors: [],
        summary: 'The profile of the signed-in user',
        security: user,
      },
      (_i, req) => identity.profile(currentUser(req).id),
    )
    .add(
      {
        method: 'post',
        path: '/user/language',
        errors: [],
        summary: 'Set the interface language',
        body: setLanguageSchema,
        security: user,
      },
      async ({ body }, req) => {
        await identity.setLanguage(currentUser(req).id, body.language as Language);
        return OK;
      },
    )
    .add(
      {
        method: 'post',
        path: '/user/currency',
        errors: [],
        summary: 'Set the main currency',
        body: setCurrencySchema,
        security: user,
      },
      async ({ body }, req) => {
        await identity.setCurrency(currentUser(req).id, body.currency);
        return OK;
      },
    )
    .add(
      {
        method: 'post',
        path: '/user/country',
        errors: [],
        summary: 'Set the country',
        body: setCountrySchema,
        security: user,
      },
      async ({ body }, req) => {
        await identity.setCountry(currentUser(req).id, body.country);
        return OK;
      },
    )
    .add(
      {
        method: 'post',
        path: '/user/ref_code',
        errors: [],
        summary: 'Record who referred this user (first code wins)',
        body: setRefCodeSchema,
        security: user,
      },
      async ({ body }, req) => {
        await identity.setReferrer(currentUser(req).id, body.ref_code);
        return OK;
      },
    )
    .add(
      {
        method: 'get',
        path: '/user/mm-beta-test',
        errors: [],
        summary: 'Whether the murder-mystery beta is open to this user',
        security: user,
      },
      async (_i, req) => ({
        status: await identity.mmBetaAvailable(currentUser(req).id),
      }),
    )
    .add(
      {
        method: 'get',
        path: '/user/get-country',
        errors: [],
        summary: "The visitor's country: proxy header, then Accept-Language, then the default",
      },
      (_i, req) => detectCountry(req, defaultCountry),
    );
}
