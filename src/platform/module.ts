import type { Container, ContainerModule } from 'inversify';
import type { Router } from 'express';
import type { QueueDefinition } from './jobs';
import type { ApiRoutes } from './http/api-routes';
import type { FastRoute } from './http/fast-path';

/**
 * A bounded module as the composition root sees it. Adding a module means adding its folder and
 * one line in src/modules.ts.
 */
export interface AppModule {
  name: string;
  /** Its services, repositories and routes, bound under the tokens its index.ts exports. */
  bindings: ContainerModule;
  /** Mounted under /api and described in /api/openapi.json. */
  routes?(container: Container): ApiRoutes | ApiRoutes[];
  /**
   * GET endpoints answered in front of Express (src/platform/http/fast-path.ts), for hot public reads
   * such as micro-cached answers; each also exists among `routes`, which answers what they leave.
   */
  fastRoutes?(container: Container): FastRoute[];
  /** Development-only pages (never mounted in production), e.g. a simulated OAuth provider. */
  devRoutes?(container: Container): Router;
  /** Runs once the container is built, before HTTP listens. */
  start?(container: Container): Promise<void>;
  /** Created (or updated) at boot, before any worker starts. */
  queues?: QueueDefinition[];
  startWorkers?(container: Container): Promise<void>;
}
