import { convertSchema } from '@sodaru/yup-to-json-schema';
import type { AnyObjectSchema } from 'yup';
import type { ApiRoutes, RouteDefinition } from './api-routes';

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

/** OpenAPI 3.1 document built from the same route declarations that validate requests. */
export function buildOpenApi(groups: ApiRoutes[], info: { title: string; version: string }) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const group of groups) {
    for (const route of group.definitions) {
      const path = `/api${route.path.replace(/:(\w+)/g, '{$1}')}`;
      (paths[path] ??= {})[route.method] = operation(route, group.tag);
    }
  }
  return {
    openapi: '3.1.0',
    info,
    paths,
    components: {
      securitySchemes: {
        admin: { type: 'http', scheme: 'bearer', description: 'ADMIN_TOKEN' },
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
    responses: { '200': { description: 'OK' }, '4XX': ERROR_RESPONSE },
  };
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
