import express, { type Express } from 'express';
import compression from 'compression';
import type { Container } from 'inversify';
import type { AppConfig } from '../config';
import type { Db } from './platform/db/database';
import type { Jobs } from './platform/jobs';
import type { Logger } from './platform/logger';
import type { AppModule } from './platform/module';
import { requestLogger } from './platform/http/request-logger';
import { healthRouter } from './platform/http/health';
import { apiNotFound, errorHandler } from './platform/http/error-handler';
import { spaRouter } from './platform/http/spa';

/** Express: request log, JSON body, /api (health + every module's routes), then the SPA. */
export function createHttpApp(deps: {
  config: AppConfig;
  container: Container;
  modules: AppModule[];
  db: Db;
  jobs: Jobs;
  logger: Logger;
}): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestLogger(deps.logger));
  app.use(compression());

  const api = express.Router();
  api.use(express.json({ limit: '100kb' }));
  api.use(healthRouter(deps.db, deps.jobs));
  for (const module of deps.modules) {
    if (module.routes) api.use(module.routes(deps.container));
  }
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(spaRouter(deps.config.webDist));
  app.use(errorHandler(deps.logger));
  return app;
}
