import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnyObjectSchema } from 'yup';
import type { ApiRoutes, RouteDefinition } from './api-routes';
import { devOperations, type DevRouterGroup } from './openapi-dev-routes';

const ERROR_RESPONSE = {
  description: 'Error',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['errorCode', 'message', 'details'],
        properties: { errorCode: { type: 'string' }, message: { type: 'string' }, details: { type: 'object' } },
      },
    },
  },
};

/**
 * OpenAPI 3.1 document built from the same route declarations that validate requests, plus the development routers
 * when they are mounted (outside production), marked development-only.
 */
export function buildOpenApi(
  groups: ApiRoutes[],
  info: { title: string; version: string },
  devRouters: DevRouterGroup[] = [],
) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const group of groups) {
    for (const route of group.definitions) {
      const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      (paths[path] ??= {})[route.method] = operation(route, group.tag);
    }
  }
  // After the API's: the development pages live outside /api, so no path is shared.
  Object.assign(paths, devOperations(devRouters));
  return {
    openapi: '3.1.0',
    info,
    ...(devRouters.length && {
      tags: [{ name: 'development', description: 'Development only: simulated services, never mounted in production' }],
    }),
    paths,
    components: {
      securitySchemes: {
        admin: {
          type: 'http',
          scheme: 'bearer',
          description: 'ADMIN_TOKEN, or the access token of a user with the staff role',
        },
        user: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
      },
    },
  };
}

function operation(route: RouteDefinition, tag: string) {
  return {
    tags: [tag],
    summary: route.summary,
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query')],
    ...(route.body && {
      requestBody: { required: true, content: { 'application/json': { schema: convertSchema(route.body) } } },
    }),
    ...(route.security && { security: [{ [route.security.scheme]: [] }] }),
    responses: { '200': { description: 'OK' }, ...errorResponses(route) },
    // The module declared the operation's own failures: the codes listed are all it answers (the fuzz suite checks).
    ...(route.errors && { 'x-error-codes-complete': true }),
  };
}

/** Every error code an operation can answer, by status: its kind's (validation, sign-in, rights) and its own. */
export function errorCodes(route: RouteDefinition): Map<number, Set<string>> {
  const codes = new Map<number, Set<string>>();
  const add = (status: number, code: string) =>
    (codes.get(status) ?? codes.set(status, new Set()).get(status)!).add(code);
  if (route.params || route.query || route.body) add(400, 'VALIDATION_ERROR');
  if (route.body) add(400, 'INVALID_JSON');
  if (route.security) add(401, 'UNAUTHORIZED');
  // Staff routes: a signed-in user without the role (modules/admin admin-access.ts).
  if (route.security?.scheme === 'admin') add(403, 'NO_RIGHTS');
  for (const error of route.errors ?? []) add(error.status, error.errorCode);
  return codes;
}

function errorResponses(route: RouteDefinition) {
  const responses: Record<string, unknown> = {};
  for (const [status, codes] of [...errorCodes(route)].sort(([a], [b]) => a - b)) {
    const schema = ERROR_RESPONSE.content['application/json'].schema;
    responses[String(status)] = {
      description: [...codes].join(', '),
      content: {
        'application/json': {
          schema: { ...schema, properties: { ...schema.properties, errorCode: { type: 'string', enum: [...codes] } } },
        },
      },
    };
  }
  // Anything else a client may meet (a rate limit, a body too large) has the same shape.
  responses['4XX'] = ERROR_RESPONSE;
  return responses;
}

function parameters(schema: AnyObjectSchema | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = convertSchema(schema) as { properties?: Record<string, object>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || Boolean(json.required?.includes(name)),
    schema: property,
  }));
}
