import type { Router } from 'express';

/** A development router and who mounted it (a module's name, or `platform` for the mail outbox). */
export interface DevRouterGroup {
  name: string;
  router: Router;
}

/** What Express keeps of each `router.get(...)` / `router.use(path, subRouter)` (router 2.x layers). */
interface StackLayer {
  rawPath?: unknown;
  route?: { path: unknown; methods: Record<string, boolean> };
  handle?: { stack?: StackLayer[] };
}

const METHODS = new Set(['get', 'post', 'put', 'patch', 'delete']);

/**
 * The development-only operations (simulated OAuth and payments, the game console, the mail outbox), read from the
 * routers themselves so that a dev route added later is listed too. They are pages, forms and redirects rather than
 * the API's JSON contract: the document names them only, marked `x-development-only`, and promises no error codes.
 */
export function devOperations(groups: DevRouterGroup[]): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const group of groups) {
    for (const { method, path } of routesOf(group.router as unknown as { stack: StackLayer[] }, '')) {
      const documented = path.replace(/:(\w+)/g, '{$1}');
      (paths[documented] ??= {})[method] = {
        tags: ['development', group.name],
        summary: `Development only (${group.name}): never mounted in production`,
        'x-development-only': true,
        parameters: [...path.matchAll(/:(\w+)/g)].map(([, name]) => ({
          name,
          in: 'path',
          required: true,
          schema: { type: 'string' },
        })),
        responses: { default: { description: 'A page, a redirect or JSON, as the simulated service answers' } },
      };
    }
  }
  return paths;
}

/** Each route of a router and of the routers it mounts with a string path, with its full path and methods. */
function* routesOf(router: { stack: StackLayer[] }, prefix: string): Generator<{ method: string; path: string }> {
  for (const layer of router.stack) {
    if (layer.route && typeof layer.route.path === 'string') {
      for (const [method, on] of Object.entries(layer.route.methods)) {
        if (on && METHODS.has(method)) yield { method, path: prefix + layer.route.path };
      }
    } else if (layer.handle?.stack && typeof layer.rawPath === 'string') {
      const mount = layer.rawPath === '/' ? '' : layer.rawPath;
      yield* routesOf(layer.handle as { stack: StackLayer[] }, prefix + mount);
    }
  }
}
